import { useTranslation } from 'react-i18next';
import { DeleteOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography, theme } from 'antd';
import { formatDate } from '../../../app/date-format';
import { formatKb } from '../document-format';
import type { StudentDocumentRow } from '../use-student-documents';

interface DocumentRowsProps {
  documents: readonly StudentDocumentRow[];
  /** Absent: read-only rows (the counselor's view). */
  onDelete?: (doc: StudentDocumentRow) => void;
}

/** One row per document: file name, upload date, size in KB, View (new tab) and, for the owner, Delete. */
export function DocumentRows({ documents, onDelete }: DocumentRowsProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('documents');
  return (
    <ul aria-label={t('rows.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {documents.map((doc, i) => (
        <li key={doc.id} style={{ padding: `${token.paddingSM}px 0`, borderTop: i === 0 ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}>
          <Flex align="center" justify="space-between" gap={token.margin} wrap>
            <Flex align="center" gap={token.marginSM}>
              <FileTextOutlined aria-hidden style={{ fontSize: token.fontSizeXL, color: token.colorPrimary }} />
              <div>
                <Typography.Text strong>{doc.fileName}</Typography.Text>
                <br />
                <Space size={token.marginXS} separator="·">
                  <Typography.Text type="secondary">{formatDate(doc.uploadedAt)}</Typography.Text>
                  <Typography.Text type="secondary">{formatKb(doc.fileSize)}</Typography.Text>
                </Space>
              </div>
            </Flex>
            <Space size={token.marginXS}>
              <Button icon={<EyeOutlined />} href={doc.filePath} target="_blank" rel="noopener noreferrer" aria-label={t('rows.viewFile', { name: doc.fileName })}>{t('rows.view')}</Button>
              {onDelete && (
                <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(doc)} aria-label={t('rows.deleteFile', { name: doc.fileName })}>{t('rows.delete')}</Button>
              )}
            </Space>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
