import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Empty, Flex, List, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { formatDate } from '../../app/date-format';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { ScheduledMeetingItem } from '../counseling/meetings/ScheduledMeetingItem';
import { GuardianChildWorkDocument } from '../../gql/graphql';

/** One query for both cards (Apollo shares it): the child's open tasks and scheduled meetings. */
function useChildWork(studentId: string) {
  return useQuery(GuardianChildWorkDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
}

function CardTitle({ children }: { children: string }) {
  const { token } = theme.useToken();
  return <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{children}</h2>;
}

/** The child's open tasks, read-only (only the student ticks them off). */
export function ChildTasksCard({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['guardian', 'counseling']);
  const q = useChildWork(studentId);
  const open = [...(q.data?.studentTasks ?? [])].filter((a) => !a.done).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label={t('tasks.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (q.error && !q.data) body = <LoadErrorAlert title={t('tasks.loadError')} onRetry={() => void q.refetch()} />;
  else if (open.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.none')} />;
  else {
    body = (
      <List aria-label={t('tasks.title')} dataSource={open} renderItem={(a) => (
        <List.Item key={a.taskId}>
          <Flex vertical gap={token.marginXXS}>
            <Typography.Text strong>{a.title}</Typography.Text>
            <Space size={token.marginXS}>
              <Typography.Text type="secondary">{t('counseling:tasks.due', { date: formatDate(a.dueDate) })}</Typography.Text>
              {a.overdue && <Tag color="error">{t('counseling:tasks.overdue')}</Tag>}
            </Space>
          </Flex>
        </List.Item>
      )} />
    );
  }
  return <Card title={<CardTitle>{t('tasks.title')}</CardTitle>} data-testid="child-tasks" style={{ height: '100%' }}>{body}</Card>;
}

/** The child's scheduled meetings (the service sends no note to a guardian). */
export function ChildMeetingsCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation(['guardian', 'counseling']);
  const q = useChildWork(studentId);
  const list = [...(q.data?.studentMeetings ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label={t('meetings.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (q.error && !q.data) body = <LoadErrorAlert title={t('meetings.loadError')} onRetry={() => void q.refetch()} />;
  else if (list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meetings.none')} />;
  else {
    body = (
      <List aria-label={t('meetings.title')} dataSource={list} renderItem={(m) => <ScheduledMeetingItem key={m.id} meeting={m} />} />
    );
  }
  return <Card title={<CardTitle>{t('meetings.title')}</CardTitle>} data-testid="child-meetings" style={{ height: '100%' }}>{body}</Card>;
}
