import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Alert, Typography, theme } from 'antd';
import { ApplicationTasksDocument } from '../../../gql/graphql';
import { TaskAssignmentList } from './TaskAssignmentList';

/** The counselor's tasks tied to one application, under its materials checklist; nothing when there are none. */
export function ApplicationTasks({ applicationId, collegeName }: { applicationId: string; collegeName: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('counselor');
  const q = useQuery(ApplicationTasksDocument, { variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const list = q.data?.applicationTasks ?? [];
  if (q.error && !q.data) return <Alert type="warning" showIcon style={{ marginTop: token.marginSM }} title={t('applicationTasks.loadError')} />;
  if (list.length === 0) return null;
  return (
    <div style={{ marginTop: token.marginSM }} data-testid="application-tasks">
      <Typography.Text strong>{t('applicationTasks.title')}</Typography.Text>
      <TaskAssignmentList label={t('applicationTasks.for', { college: collegeName })} items={list} />
    </div>
  );
}
