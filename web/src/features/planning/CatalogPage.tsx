import { useApolloClient, useQuery } from '@apollo/client/react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Space, theme, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useDangerConfirm } from '../../app/use-danger-confirm';
import { usePagedSearch } from '../../app/use-paged-search';
import { useToast } from '../../app/use-toast';
import { EmptyText } from '../../components/EmptyText';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeading } from '../../components/PageHeading';
import { QueryTable } from '../../components/QueryTable';
import { SearchBox } from '../../components/SearchBox';
import { DeleteCourseDocument, SchoolCoursesDocument, type CatalogCourseFieldsFragment } from '../../gql/graphql';
import { gradesText } from './catalog-options';
import { CourseFormDialog } from './CourseFormDialog';
import { CourseImportCard } from './CourseImportCard';
import { fill } from './fill';
import { messages } from './messages';
import { SchoolPicker } from './SchoolPicker';
import { useSchoolChoice } from './use-school-choice';

const m = messages.catalog;
const PAGE_SIZE = 20;
type Course = CatalogCourseFieldsFragment;

/** `/admin/courses`: a school's course catalog, searched and paged; courses added, changed, deleted, or loaded from a file. */
export function CatalogPage() {
  const { token } = theme.useToken();
  const toast = useToast();
  const client = useApolloClient();
  const school = useSchoolChoice();
  const search = usePagedSearch();
  const [editing, setEditing] = useState<Course | 'new' | null>(null);
  const { confirm, holder } = useDangerConfirm();
  const { data, loading, error, refetch } = useQuery(SchoolCoursesDocument, {
    variables: { schoolId: school.schoolId ?? '', q: search.query || null, first: PAGE_SIZE, offset: (search.page - 1) * PAGE_SIZE },
    skip: !school.schoolId,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.schoolCourses;

  const remove = (c: Course) => confirm({
    title: fill(m.deleteTitle, { code: c.code }),
    content: m.deleteBody,
    onOk: async () => {
      try {
        await client.mutate({ mutation: DeleteCourseDocument, variables: { id: c.id }, refetchQueries: [SchoolCoursesDocument] });
        toast.success(m.deleted);
      } catch (e) {
        toast.error(m.deleteFailed, graphqlMessage(e) ?? messages.tryAgain);
      }
    },
  });

  const columns: TableColumnsType<Course> = [
    { title: m.colCode, dataIndex: 'code', key: 'code' },
    { title: m.colTitle, dataIndex: 'title', key: 'title' },
    { title: m.colArea, key: 'area', render: (_, c) => `${c.subjectArea} ${c.subjectAreaName}` },
    { title: m.colCredits, dataIndex: 'credits', key: 'credits' },
    { title: m.colGrades, key: 'grades', render: (_, c) => gradesText(c.gradeLevels) },
    { title: m.colLevel, key: 'level', render: (_, c) => messages.level[c.level] },
    { title: m.colActions, key: 'actions', render: (_, c) => (
      <Space>
        <Button size="small" aria-label={fill(m.editLabel, { code: c.code })} onClick={() => setEditing(c)}>{m.edit}</Button>
        <Button size="small" danger aria-label={fill(m.deleteLabel, { code: c.code })} onClick={() => remove(c)}>{m.delete}</Button>
      </Space>
    ) },
  ];

  return (
    <>
      {holder}
      <PageHeading title={m.title} subtitle={m.subtitle} extra={<SchoolPicker schools={school.schools} value={school.schoolId} onChange={school.setSchoolId} />} />
      {school.query.error && !school.schoolId && (
        <LoadErrorAlert title={m.loadFailed} description={school.query.error.message} onRetry={() => void school.query.refetch()} />
      )}
      {school.schoolId && (
        <Row gutter={[token.margin, token.margin]}>
          <Col xs={24}>
            <Card>
              <Flex gap={token.margin} wrap align="center" style={{ marginBottom: token.margin }}>
                <SearchBox label={m.search} placeholder={m.search} value={search.search} onChange={search.setSearch} onSubmit={search.submitSearch} style={{ maxWidth: 360 }} />
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')} style={{ marginLeft: 'auto' }}>{m.add}</Button>
              </Flex>
              <QueryTable<Course>
                regionLabel={m.region}
                error={error && !data ? { title: m.loadFailed, description: error.message, onRetry: () => void refetch() } : null}
                columns={columns}
                dataSource={page?.items ?? []}
                loading={loading}
                locale={{ emptyText: <EmptyText>{search.query ? m.emptySearch : m.empty}</EmptyText> }}
                paging={{ page: search.page, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: search.setPage, showTotal: (n) => fill(m.count, { count: n }) }}
              />
            </Card>
          </Col>
          <Col xs={24}><CourseImportCard key={school.schoolId} schoolId={school.schoolId} /></Col>
        </Row>
      )}
      {school.schoolId && <CourseFormDialog schoolId={school.schoolId} course={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
