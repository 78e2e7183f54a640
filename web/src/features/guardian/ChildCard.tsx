import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Statistic, Tag, Typography, theme } from 'antd';
import { LinkButton } from '../../components/LinkButton';
import { formatDate } from '../../app/date-format';
import { serverText } from '../../i18n/server-text';
import { GuardianChildSummaryDocument } from '../../gql/graphql';
import { daysUntil, todayIso } from '../colleges/college-format';
import { childSummary } from './guardian-summary';

/** One child on the guardian's home: the next deadlines with what is missing, and counts of open tasks and meetings. */
export function ChildCard({ studentId, name, school }: { studentId: string; name: string; school: string | null }) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['guardian', 'colleges', 'common']);
  const q = useQuery(GuardianChildSummaryDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const title = (
    <>
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{name}</h2>
      {school && <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{school}</Typography.Text>}
    </>
  );
  // Below the summary, not in the card's head, where it would cut a long name short.
  const open = <div><LinkButton to={`/guardian/students/${encodeURIComponent(studentId)}`} type="primary">{t('child.open', { name })}</LinkButton></div>;

  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label={t('child.loading', { name })}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (q.error && !q.data) body = <Alert type="error" showIcon title={t('child.loadError', { name })} action={<Button size="small" onClick={() => void q.refetch()}>{t('common:errors.tryAgain')}</Button>} />;
  else {
    const s = childSummary({ applications: q.data?.studentApplications ?? [], tasks: q.data?.studentTasks ?? [], meetings: q.data?.studentMeetings ?? [] },
      todayIso(), new Date().toISOString());
    const inDays = (days: number) => (days === 0 ? t('colleges:deadlines.today') : t('colleges:deadlines.inDays', { count: days }));
    body = (
      <Flex vertical gap={token.margin}>
        <Flex gap={token.marginXL} wrap>
          <Statistic title={t('child.openTasks')} value={s.openTasks} />
          <Statistic title={t('child.meetings')} value={s.upcomingMeetings} />
        </Flex>
        <div>
          <Typography.Title level={3} style={{ fontSize: token.fontSize, margin: 0 }}>{t('colleges:deadlines.title')}</Typography.Title>
          {s.next.length === 0
            ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('child.noDeadlines')} />
            : (
              <List aria-label={t('child.deadlinesOf', { name })} dataSource={s.next} renderItem={(a) => (
                <List.Item key={a.id}>
                  <List.Item.Meta
                    title={<>{a.collegeName} {a.plan && <Typography.Text type="secondary">{t(`colleges:plans.${a.plan}`)}</Typography.Text>}</>}
                    description={(
                      <>
                        <Typography.Text>{formatDate(a.deadline)} ({inDays(daysUntil(a.deadline!))})</Typography.Text>
                        <div>{a.missing.length ? <>{t('colleges:deadlines.missing')} {a.missing.map((m) => <Tag key={m}>{serverText(m)}</Tag>)}</> : t('colleges:deadlines.nothingMissing')}</div>
                      </>
                    )} />
                </List.Item>
              )} />
            )}
        </div>
        {open}
      </Flex>
    );
  }
  return <Card title={title} data-testid="guardian-child">{body}</Card>;
}
