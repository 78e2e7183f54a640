import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, List, Skeleton } from 'antd';
import { MyUpcomingMeetingsDocument, StudentTasksDocument } from '../../gql/graphql';
import { ScheduledMeetingItem } from './meetings/ScheduledMeetingItem';
import { TaskAssignmentList } from './tasks/TaskAssignmentList';

/** The student's scheduled meetings from today on. */
export function UpcomingMeetingsCard() {
  const { t } = useTranslation(['counseling', 'common']);
  const q = useQuery(MyUpcomingMeetingsDocument, { fetchPolicy: 'cache-and-network' });
  const list = [...(q.data?.myUpcomingMeetings ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label={t('meetings.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (q.error && !q.data) body = <Alert type="error" showIcon title={t('meetings.loadError')} action={<Button size="small" onClick={() => void q.refetch()}>{t('common:errors.tryAgain')}</Button>} />;
  else if (list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meetings.none')} />;
  else {
    body = (
      <List aria-label={t('meetings.title')} dataSource={list} renderItem={(m) => <ScheduledMeetingItem key={m.id} meeting={m} />} />
    );
  }
  return <Card title={t('meetings.title')} data-testid="upcoming-meetings" style={{ height: '100%' }}>{body}</Card>;
}

/** The student's open tasks, each with a checkbox to mark it done. */
export function MyTasksCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation(['counseling', 'common']);
  const q = useQuery(StudentTasksDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const open = [...(q.data?.studentTasks ?? [])].filter((a) => !a.done).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label={t('tasks.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (q.error && !q.data) body = <Alert type="error" showIcon title={t('tasks.loadError')} action={<Button size="small" onClick={() => void q.refetch()}>{t('common:errors.tryAgain')}</Button>} />;
  else if (open.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.none')} />;
  else body = <TaskAssignmentList label={t('tasks.title')} items={open} />;
  return <Card title={t('tasks.title')} data-testid="my-tasks" style={{ height: '100%' }}>{body}</Card>;
}
