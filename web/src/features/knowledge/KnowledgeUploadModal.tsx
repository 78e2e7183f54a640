import { useTranslation } from 'react-i18next';
import { CheckCircleFilled, CloseOutlined, ExclamationCircleFilled, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, List, Modal, Progress, Typography, Upload, theme } from 'antd';
import { formatKb } from './file-format';
import { KNOWLEDGE_ACCEPT, KNOWLEDGE_MAX_FILES } from './upload-rules';
import { useKnowledgeUpload, type QueuedFile } from './use-knowledge-upload';

interface KnowledgeUploadModalProps {
  open: boolean;
  onClose: () => void;
  /** Called after each file is registered, so the list can refresh. */
  onUploaded: () => void;
}

/**
 * Choose PDF, DOC or DOCX files (25 MB each), then upload them: each goes to its own signed,
 * single-use URL with one PUT and is then registered for indexing. The modal closes when every
 * file made it; failures stay listed with their reason and can be retried.
 */
export function KnowledgeUploadModal({ open, onClose, onUploaded }: KnowledgeUploadModalProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['knowledgeBase', 'common']);
  const upload = useKnowledgeUpload(onUploaded);
  const sendable = upload.queue.filter((q) => q.status === 'waiting' || q.status === 'error').length;
  const hasFailures = upload.queue.some((q) => q.status === 'error');

  const close = () => {
    if (upload.running) return;
    upload.reset();
    onClose();
  };

  const start = async () => {
    if (await upload.start()) close();
  };

  const label = hasFailures && sendable === upload.queue.filter((q) => q.status === 'error').length
    ? t('upload.retry')
    : t('upload.files', { count: sendable });

  return (
    <Modal
      title={t('upload.title')}
      open={open}
      onCancel={close}
      maskClosable={!upload.running}
      closable={!upload.running}
      destroyOnHidden
      width={600}
      footer={[
        <Button key="cancel" onClick={close} disabled={upload.running}>{t('common:actions.cancel')}</Button>,
        <Button key="upload" type="primary" onClick={() => void start()} disabled={!sendable} loading={upload.running}>
          {upload.running ? t('upload.uploading') : label}
        </Button>,
      ]}
    >
      <Flex vertical gap={token.margin}>
        <Upload.Dragger
          accept={KNOWLEDGE_ACCEPT.join(',')}
          multiple
          showUploadList={false}
          disabled={upload.running}
          beforeUpload={(file) => {
            upload.add(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon"><InboxOutlined aria-hidden /></p>
          <p className="ant-upload-text">{t('upload.drop')}</p>
          <p className="ant-upload-hint">
            {t('upload.hint', { max: KNOWLEDGE_MAX_FILES })}
          </p>
        </Upload.Dragger>
        {upload.rejected.length > 0 && (
          <Alert
            type="warning"
            showIcon
            closable={{ onClose: upload.dismissRejected, 'aria-label': t('upload.dismiss') }}
            title={t('upload.notAdded')}
            description={<ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>{upload.rejected.map((r) => <li key={r}>{r}</li>)}</ul>}
          />
        )}
        {upload.queue.length > 0 && (
          <List
            size="small"
            bordered
            aria-label={t('upload.queue')}
            dataSource={upload.queue}
            renderItem={(item) => <QueuedRow item={item} onRemove={() => upload.remove(item.uid)} disabled={upload.running} />}
          />
        )}
      </Flex>
    </Modal>
  );
}

function QueuedRow({ item, onRemove, disabled }: { item: QueuedFile; onRemove: () => void; disabled: boolean }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('knowledgeBase');
  const icon = item.status === 'complete'
    ? <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label={t('upload.done')} />
    : item.status === 'error'
      ? <ExclamationCircleFilled style={{ color: token.colorError }} aria-label={t('upload.failed')} />
      : <FileTextOutlined aria-hidden />;
  return (
    <List.Item
      data-testid="upload-queue-item"
      actions={item.status === 'complete' || item.status === 'uploading' ? [] : [
        <Button key="remove" type="text" size="small" icon={<CloseOutlined />} onClick={onRemove} disabled={disabled} aria-label={t('upload.removeOf', { name: item.file.name })} />,
      ]}
    >
      <Flex vertical style={{ width: '100%', minWidth: 0 }}>
        <Flex gap={token.marginXS} align="center">
          {icon}
          <Typography.Text ellipsis={{ tooltip: item.file.name }} style={{ flex: 1 }}>{item.file.name}</Typography.Text>
          <Typography.Text type="secondary">{formatKb(item.file.size)}</Typography.Text>
        </Flex>
        {item.status === 'uploading' && <Progress percent={item.percent} size="small" aria-label={t('upload.uploadingOf', { name: item.file.name })} />}
        {item.status === 'error' && <Typography.Text type="danger" role="alert">{item.error}</Typography.Text>}
      </Flex>
    </List.Item>
  );
}
