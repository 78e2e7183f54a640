import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { StudentTasksDocument } from '../../../gql/graphql';
import { CreateTaskDialog } from './CreateTaskDialog';
import { TaskAssignmentList } from './TaskAssignmentList';

/** The "Tasks" card of a student's staff page: the student's tasks, open first, and assigning one. */
export function StudentTasksCard({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { t } = useTranslation(['counselor', 'common']);
  const tasks = useQuery(StudentTasksDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const [assigning, setAssigning] = useState(false);
  const list = [...(tasks.data?.studentTasks ?? [])].sort((a, b) => Number(a.done) - Number(b.done) || a.dueDate.localeCompare(b.dueDate));

  let body;
  if (tasks.loading && !tasks.data) body = <div role="status" aria-busy="true" aria-label={t('tasks.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (tasks.error && !tasks.data) {
    body = <Alert type="error" showIcon title={t('tasks.loadError')} action={<Button size="small" onClick={() => void tasks.refetch()}>{t('common:errors.tryAgain')}</Button>} />;
  } else if (list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.noneForStudent')} />;
  else body = <TaskAssignmentList label={t('tasks.title')} items={list} />;

  return (
    <Card title={t('tasks.title')} data-testid="student-tasks-card" style={{ height: '100%' }}
      extra={<Button icon={<PlusOutlined aria-hidden />} onClick={() => setAssigning(true)}>{t('tasks.assign')}</Button>}>
      {body}
      <CreateTaskDialog open={assigning} onClose={() => setAssigning(false)} student={{ id: studentId, name: studentName }} />
    </Card>
  );
}
