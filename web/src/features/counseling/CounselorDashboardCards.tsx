import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { OverdueTasksDocument, RecentNotesDocument, TodaysMeetingsDocument } from '../../gql/graphql';
import { formatDate, formatDateTime, formatTime } from '../../app/date-format';
import { KIND_LABELS, STATE_LABELS, TAG_LABELS, localDayBounds, studentPath } from './counseling-format';
import { RichNote } from './notes/RichNote';

/** Links inside a line of text are underlined (axe link-in-text-block). */
const UNDERLINED = { textDecoration: 'underline' } as const;

interface CardState { loading: boolean; failed: boolean; empty: boolean; what: string; emptyText: string; retry: () => void }

/** The loading, error and empty states every dashboard card shares; `children` otherwise. */
function CardBody({ loading, failed, empty, what, emptyText, retry, children }: CardState & { children: ReactNode }) {
  if (loading) return <div role="status" aria-busy="true" aria-label={`Loading ${what}`}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  if (failed) return <Alert type="error" showIcon title={`${what[0].toUpperCase()}${what.slice(1)} could not be loaded`} action={<Button size="small" onClick={retry}>Try again</Button>} />;
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}

/** The counselor's meetings of the local day; each opens the student, a scheduled one also the pre-meeting brief. */
export function TodaysMeetingsCard() {
  const { token } = theme.useToken();
  // Computed once per visit: the local day's bounds (the server's default day is UTC).
  const bounds = useMemo(() => localDayBounds(), []);
  const q = useQuery(TodaysMeetingsDocument, { variables: bounds, fetchPolicy: 'cache-and-network' });
  const list = [...(q.data?.todaysMeetings ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <Card title="Today's meetings" data-testid="todays-meetings" style={{ height: '100%' }}>
      <CardBody loading={q.loading && !q.data} failed={Boolean(q.error) && !q.data} empty={list.length === 0} what="today's meetings"
        emptyText="No meetings today." retry={() => void q.refetch()}>
        <List aria-label="Today's meetings" dataSource={list} renderItem={(m) => (
          <List.Item key={m.id} actions={m.state === 'scheduled' ? [
            <LinkButton key="brief" size="small" to={`${studentPath(m.studentId)}?brief=1`} aria-label={`Open brief for ${m.studentName ?? 'the student'}`}>Open brief</LinkButton>,
          ] : []}>
            <Flex vertical gap={token.marginXXS}>
              <span>
                <Typography.Text strong>{formatTime(m.startsAt)}</Typography.Text>{' '}
                <Link style={UNDERLINED} to={studentPath(m.studentId)}>{m.studentName ?? 'A student'}</Link>
              </span>
              <Space size={token.marginXXS} wrap>
                <Tag>{KIND_LABELS[m.kind]}</Tag>
                <Typography.Text type="secondary">{m.lengthMinutes} min</Typography.Text>
                {m.state !== 'scheduled' && <Tag>{STATE_LABELS[m.state]}</Tag>}
              </Space>
              {m.topics.length > 0 && <Typography.Text type="secondary">{m.topics.join(' · ')}</Typography.Text>}
            </Flex>
          </List.Item>
        )} />
      </CardBody>
    </Card>
  );
}

/** Open tasks past their due date among the caller's students. */
export function OverdueTasksCard() {
  const { token } = theme.useToken();
  const q = useQuery(OverdueTasksDocument, { variables: { limit: 10 }, fetchPolicy: 'cache-and-network' });
  const list = q.data?.overdueTasks ?? [];
  return (
    <Card title="Overdue tasks" data-testid="overdue-tasks" style={{ height: '100%' }} extra={<Link to="/counselor/tasks">All tasks</Link>}>
      <CardBody loading={q.loading && !q.data} failed={Boolean(q.error) && !q.data} empty={list.length === 0} what="the overdue tasks"
        emptyText="Nothing overdue." retry={() => void q.refetch()}>
        <List aria-label="Overdue tasks" dataSource={list} renderItem={(a) => (
          <List.Item key={`${a.taskId}:${a.studentId}`}>
            <Flex vertical gap={token.marginXXS}>
              <Typography.Text strong>{a.title}</Typography.Text>
              <span>
                <Link style={UNDERLINED} to={studentPath(a.studentId)}>{a.studentName ?? 'A student'}</Link>{' '}
                <Typography.Text type="secondary">· due {formatDate(a.dueDate)}</Typography.Text>
              </span>
            </Flex>
          </List.Item>
        )} />
      </CardBody>
    </Card>
  );
}

/** The newest notes across the caller's schools. */
export function RecentNotesCard() {
  const { token } = theme.useToken();
  const q = useQuery(RecentNotesDocument, { variables: { limit: 5 }, fetchPolicy: 'cache-and-network' });
  const list = q.data?.recentNotes ?? [];
  return (
    <Card title="Recent notes" data-testid="recent-notes" style={{ height: '100%' }}>
      <CardBody loading={q.loading && !q.data} failed={Boolean(q.error) && !q.data} empty={list.length === 0} what="the recent notes"
        emptyText="No notes yet." retry={() => void q.refetch()}>
        <List aria-label="Recent notes" dataSource={list} renderItem={(n) => (
          <List.Item key={n.id}>
            <Flex vertical gap={token.marginXXS} style={{ width: '100%', minWidth: 0 }}>
              <span>
                <Link style={UNDERLINED} to={studentPath(n.studentId)}>{n.studentName ?? 'A student'}</Link>{' '}
                <Typography.Text type="secondary">· {n.authorName}, {formatDateTime(n.createdAt)}</Typography.Text>
              </span>
              {n.tags.length > 0 && <Space size={token.marginXXS} wrap>{n.tags.map((t) => <Tag key={t}>{TAG_LABELS[t]}</Tag>)}</Space>}
              <div style={{ maxHeight: 96, overflow: 'hidden' }}><RichNote html={n.body} /></div>
            </Flex>
          </List.Item>
        )} />
      </CardBody>
    </Card>
  );
}
