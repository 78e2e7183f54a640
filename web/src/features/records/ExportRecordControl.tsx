import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography, theme } from 'antd';
import { EXPORT_STATE_LABELS, formatBytes, formatWhen } from './record-format';
import { useRecordExport } from './use-record-export';

/**
 * Export a student's record: one button, the archive's progress, then its download link. The archive
 * is a plain link: the gateway's session cookie goes with it, as with a document's View link.
 */
export function ExportRecordControl({ studentId, label = 'Export record', description }: {
  studentId: string;
  label?: string;
  description?: string;
}) {
  const { token } = theme.useToken();
  const { job, busy, error, start } = useRecordExport(studentId);
  const state = job?.state;

  return (
    <Flex vertical gap={token.marginSM} data-testid="record-export">
      {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      <div>
        <Button icon={<ExportOutlined />} loading={busy} onClick={start}>
          {state === 'READY' || state === 'FAILED' || state === 'EXPIRED' ? `${label} again` : label}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {job && (state === 'PENDING' || state === 'RUNNING') && (
          <Flex align="center" gap={token.marginXS}>
            <Spin size="small" />
            <Typography.Text>{EXPORT_STATE_LABELS[job.state]}…</Typography.Text>
          </Flex>
        )}
        {job && state === 'READY' && job.downloadPath && (
          <Alert type="success" showIcon title="The archive is ready."
            description={
              <Flex vertical gap={token.marginXS} align="flex-start">
                <Typography.Text>
                  {[job.fileCount != null ? `${job.fileCount} ${job.fileCount === 1 ? 'file' : 'files'}` : null, formatBytes(job.bytes)].filter(Boolean).join(', ')}
                  {job.expiresAt ? `. Available until ${formatWhen(job.expiresAt)}.` : ''}
                </Typography.Text>
                <Button type="primary" icon={<DownloadOutlined />} href={job.downloadPath} download>Download archive</Button>
              </Flex>
            } />
        )}
        {job && state === 'FAILED' && (
          <Alert type="error" showIcon title="The export failed." description={job.error ?? 'Please try again.'} />
        )}
        {job && state === 'EXPIRED' && (
          <Alert type="warning" showIcon title="This archive has expired." description="Export again for a fresh one." />
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </div>
    </Flex>
  );
}
