import { useTranslation } from 'react-i18next';
import { Empty, Flex, Table, Typography, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { StudentSort } from '../../../gql/graphql';
import { LinkButton } from '../../../components/LinkButton';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { SearchBox } from '../../../components/SearchBox';
import { formatGpa } from '../student-format';
import { useStudentList, type StudentRow } from './use-student-list';
import type { StudentScopeVariables } from './student-scope';

const SORT_BY_COLUMN: Record<string, [StudentSort, StudentSort]> = {
  student: ['NAME_ASC', 'NAME_DESC'],
  grade: ['GRADE_ASC', 'GRADE_DESC'],
  gpa: ['GPA_ASC', 'GPA_DESC'],
  colleges: ['COLLEGES_ASC', 'COLLEGES_DESC'],
};

const ALL: StudentScopeVariables = { scope: 'ALL', schoolId: null };

function sortOrderOf(sort: StudentSort, column: string) {
  const [asc, desc] = SORT_BY_COLUMN[column];
  return sort === asc ? 'ascend' : sort === desc ? 'descend' : null;
}

/**
 * The student list (Counselor dashboard): search by name or email, columns
 * Student, Grade ('N/A' when missing), GPA (two decimals, 0 when missing), Colleges, and a View action.
 * Search, sort and paging all run on the server, within `scope` (every student the caller may see by default).
 */
export function StudentListTable({ pageSize = 10, viewPath = (id: string) => `/counselor/students/${id}`, scope = ALL, ready = true }: {
  pageSize?: number;
  viewPath?: (id: string) => string;
  scope?: StudentScopeVariables;
  /** False while the scope is still being worked out. */
  ready?: boolean;
}) {
  const { t } = useTranslation('counselor');
  const list = useStudentList(pageSize, scope, ready);

  const columns: TableProps<StudentRow>['columns'] = [
    {
      key: 'student', title: t('studentList.student'), sorter: true, sortOrder: sortOrderOf(list.sort, 'student'),
      render: (_, s) => (
        <Flex vertical>
          <Typography.Text strong>{[s.firstName, s.lastName].filter(Boolean).join(' ') || s.email || s.userId}</Typography.Text>
          {s.email && <Typography.Text type="secondary">{s.email}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'grade', title: t('studentList.grade'), sorter: true, sortOrder: sortOrderOf(list.sort, 'grade'), render: (_, s) => s.grade ?? t('studentList.notAvailable') },
    { key: 'gpa', title: t('info.gpa'), sorter: true, sortOrder: sortOrderOf(list.sort, 'gpa'), render: (_, s) => formatGpa(s.gpa) },
    { key: 'colleges', title: t('studentList.colleges'), sorter: true, sortOrder: sortOrderOf(list.sort, 'colleges'), render: (_, s) => s.targetColleges },
    {
      key: 'actions', title: t('tasksPage.actions'),
      render: (_, s) => <LinkButton size="small" to={viewPath(s.id)} aria-label={t('studentList.viewOf', { name: s.displayName })}>{t('studentList.view')}</LinkButton>,
    },
  ];

  const onChange: TableProps<StudentRow>['onChange'] = (pagination, _filters, sorter) => {
    const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<StudentRow> | undefined;
    const key = one?.columnKey as string | undefined;
    const next = key && one?.order ? SORT_BY_COLUMN[key]?.[one.order === 'ascend' ? 0 : 1] : 'NAME_ASC';
    if (next && next !== list.sort) list.setSort(next);
    else if (pagination.current && pagination.current !== list.page) list.setPage(pagination.current);
  };

  const noneAtAll = list.loaded && list.total === 0 && !list.query;
  return (
    <Flex vertical gap={12}>
      <SearchBox label={t('studentList.searchLabel')} placeholder={t('studentList.searchPlaceholder')} value={list.search}
        onChange={list.setSearch} onSubmit={list.submitSearch} style={{ maxWidth: 360 }} />
      {list.error && (
        <LoadErrorAlert title={t('studentList.loadError')} onRetry={list.refetch} />
      )}
      <Table<StudentRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.students}
        loading={list.loading}
        onChange={onChange}
        scroll={{ x: 560 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={noneAtAll ? t('studentList.none') : t('studentList.noMatch')} /> }}
        pagination={{ current: list.page, pageSize, total: list.total, showSizeChanger: false, showTotal: (total) => t('studentList.total', { count: total }), hideOnSinglePage: false }}
      />
    </Flex>
  );
}
