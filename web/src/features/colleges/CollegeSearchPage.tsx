import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Empty, Flex, Input, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../app/current-user';
import { userRole } from '../../app/user';
import { PageHeading } from '../../components/PageHeading';
import type { CollegeSearchQuery } from '../../gql/graphql';
import { CONTROL_LABELS, TEST_POLICY_LABELS, formatMoney, formatRate, notReported } from './college-format';
import { formatNumber } from '../../app/date-format';
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
  const { t } = useTranslation(['colleges', 'common']);
  const { user } = useCurrentUser();
  const role = userRole(user) ?? 'student';
  const isStudent = role === 'student';
  const search = useCollegeSearch();
  const list = useMyList(!isStudent);

  const columns: TableProps<CollegeRow>['columns'] = [
    {
      key: 'name', title: t('search.columns.college'),
      render: (_, c) => (
        <Flex vertical>
          <Link to={collegePath(role, c.unitid)}>{c.name}</Link>
          <Typography.Text type="secondary">{CONTROL_LABELS[c.control]}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'place', title: t('search.columns.place'), render: (_, c) => `${c.city}, ${c.state}` },
    { key: 'rate', title: t('search.columns.rate'), align: 'right', render: (_, c) => formatRate(c.admissionRate) },
    { key: 'price', title: t('search.columns.price'), align: 'right', render: (_, c) => formatMoney(c.netPrice) },
    { key: 'tests', title: t('search.columns.tests'), render: (_, c) => (c.testPolicy ? TEST_POLICY_LABELS[c.testPolicy] : notReported()) },
    ...(isStudent
      ? [{ key: 'add', title: t('search.columns.myList'), render: (_: unknown, c: CollegeRow) => <AddToListButton list={list} unitid={c.unitid} name={c.name} size="small" /> }]
      : []),
  ];

  const filtered = Boolean(search.text.trim()) || Object.values(search.filters).some((v) => v !== null);
  return (
    <>
      <PageHeading title={t('search.title')} subtitle={t('search.subtitle')} />
      <Card>
        <Flex vertical gap={12}>
          <Input.Search
            aria-label={t('search.box')}
            placeholder={t('search.placeholder')}
            allowClear
            enterButton={t('search.button')}
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            onSearch={search.submit}
            style={{ maxWidth: 480 }}
          />
          <CollegeFilters values={search.filters} onChange={search.setFilters} onClear={search.clearFilters} />
          {search.error && (
            <Alert type="error" showIcon title={t('search.loadError')}
              action={<Button size="small" onClick={search.refetch}>{t('common:errors.tryAgain')}</Button>} />
          )}
          {isStudent && list.loaded && !list.studentId && (
            <Alert type="info" showIcon title={t('createProfileToKeepList')}
              action={<Link to="/student/profile">{t('myProfile')}</Link>} />
          )}
          <Table<CollegeRow>
            rowKey="unitid"
            size="middle"
            aria-label={t('search.table')}
            columns={columns}
            dataSource={search.colleges}
            loading={search.loading}
            scroll={{ x: 760 }}
            onChange={(pagination) => {
              if (pagination.current && pagination.current !== search.page) search.setPage(pagination.current);
            }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={search.loaded ? (filtered ? t('search.noMatch') : t('search.empty')) : t('search.loading')} />,
            }}
            pagination={{
              current: search.page, pageSize: search.pageSize, total: search.total, showSizeChanger: false,
              showTotal: (total) => t('search.total', { count: total, formatted: formatNumber(total) }),
            }}
          />
        </Flex>
      </Card>
    </>
  );
}
