import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Empty, Skeleton, Space, Table, Tag, Typography, theme } from 'antd';
import { formatDate } from '../../app/date-format';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { serverText } from '../../i18n/server-text';
import { GuardianChildCollegesDocument, type GuardianChildCollegesQuery } from '../../gql/graphql';

type Row = GuardianChildCollegesQuery['studentApplications'][number];

/** The child's college list, read-only: plan, deadline, status, what is missing, and each letter's state (never its content). */
export function ChildCollegesCard({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['guardian', 'colleges']);
  const q = useQuery(GuardianChildCollegesDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const rows = [...(q.data?.studentApplications ?? [])].sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.collegeName.localeCompare(b.collegeName));
  const title = <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{t('colleges.title')}</h2>;

  let body;
  if (q.loading && !q.data) body = <div role="status" aria-busy="true" aria-label={t('colleges.loading')}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (q.error && !q.data) body = <LoadErrorAlert title={t('colleges.loadError')} onRetry={() => void q.refetch()} />;
  else if (rows.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('colleges.none')} />;
  else {
    body = (
      <div style={{ overflowX: 'auto' }}>
        <Table<Row> rowKey="id" dataSource={rows} pagination={false} size="middle" aria-label={t('colleges.title')} columns={[
          { title: t('colleges.college'), dataIndex: 'collegeName', key: 'college', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
          { title: t('colleges.plan'), dataIndex: 'plan', key: 'plan', render: (p: Row['plan']) => (p ? t(`colleges:plans.${p}`) : '—') },
          { title: t('colleges.deadline'), dataIndex: 'deadline', key: 'deadline', render: (d: Row['deadline']) => formatDate(d, t('colleges.noDeadline')) },
          { title: t('colleges.status'), dataIndex: 'status', key: 'status', render: (s: Row['status']) => <Tag>{t(`statuses.${s}`)}</Tag> },
          {
            title: t('colleges.missing'), key: 'missing',
            render: (_: unknown, a: Row) => (a.missing.length
              ? <Space size={token.marginXXS} wrap>{a.missing.map((m) => <Tag key={m}>{serverText(m)}</Tag>)}</Space>
              : <Typography.Text type="secondary">{t('colleges.nothingMissing')}</Typography.Text>),
          },
          {
            title: t('colleges.letters'), key: 'letters',
            render: (_: unknown, a: Row) => (a.letters.length
              ? <Space direction="vertical" size={0}>{a.letters.map((l) => <span key={l.requestId}>{t('colleges.letterOf', { teacher: l.teacherName, state: t(`letterStates.${l.state}`) })}</span>)}</Space>
              : <Typography.Text type="secondary">{t('colleges.noLetters')}</Typography.Text>),
          },
        ]} />
      </div>
    );
  }
  return <Card title={title} data-testid="child-colleges">{body}</Card>;
}
