import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, List, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { TaskAssignmentFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../app/date-format';
import { TintedTag } from '../TintedTag';
import { useTaskCompletion } from './use-task-completion';

type Assignment = TaskAssignmentFieldsFragment;

interface TaskAssignmentListProps {
  label: string;
  items: Assignment[];
  /** Extra words under the title (an application's name, the student's name). */
  describe?: (a: Assignment) => ReactNode;
}

/** Task assignments, each with a checkbox that marks it done for that student. */
export function TaskAssignmentList({ label, items, describe }: TaskAssignmentListProps) {
  const { token } = theme.useToken();
  const completion = useTaskCompletion();
  const { t } = useTranslation('counseling');
  return (
    <List aria-label={label} size="small" dataSource={items} renderItem={(a) => (
      <List.Item key={`${a.taskId}:${a.studentId}`} data-testid="task-assignment">
        <Flex gap={token.marginSM} align="flex-start">
          <Checkbox checked={a.done} disabled={completion.pending} aria-label={t('tasks.taskDone', { title: a.title })}
            onChange={(e) => void completion.set(a.taskId, a.studentId, e.target.checked, a.title)} />
          <Flex vertical gap={token.marginXXS}>
            <Typography.Text delete={a.done}>{a.title}</Typography.Text>
            <span>
              <Typography.Text type="secondary">{t('tasks.due', { date: formatDate(a.dueDate) })}</Typography.Text>{' '}
              {a.overdue && <TintedTag color="red">{t('tasks.overdue')}</TintedTag>}
              {a.done && <TintedTag color="green">{t('tasks.done')}</TintedTag>}
            </span>
            {describe?.(a)}
          </Flex>
        </Flex>
      </List.Item>
    )} />
  );
}
