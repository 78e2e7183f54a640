import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { StudentTasksDocument } from '../../../gql/graphql';
import { formatDate } from '../../../app/date-format';
import { TintedTag } from '../TintedTag';

/**
 * The counselor's tasks tied to one application, in the staff college list. Read from the student's
 * tasks (one query for the whole list, shared with the Tasks card) rather than one query per application.
 */
export function ApplicationTasksCell({ studentId, applicationId, collegeName }: { studentId: string; applicationId: string; collegeName: string }) {
  const { t } = useTranslation('counselor');
  const q = useQuery(StudentTasksDocument, { variables: { studentId }, fetchPolicy: 'cache-first' });
  const tasks = (q.data?.studentTasks ?? []).filter((task) => task.applicationId === applicationId);
  if (tasks.length === 0) return null;
  return (
    <div>
      <Typography.Text strong>{t('tasks.title')}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={t('tasks.for', { college: collegeName })}>
        {tasks.map((task) => (
          <li key={task.taskId}>
            {task.title} <Typography.Text type="secondary">{t('tasks.dueParen', { date: formatDate(task.dueDate) })}</Typography.Text>{' '}
            {task.done ? <TintedTag color="green">{t('tasks.done')}</TintedTag> : task.overdue ? <TintedTag color="red">{t('tasks.overdue')}</TintedTag> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
