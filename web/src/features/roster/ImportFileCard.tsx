import { useTranslation } from 'react-i18next';
import { FileZipOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Radio, Typography, Upload, theme } from 'antd';
import { useState } from 'react';
import { useToast } from '../../app/use-toast';
import type { RosterFormat } from '../../gql/graphql';
import { FORMATS, formatOfFile, ROSTER_MAX_BYTES } from './roster-format';
import { useRosterUpload } from './use-roster-upload';

/** A file's size in KB (a unit, not a word to translate). */
const sizeText = (bytes: number) => `(${(bytes / 1024).toFixed(1)} KB)`;

/** Choose the format and the file, then upload it for a dry run; `onPreview` gets the dry run's id and sample names. */
export function ImportFileCard({ onPreview }: { onPreview: (importId: string, sampleNames: string[]) => void }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const { t } = useTranslation('roster');
  const [format, setFormat] = useState<RosterFormat>('ONEROSTER_ZIP');
  const [file, setFile] = useState<File | null>(null);
  const { upload, uploading, percent } = useRosterUpload();
  const chosen = FORMATS.find((f) => f.value === format) ?? FORMATS[0];

  const choose = (picked: File) => {
    if (picked.size > ROSTER_MAX_BYTES) {
      toast.error(t('file.tooLarge'), t('file.tooLargeText', { name: picked.name, mb: ROSTER_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    const guessed = formatOfFile(picked.name);
    if (!guessed) {
      toast.error(t('file.notRoster'), t('file.notRosterText'));
      return;
    }
    // The file's kind decides the format; the choice above only filters the file picker.
    setFormat(guessed);
    setFile(picked);
  };

  const start = async () => {
    if (!file) return;
    const report = await upload(file, format);
    if (report) {
      setFile(null);
      onPreview(report.id, report.sampleNames ?? []);
    }
  };

  return (
    <Card title={t('file.title')}>
      <Flex vertical gap={token.margin}>
        <Radio.Group
          aria-label={t('file.format')}
          optionType="button"
          value={format}
          disabled={uploading}
          onChange={(e) => { setFormat(e.target.value as RosterFormat); setFile(null); }}
          options={FORMATS.map((f) => ({ value: f.value, label: f.label }))}
        />
        <Typography.Text type="secondary">{t('file.hint', { hint: t(`file.hints.${chosen.value}`) })}</Typography.Text>
        <Upload.Dragger
          accept={chosen.accept}
          multiple={false}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(picked) => {
            choose(picked);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon"><InboxOutlined aria-hidden /></p>
          <p className="ant-upload-text">{t('file.drop')}</p>
          <p className="ant-upload-hint">{t('file.one', { format: chosen.label, ext: chosen.accept })}</p>
        </Upload.Dragger>
        {file && (
          <Flex gap={token.marginXS} align="center">
            <FileZipOutlined aria-hidden />
            <Typography.Text data-testid="roster-file-name">{file.name}</Typography.Text>
            <Typography.Text type="secondary">{sizeText(file.size)}</Typography.Text>
          </Flex>
        )}
        {uploading && <Progress percent={percent} size="small" aria-label={t('file.uploading')} />}
        <div>
          <Button type="primary" onClick={() => void start()} disabled={!file} loading={uploading}>
            {uploading ? t('file.checking') : t('file.upload')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
