import { useTranslation } from 'react-i18next';
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
import { SchoolPicker } from './SchoolPicker';
import { useSchoolChoice } from './use-school-choice';

const PAGE_SIZE = 20;
type Course = CatalogCourseFieldsFragment;

/** `/admin/courses`: a school's course catalog, searched and paged; courses added, changed, deleted, or loaded from a file. */
export function CatalogPage() {
  const { t } = useTranslation('planning');
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
    title: t('catalog.deleteTitle', { code: c.code }),
    content: t('catalog.deleteBody'),
    onOk: async () => {
      try {
        await client.mutate({ mutation: DeleteCourseDocument, variables: { id: c.id }, refetchQueries: [SchoolCoursesDocument] });
        toast.success(t('catalog.deleted'));
      } catch (e) {
        toast.error(t('catalog.deleteFailed'), graphqlMessage(e) ?? t('tryAgain'));
      }
    },
  });

  const columns: TableColumnsType<Course> = [
    { title: t('catalog.colCode'), dataIndex: 'code', key: 'code' },
    { title: t('catalog.colTitle'), dataIndex: 'title', key: 'title' },
    { title: t('catalog.colArea'), key: 'area', render: (_, c) => `${c.subjectArea} ${c.subjectAreaName}` },
    { title: t('catalog.colCredits'), dataIndex: 'credits', key: 'credits' },
    { title: t('catalog.colGrades'), key: 'grades', render: (_, c) => gradesText(c.gradeLevels) },
    { title: t('catalog.colLevel'), key: 'level', render: (_, c) => t(`level.${c.level}`) },
    { title: t('catalog.colActions'), key: 'actions', render: (_, c) => (
      <Space>
        <Button size="small" aria-label={t('catalog.editLabel', { code: c.code })} onClick={() => setEditing(c)}>{t('catalog.edit')}</Button>
        <Button size="small" danger aria-label={t('catalog.deleteLabel', { code: c.code })} onClick={() => remove(c)}>{t('catalog.delete')}</Button>
      </Space>
    ) },
  ];

  return (
    <>
      {holder}
      <PageHeading title={t('catalog.title')} subtitle={t('catalog.subtitle')} extra={<SchoolPicker schools={school.schools} value={school.schoolId} onChange={school.setSchoolId} />} />
      {school.query.error && !school.schoolId && (
        <LoadErrorAlert title={t('catalog.loadFailed')} description={school.query.error.message} onRetry={() => void school.query.refetch()} />
      )}
      {school.schoolId && (
        <Row gutter={[token.margin, token.margin]}>
          <Col xs={24}>
            <Card>
              <Flex gap={token.margin} wrap align="center" style={{ marginBottom: token.margin }}>
                <SearchBox label={t('catalog.search')} placeholder={t('catalog.search')} value={search.search} onChange={search.setSearch} onSubmit={search.submitSearch} style={{ maxWidth: 360 }} />
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')} style={{ marginLeft: 'auto' }}>{t('catalog.add')}</Button>
              </Flex>
              <QueryTable<Course>
                regionLabel={t('catalog.region')}
                error={error && !data ? { title: t('catalog.loadFailed'), description: error.message, onRetry: () => void refetch() } : null}
                columns={columns}
                dataSource={page?.items ?? []}
                loading={loading}
                locale={{ emptyText: <EmptyText>{search.query ? t('catalog.emptySearch') : t('catalog.empty')}</EmptyText> }}
                paging={{ page: search.page, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: search.setPage, showTotal: (n) => t('catalog.count', { count: n }) }}
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
