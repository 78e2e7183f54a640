import { FileZipOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Radio, Typography, Upload, theme } from 'antd';
import { useState } from 'react';
import { useToast } from '../../app/use-toast';
import type { RosterFormat } from '../../gql/graphql';
import { FORMATS, formatOfFile, ROSTER_MAX_BYTES } from './roster-format';
import { useRosterUpload } from './use-roster-upload';

/** Choose the format and the file, then upload it for a dry run; `onPreview` gets the dry run's id and sample names. */
export function ImportFileCard({ onPreview }: { onPreview: (importId: string, sampleNames: string[]) => void }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const [format, setFormat] = useState<RosterFormat>('ONEROSTER_ZIP');
  const [file, setFile] = useState<File | null>(null);
  const { upload, uploading, percent } = useRosterUpload();
  const chosen = FORMATS.find((f) => f.value === format) ?? FORMATS[0];

  const choose = (picked: File) => {
    if (picked.size > ROSTER_MAX_BYTES) {
      toast.error('File too large', `${picked.name} is over ${ROSTER_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    const guessed = formatOfFile(picked.name);
    if (!guessed) {
      toast.error('Not a roster file', 'Choose a .zip (OneRoster) or a .csv (Counsel CSV) file.');
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
    <Card title="Import a roster file">
      <Flex vertical gap={token.margin}>
        <Radio.Group
          aria-label="File format"
          optionType="button"
          value={format}
          disabled={uploading}
          onChange={(e) => { setFormat(e.target.value as RosterFormat); setFile(null); }}
          options={FORMATS.map((f) => ({ value: f.value, label: f.label }))}
        />
        <Typography.Text type="secondary">{chosen.hint} Nothing changes until you review the preview and apply it.</Typography.Text>
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
          <p className="ant-upload-text">Click or drag the roster file here</p>
          <p className="ant-upload-hint">{chosen.label}: one {chosen.accept} file</p>
        </Upload.Dragger>
        {file && (
          <Flex gap={token.marginXS} align="center">
            <FileZipOutlined aria-hidden />
            <Typography.Text data-testid="roster-file-name">{file.name}</Typography.Text>
            <Typography.Text type="secondary">({(file.size / 1024).toFixed(1)} KB)</Typography.Text>
          </Flex>
        )}
        {uploading && <Progress percent={percent} size="small" aria-label="Uploading the roster file" />}
        <div>
          <Button type="primary" onClick={() => void start()} disabled={!file} loading={uploading}>
            {uploading ? 'Checking...' : 'Upload and Preview'}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
