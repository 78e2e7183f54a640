import { useTranslation } from 'react-i18next';
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography, theme } from 'antd';
import { formatBytes, formatWhen } from './record-format';
import { useRecordExport } from './use-record-export';

/**
 * Export a student's record: one button, the archive's progress, then its download link. The archive
 * is a plain link: the gateway's session cookie goes with it, as with a document's View link.
 */
export function ExportRecordControl({ studentId, label: given, description }: {
  studentId: string;
  label?: string;
  description?: string;
}) {
  const { token } = theme.useToken();
  const { t } = useTranslation('records');
  const label = given ?? t('export.label');
  const { job, busy, error, start } = useRecordExport(studentId);
  const state = job?.state;

  return (
    <Flex vertical gap={token.marginSM} data-testid="record-export">
      {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      <div>
        <Button icon={<ExportOutlined />} loading={busy} onClick={start}>
          {state === 'READY' || state === 'FAILED' || state === 'EXPIRED' ? t('export.again', { label }) : label}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {job && (state === 'PENDING' || state === 'RUNNING') && (
          <Flex align="center" gap={token.marginXS}>
            <Spin size="small" />
            <Typography.Text>{t(`export.states.${job.state}`)}…</Typography.Text>
          </Flex>
        )}
        {job && state === 'READY' && job.downloadPath && (
          <Alert type="success" showIcon title={t('export.ready')}
            description={
              <Flex vertical gap={token.marginXS} align="flex-start">
                <Typography.Text>
                  {[job.fileCount != null ? t('export.files', { count: job.fileCount }) : null, formatBytes(job.bytes)].filter(Boolean).join(', ')}
                  {job.expiresAt ? t('export.availableUntil', { when: formatWhen(job.expiresAt) }) : ''}
                </Typography.Text>
                <Button type="primary" icon={<DownloadOutlined />} href={job.downloadPath} download>{t('export.download')}</Button>
              </Flex>
            } />
        )}
        {job && state === 'FAILED' && (
          <Alert type="error" showIcon title={t('export.failed')} description={job.error ?? t('log.pleaseTryAgain')} />
        )}
        {job && state === 'EXPIRED' && (
          <Alert type="warning" showIcon title={t('export.expired')} description={t('export.expiredDetail')} />
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </div>
    </Flex>
  );
}
