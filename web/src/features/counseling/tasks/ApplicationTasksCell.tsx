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
  const q = useQuery(StudentTasksDocument, { variables: { studentId }, fetchPolicy: 'cache-first' });
  const tasks = (q.data?.studentTasks ?? []).filter((t) => t.applicationId === applicationId);
  if (tasks.length === 0) return null;
  return (
    <div>
      <Typography.Text strong>Tasks</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={`Tasks for ${collegeName}`}>
        {tasks.map((t) => (
          <li key={t.taskId}>
            {t.title} <Typography.Text type="secondary">(due {formatDate(t.dueDate)})</Typography.Text>{' '}
            {t.done ? <TintedTag color="green">Done</TintedTag> : t.overdue ? <TintedTag color="red">Overdue</TintedTag> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
