import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { MyUpcomingMeetingsDocument, StudentTasksDocument } from '../../gql/graphql';
import { formatDateTime } from '../../app/date-format';
import { KIND_LABELS } from './counseling-format';
import { TaskAssignmentList } from './tasks/TaskAssignmentList';

/** The student's scheduled meetings from today on. */
export function UpcomingMeetingsCard() {
  const { token } = theme.useToken();
  const q = useQuery(MyUpcomingMeetingsDocument, { fetchPolicy: 'cache-and-network' });
  const list = [...(q.data?.myUpcomingMeetings ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label="Loading your meetings"><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (q.error && !q.data) body = <Alert type="error" showIcon title="Your meetings could not be loaded" action={<Button size="small" onClick={() => void q.refetch()}>Try again</Button>} />;
  else if (list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No meetings scheduled." />;
  else {
    body = (
      <List aria-label="Upcoming meetings" dataSource={list} renderItem={(m) => (
        <List.Item key={m.id}>
          <Flex vertical gap={token.marginXXS}>
            <Typography.Text strong>{formatDateTime(m.startsAt)}</Typography.Text>
            <Space size={token.marginXXS} wrap>
              <Tag>{KIND_LABELS[m.kind]}</Tag>
              <Typography.Text type="secondary">{m.lengthMinutes} min with {m.counselorName}</Typography.Text>
            </Space>
            {m.topics.length > 0 && <Typography.Text type="secondary">{m.topics.join(' · ')}</Typography.Text>}
          </Flex>
        </List.Item>
      )} />
    );
  }
  return <Card title="Upcoming meetings" data-testid="upcoming-meetings" style={{ height: '100%' }}>{body}</Card>;
}

/** The student's open tasks, each with a checkbox to mark it done. */
export function MyTasksCard({ studentId }: { studentId: string }) {
  const q = useQuery(StudentTasksDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const open = [...(q.data?.studentTasks ?? [])].filter((a) => !a.done).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label="Loading your tasks"><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (q.error && !q.data) body = <Alert type="error" showIcon title="Your tasks could not be loaded" action={<Button size="small" onClick={() => void q.refetch()}>Try again</Button>} />;
  else if (open.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No open tasks. Nice work!" />;
  else body = <TaskAssignmentList label="My tasks" items={open} />;
  return <Card title="My tasks" data-testid="my-tasks" style={{ height: '100%' }}>{body}</Card>;
}
