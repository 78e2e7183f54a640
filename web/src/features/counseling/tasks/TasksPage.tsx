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
  const [scope, setScope] = useState<TaskScope>('MINE');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const toast = useToast();
  const { user } = useCurrentUser();
  // The service decides; the page offers the change to whoever it would allow (the giver, or an admin).
  const mayChange = (t: Task) => t.createdBy === user?.id || userRole(user) === 'admin';
  const [remove] = useMutation(DeleteTaskDocument, { refetchQueries: TASK_LISTS });
  const danger = useDangerConfirm();
  const askDelete = (t: Task) => danger.confirm({
    title: 'Delete this task?',
    content: 'It goes from every student it was given to, with their ticks.',
    onOk: async () => {
      try {
        await remove({ variables: { id: t.id } });
        toast.success('Task deleted', t.title);
      } catch (error) {
        toast.error('The task could not be deleted', graphqlMessage(error) ?? 'Please try again.');
      }
    },
  });
  const tasks = useQuery(CounselingTasksDocument, { variables: { scope, limit: 200 }, fetchPolicy: 'cache-and-network' });
  const schools = useQuery(TaskFormSchoolsDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const schoolName = (id: string) => schools.data?.schools.find((s) => s.id === id)?.name ?? 'A school';

  const assignedTo = (t: Task) => {
    if (t.groupSchoolId) return `${schoolName(t.groupSchoolId)}${t.groupGrade ? `, grade ${t.groupGrade}` : ', all grades'}`;
    if (t.applicationId) return `${t.assignments[0]?.studentName ?? 'A student'}'s application`;
    return t.total === 1 ? t.assignments[0]?.studentName ?? '1 student' : `${t.total} students`;
  };

  // The task's name is what a counselor scans for: it keeps a readable width, the rest stays compact, and
  // "Created by" only shows when the list holds other staff members' tasks.
  const columns: TableProps<Task>['columns'] = [
    { key: 'title', title: 'Task', minWidth: 240, render: (_, t) => <Typography.Text strong>{t.title}</Typography.Text> },
    { key: 'due', title: 'Due', width: 120, render: (_, t) => formatDate(t.dueDate) },
    { key: 'to', title: 'Assigned to', minWidth: 160, render: (_, t) => assignedTo(t) },
    {
      key: 'done', title: 'Done', width: 170,
      render: (_, t) => (
        <Flex vertical gap={token.marginXXS}>
          <Typography.Text data-testid="task-done-count">{t.doneCount} of {t.total} done</Typography.Text>
          <Progress percent={t.total ? Math.round((t.doneCount / t.total) * 100) : 0} size="small" showInfo={false}
            aria-label={`${t.doneCount} of ${t.total} done`} />
          {t.overdueCount > 0 && <TintedTag color="red">{t.overdueCount} overdue</TintedTag>}
        </Flex>
      ),
    },
    ...(scope === 'ALL' ? [{ key: 'by', title: 'Created by', width: 150, render: (_: unknown, t: Task) => t.createdByName }] : []),
    {
      key: 'actions', title: 'Actions', width: 150,
      render: (_, t) => (mayChange(t) ? (
        <Space size={token.marginXXS}>
          <Button size="small" aria-label={`Edit the task ${t.title}`} onClick={() => setEditing(t)}>Edit</Button>
          <Button size="small" danger aria-label={`Delete the task ${t.title}`} onClick={() => askDelete(t)}>Delete</Button>
        </Space>
      ) : null),
    },
  ];

  return (
    <>
      <PageHeading title="Tasks" subtitle="Things to do before deadlines, for groups or chosen students."
        extra={<Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>New task</Button>} />
      <Card>
        <Flex vertical gap={token.margin}>
          <Segmented<TaskScope> aria-label="Which tasks" value={scope} onChange={setScope}
            options={[{ value: 'MINE', label: 'Created by me' }, { value: 'ALL', label: 'All staff' }]} />
          {tasks.error && (
            <Alert type="error" showIcon title="The tasks could not be loaded" action={<Button size="small" onClick={() => void tasks.refetch()}>Try again</Button>} />
          )}
          <ScrollRegion label="Tasks">
            <Table<Task>
              rowKey="id"
              size="middle"
              aria-label="Tasks"
              columns={columns}
              dataSource={tasks.data?.tasks ?? []}
              loading={tasks.loading && !tasks.data}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              style={{ minWidth: 820 }}
              expandable={{
                expandedRowRender: (t) => <AssigneeList task={t} />,
                expandRowByClick: false,
              }}
              locale={{ emptyText: tasks.error ? <EmptyText>No tasks to show.</EmptyText> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<EmptyText>No tasks yet.</EmptyText>} /> }}
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
  const rank = (a: Task['assignments'][number]) => (a.overdue ? 0 : a.done ? 2 : 1);
  const rows = [...task.assignments].sort((a, b) => rank(a) - rank(b) || (a.studentName ?? '').localeCompare(b.studentName ?? ''));
  if (rows.length === 0) return <Typography.Text type="secondary">No assignees you may see.</Typography.Text>;
  return (
    <ul aria-label={`Assignees of ${task.title}`} style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
      {rows.map((a) => (
        <li key={a.studentId} style={{ marginBottom: token.marginXXS }}>
          <Link style={{ textDecoration: 'underline' }} to={studentPath(a.studentId)}>{a.studentName ?? 'A student'}</Link>{' '}
          {a.overdue ? <TintedTag color="red">Overdue</TintedTag> : a.done ? <TintedTag color="green">Done</TintedTag> : <Tag>Open</Tag>}
        </li>
      ))}
    </ul>
  );
}
