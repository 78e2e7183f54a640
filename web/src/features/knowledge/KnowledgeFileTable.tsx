import { useTranslation } from 'react-i18next';
import { DeleteOutlined, EyeOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Space, Table, Tooltip, Typography, theme, type TableProps } from 'antd';
import { FileStatusTag } from './FileStatusTag';
import { formatDate, formatDateTime } from '../../app/date-format';
import { formatKb } from './file-format';
import type { KnowledgeFileRow } from './use-knowledge-files';

interface KnowledgeFileTableProps {
  files: KnowledgeFileRow[];
  loading: boolean;
  deletingId: string | null;
  onDelete: (file: KnowledgeFileRow) => void;
}

const isPdf = (f: KnowledgeFileRow) => f.fileType === 'application/pdf' || f.fileName.toLowerCase().endsWith('.pdf');

/** The uploaded files: name, size in KB, upload date, indexing status, view and delete. */
export function KnowledgeFileTable({ files, loading, deletingId, onDelete }: KnowledgeFileTableProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('knowledgeBase');
  const columns: TableProps<KnowledgeFileRow>['columns'] = [
    {
      key: 'name', title: t('table.file'),
      render: (_, f) => (
        <Flex gap={token.marginSM} align="flex-start">
          <span aria-hidden style={{ fontSize: 20, color: isPdf(f) ? token.colorError : token.colorPrimary, lineHeight: 1.2 }}>
            {isPdf(f) ? <FilePdfOutlined /> : <FileWordOutlined />}
          </span>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ wordBreak: 'break-word' }}>{f.fileName}</Typography.Text>
            {f.status === 'Failed' && f.statusReason && (
              <Typography.Text type="danger" style={{ fontSize: token.fontSizeSM }}>{f.statusReason}</Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    { key: 'size', title: t('table.size'), width: 110, render: (_, f) => formatKb(f.fileSize) },
    {
      key: 'uploaded', title: t('table.uploaded'), width: 140,
      render: (_, f) => <Tooltip title={formatDateTime(f.uploadedAt)}><time dateTime={f.uploadedAt}>{formatDate(f.uploadedAt)}</time></Tooltip>,
    },
    { key: 'status', title: t('table.status'), width: 120, render: (_, f) => <FileStatusTag status={f.status} reason={f.statusReason} chunkCount={f.chunkCount} /> },
    {
      key: 'actions', title: t('table.actions'), width: 190,
      render: (_, f) => (
        <Space size="small">
          <Button size="small" icon={<EyeOutlined />} href={f.filePath} target="_blank" rel="noopener noreferrer" aria-label={t('table.viewOf', { name: f.fileName })}>
            {t('table.view')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} loading={deletingId === f.id} onClick={() => onDelete(f)} aria-label={t('table.deleteOf', { name: f.fileName })}>
            {t('table.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Table<KnowledgeFileRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={files}
      loading={loading}
      scroll={{ x: 720 }}
      pagination={files.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.none')} /> }}
    />
  );
}
