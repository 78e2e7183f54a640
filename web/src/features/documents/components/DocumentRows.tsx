import { DeleteOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Flex, List, Space, Typography, theme } from 'antd';
import { formatKb, formatUploadDate } from '../document-format';
import type { StudentDocumentRow } from '../use-student-documents';

interface DocumentRowsProps {
  documents: readonly StudentDocumentRow[];
  /** Absent: read-only rows (the counselor's view). */
  onDelete?: (doc: StudentDocumentRow) => void;
}

/** One row per document: file name, upload date, size in KB, View (new tab) and, for the owner, Delete. */
export function DocumentRows({ documents, onDelete }: DocumentRowsProps) {
  const { token } = theme.useToken();
  return (
    <List
      aria-label="Documents"
      dataSource={[...documents]}
      rowKey="id"
      renderItem={(doc) => (
        <List.Item
          actions={[
            <Button key="view" icon={<EyeOutlined />} href={doc.filePath} target="_blank" rel="noopener noreferrer" aria-label={`View ${doc.fileName}`}>View</Button>,
            ...(onDelete ? [<Button key="delete" danger icon={<DeleteOutlined />} onClick={() => onDelete(doc)} aria-label={`Delete ${doc.fileName}`}>Delete</Button>] : []),
          ]}
        >
          <Flex align="center" gap={token.marginSM}>
            <FileTextOutlined aria-hidden style={{ fontSize: token.fontSizeXL, color: token.colorPrimary }} />
            <div>
              <Typography.Text strong>{doc.fileName}</Typography.Text>
              <br />
              <Space size={token.marginXS} split="·">
                <Typography.Text type="secondary">{formatUploadDate(doc.uploadedAt)}</Typography.Text>
                <Typography.Text type="secondary">{formatKb(doc.fileSize)}</Typography.Text>
              </Space>
            </div>
          </Flex>
        </List.Item>
      )}
    />
  );
}
