import { useQuery } from '@apollo/client/react';
import { Alert, Typography, theme } from 'antd';
import { ApplicationTasksDocument } from '../../../gql/graphql';
import { TaskAssignmentList } from './TaskAssignmentList';

/** The counselor's tasks tied to one application, under its materials checklist; nothing when there are none. */
export function ApplicationTasks({ applicationId, collegeName }: { applicationId: string; collegeName: string }) {
  const { token } = theme.useToken();
  const q = useQuery(ApplicationTasksDocument, { variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const list = q.data?.applicationTasks ?? [];
  if (q.error && !q.data) return <Alert type="warning" showIcon style={{ marginTop: token.marginSM }} title="The counselor's tasks for this application could not be loaded" />;
  if (list.length === 0) return null;
  return (
    <div style={{ marginTop: token.marginSM }} data-testid="application-tasks">
      <Typography.Text strong>Counselor tasks</Typography.Text>
      <TaskAssignmentList label={`Counselor tasks for ${collegeName}`} items={list} />
    </div>
  );
}
