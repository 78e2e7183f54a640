import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, List, Row, Skeleton, Table, Tag, Typography, theme } from 'antd';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { serverText } from '../../i18n/server-text';
import { GuardianChildPlanDocument, type GuardianChildPlanQuery } from '../../gql/graphql';

type Plan = NonNullable<GuardianChildPlanQuery['studentPlan']>;
type Entry = Plan['entries'][number];
const TRACK_COLORS = { ON_TRACK: 'success', AT_RISK: 'warning', OFF_TRACK: 'error' } as const;

/** The child's four-year plan, read-only: its courses by grade, and its checks against each requirement set. */
export function ChildPlanCard({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('guardian');
  const q = useQuery(GuardianChildPlanDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const plan = q.data?.studentPlan;
  const title = <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{t('plan.title')}</h2>;

  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label={t('plan.loading')}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (q.error && !q.data) body = <LoadErrorAlert title={t('plan.loadError')} onRetry={() => void q.refetch()} />;
  else if (!plan) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plan.none')} />;
  else {
    const entries = [...plan.entries].sort((a, b) => a.grade - b.grade || a.code.localeCompare(b.code));
    body = (
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} xl={14}>
          {entries.length === 0
            ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plan.none')} />
            : (
              <div style={{ overflowX: 'auto' }}>
                <Table<Entry> rowKey={(e) => `${e.courseId}-${e.grade}-${e.term}`} dataSource={entries} pagination={false} size="small" aria-label={t('plan.courses')} columns={[
                  { title: t('plan.grade'), dataIndex: 'grade', key: 'grade' },
                  { title: t('plan.course'), key: 'course', render: (_: unknown, e: Entry) => `${e.title} (${e.code})` },
                  { title: t('plan.term'), dataIndex: 'term', key: 'term', render: (v: Entry['term']) => t(`terms.${v}`) },
                  { title: t('plan.state'), dataIndex: 'state', key: 'state', render: (v: Entry['state']) => t(`entryStates.${v}`) },
                  { title: t('plan.mark'), dataIndex: 'mark', key: 'mark', render: (v: Entry['mark']) => v ?? '—' },
                ]} />
              </div>
            )}
        </Col>
        <Col xs={24} xl={10}>
          <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, marginTop: 0 }}>{t('plan.checks')}</Typography.Title>
          {plan.checks.map((c) => (
            <div key={c.setId} style={{ marginBottom: token.margin }}>
              <Flex gap={token.marginXS} align="center" wrap>
                <Typography.Text strong>{c.setName}</Typography.Text>
                <Tag color={TRACK_COLORS[c.status]}>{t(`tracks.${c.status}`)}</Tag>
              </Flex>
              <List size="small" aria-label={c.setName} dataSource={c.requirements} renderItem={(r) => (
                <List.Item key={r.key}>
                  <Flex gap={token.marginXS} align="baseline">
                    {r.met
                      ? <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label={t('plan.met')} />
                      : <ExclamationCircleOutlined style={{ color: token.colorWarning }} aria-label={t('plan.notMet')} />}
                    <Typography.Text>{serverText(r.summary)}</Typography.Text>
                  </Flex>
                </List.Item>
              )} />
            </div>
          ))}
          {plan.problems.length > 0 && (
            <>
              <Typography.Title level={3} style={{ fontSize: token.fontSizeLG }}>{t('plan.problems')}</Typography.Title>
              <List size="small" dataSource={plan.problems} renderItem={(p) => <List.Item>{serverText(p.message)}</List.Item>} />
            </>
          )}
        </Col>
      </Row>
    );
  }
  return (
    <Card title={title} data-testid="child-plan" extra={plan && <Tag>{t(`planStatuses.${plan.status}`)}</Tag>}>
      {body}
    </Card>
  );
}
