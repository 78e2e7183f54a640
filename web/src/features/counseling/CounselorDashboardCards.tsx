import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { OverdueTasksDocument, RecentNotesDocument, TodaysMeetingsDocument } from '../../gql/graphql';
import { formatDate, formatDateTime, formatTime } from '../../app/date-format';
import { kindLabel, stateLabel, tagLabel, localDayBounds, studentPath } from './counseling-format';
import { RichNote } from './notes/RichNote';

/** Links inside a line of text are underlined (axe link-in-text-block). */
const UNDERLINED = { textDecoration: 'underline' } as const;

interface CardState { loading: boolean; failed: boolean; empty: boolean; loadingLabel: string; errorTitle: string; emptyText: string; retry: () => void }

/** The loading, error and empty states every dashboard card shares; `children` otherwise. */
function CardBody({ loading, failed, empty, loadingLabel, errorTitle, emptyText, retry, children }: CardState & { children: ReactNode }) {
  const { t } = useTranslation('common');
  if (loading) return <div role="status" aria-busy="true" aria-label={loadingLabel}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  if (failed) return <Alert type="error" showIcon title={errorTitle} action={<Button size="small" onClick={retry}>{t('errors.tryAgain')}</Button>} />;
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}

/** The counselor's meetings of the local day; each opens the student, a scheduled one also the pre-meeting brief. */
export function TodaysMeetingsCard() {
  const { token } = theme.useToken();
  const { t } = useTranslation(['counselor', 'counseling']);
  // Computed once per visit: the local day's bounds (the server's default day is UTC).
  const bounds = useMemo(() => localDayBounds(), []);
  const q = useQuery(TodaysMeetingsDocument, { variables: bounds, fetchPolicy: 'cache-and-network' });
  const list = [...(q.data?.todaysMeetings ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <Card title={t('todays.title')} data-testid="todays-meetings" style={{ height: '100%' }}>
      <CardBody loading={q.loading && !q.data} failed={Boolean(q.error) && !q.data} empty={list.length === 0} loadingLabel={t('todays.loading')}
        errorTitle={t('todays.loadError')} emptyText={t('todays.none')} retry={() => void q.refetch()}>
        <List aria-label={t('todays.title')} dataSource={list} renderItem={(m) => (
          <List.Item key={m.id} actions={m.state === 'scheduled' ? [
            <LinkButton key="brief" size="small" to={`${studentPath(m.studentId)}?brief=1`} aria-label={t('todays.openBriefFor', { name: m.studentName ?? t('theStudent') })}>{t('todays.openBrief')}</LinkButton>,
          ] : []}>
            <Flex vertical gap={token.marginXXS}>
              <span>
                <Typography.Text strong>{formatTime(m.startsAt)}</Typography.Text>{' '}
                <Link style={UNDERLINED} to={studentPath(m.studentId)}>{m.studentName ?? t('aStudent')}</Link>
              </span>
              <Space size={token.marginXXS} wrap>
                <Tag>{kindLabel(m.kind)}</Tag>
                <Typography.Text type="secondary">{t('minutes', { count: m.lengthMinutes })}</Typography.Text>
                {m.state !== 'scheduled' && <Tag>{stateLabel(m.state)}</Tag>}
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
  const { t } = useTranslation('counselor');
  const q = useQuery(OverdueTasksDocument, { variables: { limit: 10 }, fetchPolicy: 'cache-and-network' });
  const list = q.data?.overdueTasks ?? [];
  return (
    <Card title={t('overdue.title')} data-testid="overdue-tasks" style={{ height: '100%' }} extra={<Link to="/counselor/tasks">{t('overdue.all')}</Link>}>
      <CardBody loading={q.loading && !q.data} failed={Boolean(q.error) && !q.data} empty={list.length === 0} loadingLabel={t('overdue.loading')}
        errorTitle={t('overdue.loadError')} emptyText={t('overdue.none')} retry={() => void q.refetch()}>
        <List aria-label={t('overdue.title')} dataSource={list} renderItem={(a) => (
          <List.Item key={`${a.taskId}:${a.studentId}`}>
            <Flex vertical gap={token.marginXXS}>
              <Typography.Text strong>{a.title}</Typography.Text>
              <span>
                <Link style={UNDERLINED} to={studentPath(a.studentId)}>{a.studentName ?? t('aStudent')}</Link>{' '}
                <Typography.Text type="secondary">{t('overdue.due', { date: formatDate(a.dueDate) })}</Typography.Text>
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
  const { t } = useTranslation('counselor');
  const q = useQuery(RecentNotesDocument, { variables: { limit: 5 }, fetchPolicy: 'cache-and-network' });
  const list = q.data?.recentNotes ?? [];
  return (
    <Card title={t('recent.title')} data-testid="recent-notes" style={{ height: '100%' }}>
      <CardBody loading={q.loading && !q.data} failed={Boolean(q.error) && !q.data} empty={list.length === 0} loadingLabel={t('recent.loading')}
        errorTitle={t('recent.loadError')} emptyText={t('recent.none')} retry={() => void q.refetch()}>
        <List aria-label={t('recent.title')} dataSource={list} renderItem={(n) => (
          <List.Item key={n.id}>
            <Flex vertical gap={token.marginXXS} style={{ width: '100%', minWidth: 0 }}>
              <span>
                <Link style={UNDERLINED} to={studentPath(n.studentId)}>{n.studentName ?? t('aStudent')}</Link>{' '}
                <Typography.Text type="secondary">{t('recent.by', { author: n.authorName, when: formatDateTime(n.createdAt) })}</Typography.Text>
              </span>
              {n.tags.length > 0 && <Space size={token.marginXXS} wrap>{n.tags.map((tag) => <Tag key={tag}>{tagLabel(tag)}</Tag>)}</Space>}
              <div style={{ maxHeight: 96, overflow: 'hidden' }}><RichNote html={n.body} /></div>
            </Flex>
          </List.Item>
        )} />
      </CardBody>
    </Card>
  );
}
