import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Progress, Segmented, Space, Table, Tag, Typography, theme, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../app/current-user';
import { graphqlMessage } from '../../../app/graphql-error';
import { useDangerConfirm } from '../../../app/use-danger-confirm';
import { useToast } from '../../../app/use-toast';
import { userRole } from '../../../app/user';
import { PageHeading } from '../../../components/PageHeading';
import { CounselingTasksDocument, DeleteTaskDocument, TaskFormSchoolsDocument, type TaskFieldsFragment, type TaskScope } from '../../../gql/graphql';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { EmptyText } from '../../../components/EmptyText';
import { formatDate } from '../../../app/date-format';
import { studentPath } from '../counseling-format';
import { TintedTag } from '../TintedTag';
import { CreateTaskDialog } from './CreateTaskDialog';
import { EditTaskDialog, TASK_LISTS } from './EditTaskDialog';

type Task = TaskFieldsFragment;

/** `/counselor/tasks`: tasks given to groups or students, with completion and who is overdue. */
export function TasksPage() {
  const { token } = theme.useToken();
  const { t } = useTranslation(['counselor', 'common']);
  const [scope, setScope] = useState<TaskScope>('MINE');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const toast = useToast();
  const { user } = useCurrentUser();
  // The service decides; the page offers the change to whoever it would allow (the giver, or an admin).
  const mayChange = (task: Task) => task.createdBy === user?.id || userRole(user) === 'admin';
  const [remove] = useMutation(DeleteTaskDocument, { refetchQueries: TASK_LISTS });
  const danger = useDangerConfirm();
  const askDelete = (task: Task) => danger.confirm({
    title: t('tasksPage.deleteTitle'),
    content: t('tasksPage.deleteText'),
    onOk: async () => {
      try {
        await remove({ variables: { id: task.id } });
        toast.success(t('tasksPage.deleted'), task.title);
      } catch (error) {
        toast.error(t('tasksPage.deleteError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
      }
    },
  });
  const tasks = useQuery(CounselingTasksDocument, { variables: { scope, limit: 200 }, fetchPolicy: 'cache-and-network' });
  const schools = useQuery(TaskFormSchoolsDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const schoolName = (id: string) => schools.data?.schools.find((s) => s.id === id)?.name ?? t('tasksPage.aSchool');

  const assignedTo = (task: Task) => {
    if (task.groupSchoolId) {
      return task.groupGrade ? t('tasksPage.schoolGrade', { school: schoolName(task.groupSchoolId), grade: task.groupGrade }) : t('tasksPage.schoolAllGrades', { school: schoolName(task.groupSchoolId) });
    }
    if (task.applicationId) return t('tasksPage.application', { name: task.assignments[0]?.studentName ?? t('aStudent') });
    return task.total === 1 ? task.assignments[0]?.studentName ?? t('tasksPage.students', { count: 1 }) : t('tasksPage.students', { count: task.total });
  };

  // The task's name is what a counselor scans for: it keeps a readable width, the rest stays compact, and
  // "Created by" only shows when the list holds other staff members' tasks.
  const columns: TableProps<Task>['columns'] = [
    { key: 'title', title: t('tasksPage.task'), minWidth: 240, render: (_, task) => <Typography.Text strong>{task.title}</Typography.Text> },
    { key: 'due', title: t('tasksPage.due'), width: 120, render: (_, task) => formatDate(task.dueDate) },
    { key: 'to', title: t('tasksPage.assignedTo'), minWidth: 160, render: (_, task) => assignedTo(task) },
    {
      key: 'done', title: t('tasksPage.done'), width: 170,
      render: (_, task) => (
        <Flex vertical gap={token.marginXXS}>
          <Typography.Text data-testid="task-done-count">{t('tasksPage.doneCount', { done: task.doneCount, total: task.total })}</Typography.Text>
          <Progress percent={task.total ? Math.round((task.doneCount / task.total) * 100) : 0} size="small" showInfo={false}
            aria-label={t('tasksPage.doneCount', { done: task.doneCount, total: task.total })} />
          {task.overdueCount > 0 && <TintedTag color="red">{t('tasksPage.overdueCount', { count: task.overdueCount })}</TintedTag>}
        </Flex>
      ),
    },
    ...(scope === 'ALL' ? [{ key: 'by', title: t('tasksPage.createdBy'), width: 150, render: (_: unknown, task: Task) => task.createdByName }] : []),
    {
      key: 'actions', title: t('tasksPage.actions'), width: 150,
      render: (_, task) => (mayChange(task) ? (
        <Space size={token.marginXXS}>
          <Button size="small" aria-label={t('tasksPage.editOf', { title: task.title })} onClick={() => setEditing(task)}>{t('edit')}</Button>
          <Button size="small" danger aria-label={t('tasksPage.deleteOf', { title: task.title })} onClick={() => askDelete(task)}>{t('delete')}</Button>
        </Space>
      ) : null),
    },
  ];

  return (
    <>
      <PageHeading title={t('tasks.title')} subtitle={t('tasksPage.subtitle')}
        extra={<Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>{t('taskForm.new')}</Button>} />
      <Card>
        <Flex vertical gap={token.margin}>
          <Segmented<TaskScope> aria-label={t('tasksPage.which')} value={scope} onChange={setScope}
            options={[{ value: 'MINE', label: t('tasksPage.mine') }, { value: 'ALL', label: t('tasksPage.all') }]} />
          {tasks.error && (
            <Alert type="error" showIcon title={t('tasks.loadError')} action={<Button size="small" onClick={() => void tasks.refetch()}>{t('common:errors.tryAgain')}</Button>} />
          )}
          <ScrollRegion label={t('tasks.title')}>
            <Table<Task>
              rowKey="id"
              size="middle"
              aria-label={t('tasks.title')}
              columns={columns}
              dataSource={tasks.data?.tasks ?? []}
              loading={tasks.loading && !tasks.data}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              style={{ minWidth: 820 }}
              expandable={{
                expandedRowRender: (task) => <AssigneeList task={task} />,
                expandRowByClick: false,
              }}
              locale={{ emptyText: tasks.error ? <EmptyText>{t('tasksPage.noneToShow')}</EmptyText> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<EmptyText>{t('tasksPage.none')}</EmptyText>} /> }}
            />
          </ScrollRegion>
        </Flex>
      </Card>
      {danger.holder}
      <CreateTaskDialog open={creating} onClose={() => setCreating(false)} />
      {editing && <EditTaskDialog key={editing.id} task={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** One task's assignees: who is overdue first, then who is still open, then who is done. */
function AssigneeList({ task }: { task: Task }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('counselor');
  const rank = (a: Task['assignments'][number]) => (a.overdue ? 0 : a.done ? 2 : 1);
  const rows = [...task.assignments].sort((a, b) => rank(a) - rank(b) || (a.studentName ?? '').localeCompare(b.studentName ?? ''));
  if (rows.length === 0) return <Typography.Text type="secondary">{t('tasksPage.noAssignees')}</Typography.Text>;
  return (
    <ul aria-label={t('tasksPage.assigneesOf', { title: task.title })} style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
      {rows.map((a) => (
        <li key={a.studentId} style={{ marginBottom: token.marginXXS }}>
          <Link style={{ textDecoration: 'underline' }} to={studentPath(a.studentId)}>{a.studentName ?? t('aStudent')}</Link>{' '}
          {a.overdue ? <TintedTag color="red">{t('tasks.overdue')}</TintedTag> : a.done ? <TintedTag color="green">{t('tasks.done')}</TintedTag> : <Tag>{t('tasks.open')}</Tag>}
        </li>
      ))}
    </ul>
  );
}
