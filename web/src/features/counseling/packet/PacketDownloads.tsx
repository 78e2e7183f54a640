import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { downloadFailure, packetFileName } from './packet-file';

interface College { id: string; collegeId: string; collegeName: string }

/** Saves bytes under a name through a temporary link (the browser's own download). */
function saveAs(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Download packet" per college on the student's list. The PDF is fetched with the session (so a refusal is read
 * and shown, not saved as a file), then saved under the server's UTF-8 name. The server logs each download.
 */
export function PacketDownloads({ studentId, colleges }: { studentId: string; colleges: College[] }) {
  const { t } = useTranslation('counselor');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ college: string; message: string } | null>(null);

  const download = async (c: College) => {
    setBusy(c.id);
    setFailure(null);
    try {
      const response = await fetch(`/api/students/${encodeURIComponent(studentId)}/packets/${encodeURIComponent(c.collegeId)}.pdf`, {
        credentials: 'include', headers: { Accept: 'application/pdf' },
      });
      if (!response.ok) throw new Error(await downloadFailure(response));
      saveAs(await response.blob(), packetFileName(response.headers.get('content-disposition'), `packet-${c.collegeName}`));
    } catch (e) {
      const message = e instanceof TypeError ? t('packets.unreachable') : (e as Error).message;
      setFailure({ college: c.collegeName, message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`packets-${studentId}`}>
      <Typography.Title level={3} id={`packets-${studentId}`} style={{ fontSize: 16, marginTop: 8 }}>{t('packets.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('packets.intro')}
      </Typography.Paragraph>
      {colleges.length === 0
        ? <Typography.Text type="secondary">{t('packets.noColleges')}</Typography.Text>
        : (
          <Space wrap>
            {colleges.map((c) => (
              <Button key={c.id} size="small" icon={<DownloadOutlined aria-hidden />} loading={busy === c.id} disabled={busy !== null && busy !== c.id}
                onClick={() => void download(c)} aria-label={t('packets.downloadFor', { college: c.collegeName })}>
                {c.collegeName}
              </Button>
            ))}
          </Space>
        )}
      {failure && (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} closable onClose={() => setFailure(null)}
          title={t('packets.downloadError', { college: failure.college })} description={failure.message} />
      )}
    </section>
  );
}
