import { Alert, Button, Card, Empty, Flex, Input, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../app/current-user';
import { userRole } from '../../app/user';
import { PageHeading } from '../../components/PageHeading';
import type { CollegeSearchQuery } from '../../gql/graphql';
import { CONTROL_LABELS, TEST_POLICY_LABELS, formatMoney, formatRate } from './college-format';
import { collegePath } from './college-paths';
import { AddToListButton } from './components/AddToListButton';
import { CollegeFilters } from './components/CollegeFilters';
import { useCollegeSearch } from './use-college-search';
import { useMyList } from './use-my-list';

type CollegeRow = CollegeSearchQuery['colleges']['items'][number];

/**
 * `/<role>/colleges`: the catalog (3,037 US colleges from the College Scorecard) searched on the server by name
 * (typo-tolerant), city or state, with filters; students add colleges to their list from here.
 */
export function CollegeSearchPage() {
  const { user } = useCurrentUser();
  const role = userRole(user) ?? 'student';
  const isStudent = role === 'student';
  const search = useCollegeSearch();
  const list = useMyList(!isStudent);

  const columns: TableProps<CollegeRow>['columns'] = [
    {
      key: 'name', title: 'College',
      render: (_, c) => (
        <Flex vertical>
          <Link to={collegePath(role, c.unitid)}>{c.name}</Link>
          <Typography.Text type="secondary">{CONTROL_LABELS[c.control]}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'place', title: 'City, State', render: (_, c) => `${c.city}, ${c.state}` },
    { key: 'rate', title: 'Admission rate', align: 'right', render: (_, c) => formatRate(c.admissionRate) },
    { key: 'price', title: 'Net price', align: 'right', render: (_, c) => formatMoney(c.netPrice) },
    { key: 'tests', title: 'Test policy', render: (_, c) => (c.testPolicy ? TEST_POLICY_LABELS[c.testPolicy] : 'Not reported') },
    ...(isStudent
      ? [{ key: 'add', title: 'My list', render: (_: unknown, c: CollegeRow) => <AddToListButton list={list} unitid={c.unitid} name={c.name} size="small" /> }]
      : []),
  ];

  const filtered = Boolean(search.text.trim()) || Object.values(search.filters).some((v) => v !== null);
  return (
    <>
      <PageHeading title="College Search" subtitle="Search US colleges by name, city or state, and compare their figures." />
      <Card>
        <Flex vertical gap={12}>
          <Input.Search
            aria-label="Search colleges by name, city or state"
            placeholder="College name, city or state"
            allowClear
            enterButton="Search"
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            onSearch={search.submit}
            style={{ maxWidth: 480 }}
          />
          <CollegeFilters values={search.filters} onChange={search.setFilters} onClear={search.clearFilters} />
          {search.error && (
            <Alert type="error" showIcon title="The colleges could not be loaded"
              action={<Button size="small" onClick={search.refetch}>Try again</Button>} />
          )}
          {isStudent && list.loaded && !list.studentId && (
            <Alert type="info" showIcon title="Create your profile to keep a college list"
              action={<Link to="/student/profile">My Profile</Link>} />
          )}
          <Table<CollegeRow>
            rowKey="unitid"
            size="middle"
            aria-label="Colleges"
            columns={columns}
            dataSource={search.colleges}
            loading={search.loading}
            scroll={{ x: 760 }}
            onChange={(pagination) => {
              if (pagination.current && pagination.current !== search.page) search.setPage(pagination.current);
            }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={search.loaded ? (filtered ? 'No colleges match your search.' : 'No colleges in the catalog yet.') : 'Loading colleges…'} />,
            }}
            pagination={{
              current: search.page, pageSize: search.pageSize, total: search.total, showSizeChanger: false,
              showTotal: (t) => `${t.toLocaleString('en-US')} colleges`,
            }}
          />
        </Flex>
      </Card>
    </>
  );
}
