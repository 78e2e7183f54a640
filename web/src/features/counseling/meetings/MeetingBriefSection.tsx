import { useTranslation } from 'react-i18next';
import { useLazyQuery } from '@apollo/client/react';
import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { graphqlMessage } from '../../../app/graphql-error';
import { MeetingBriefDocument } from '../../../gql/graphql';
import { BriefDocument } from './BriefDocument';
import './meeting-brief-print.css';

/**
 * "Prepare for meeting" on the counselor's student profile: a one-page brief from the student's records,
 * every line with the records it comes from, which prints alone (meeting-brief-print.css). Asked for on each click,
 * so it reflects the records as they are now.
 */
export function MeetingBriefSection({ studentId, prepareAtOnce = false }: { studentId: string; prepareAtOnce?: boolean }) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['counselor', 'common']);
  const [load, { data, loading, error }] = useLazyQuery(MeetingBriefDocument, { fetchPolicy: 'network-only' });
  const brief = data?.meetingBrief;
  const prepare = () => void load({ variables: { studentId } }).catch(() => undefined);
  // Opened from a scheduled meeting ("Open brief" on the counselor dashboard): prepared once, on arrival.
  useEffect(() => {
    if (prepareAtOnce) void load({ variables: { studentId } }).catch(() => undefined);
  }, [prepareAtOnce, studentId, load]);
  // A new brief is announced by moving focus to its title, not by reading the whole brief out of a live region.
  useEffect(() => {
    if (brief) document.getElementById('meeting-brief-title-2')?.focus();
  }, [brief]);

  return (
    <Card data-testid="meeting-brief-card" styles={{ body: { padding: token.paddingLG } }}>
      <Flex justify="space-between" align="center" gap={token.margin} wrap>
        <Typography.Text type="secondary">
          {brief ? t('brief.built') : t('brief.intro')}
        </Typography.Text>
        <Flex gap={token.marginXS} wrap>
          <Button type="primary" icon={<FileTextOutlined />} loading={loading} onClick={prepare}>
            {brief ? t('brief.prepareAgain') : t('brief.prepare')}
          </Button>
          {brief && <Button icon={<PrinterOutlined />} onClick={() => window.print()}>{t('brief.print')}</Button>}
        </Flex>
      </Flex>
      <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
        {loading ? t('brief.preparing') : error ? t('brief.failed') : ''}
      </span>
      <div aria-busy={loading}>
        {loading && !brief && <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: token.margin }} />}
        {error && !loading && (
          <Alert type="error" showIcon style={{ marginTop: token.margin }} title={t('brief.failed')}
            description={graphqlMessage(error) ?? t('common:errors.pleaseTryAgain')} />
        )}
        {brief && (
          <div style={{ marginTop: token.margin }}>
            <BriefDocument brief={brief} level={2} listStyle={{ paddingInlineStart: token.paddingLG }}
              renderSource={(_type, label) => <Tag bordered style={{ marginInline: token.marginXXS, color: token.colorText }} aria-label={t('brief.source', { label })}>{label}</Tag>} />
          </div>
        )}
      </div>
      {brief && createPortal(
        <div className="counsel-brief-print">
          <BriefDocument brief={brief} level={1} renderSource={(_type, label) => <span className="counsel-brief-source">[{label}]</span>} />
        </div>,
        document.body,
      )}
    </Card>
  );
}
