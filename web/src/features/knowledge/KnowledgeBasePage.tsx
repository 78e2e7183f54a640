import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Space, Typography, theme } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useDangerConfirm } from '../../app/use-danger-confirm';
import { useToast } from '../../app/use-toast';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { DeleteKnowledgeFileDocument } from '../../gql/graphql';
import { KnowledgeFileTable } from './KnowledgeFileTable';
import { KnowledgeUploadModal } from './KnowledgeUploadModal';
import { useKnowledgeFiles, type KnowledgeFileRow } from './use-knowledge-files';

/** `/counselor/knowledge-base` (Counselor Knowledge Base): the files that feed the chatbot. */
export function KnowledgeBasePage() {
  const { token } = theme.useToken();
  const { t } = useTranslation(['knowledgeBase', 'common']);
  const deletion = useDangerConfirm();
  const toast = useToast();
  const kb = useKnowledgeFiles();
  const [deleteFile] = useMutation(DeleteKnowledgeFileDocument);
  const [uploading, setUploading] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const remove = async (file: KnowledgeFileRow) => {
    setDeletingId(file.id);
    try {
      await deleteFile({ variables: { id: file.id } });
      toast.success(t('deleted'), file.fileName);
      kb.refetch();
    } catch (error) {
      toast.error(t('deleteError'), graphqlMessage(error) ?? file.fileName);
    } finally {
      setDeletingId(null);
    }
  };

  const confirmDelete = (file: KnowledgeFileRow) => {
    deletion.confirm({
      title: t('deleteTitle'),
      content: t('deleteText', { name: file.fileName }),
      onOk: () => remove(file),
    });
  };

  const indexed = kb.files.filter((f) => f.status === 'Indexed').length;
  return (
    <>
      <PageHeading
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Space wrap>
            <LinkButton to="/counselor" icon={<ArrowLeftOutlined />}>{t('back')}</LinkButton>
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('uploadFiles')}</Button>
          </Space>
        }
      />
      <Card
        title={t('uploaded')}
        extra={kb.loaded && kb.files.length > 0 && (
          <Typography.Text type="secondary" aria-live="polite">
            {t('indexedOf', { indexed, total: kb.files.length })}{kb.anyPending ? t('indexing') : ''}
          </Typography.Text>
        )}
      >
        <Flex vertical gap={token.margin}>
          {kb.error && (
            <Alert type="error" showIcon title={t('loadError')}
              action={<Button size="small" onClick={kb.refetch}>{t('common:errors.tryAgain')}</Button>} />
          )}
          <KnowledgeFileTable files={kb.files} loading={kb.loading} deletingId={deletingId} onDelete={confirmDelete} />
        </Flex>
      </Card>
      <KnowledgeUploadModal open={uploading} onClose={() => setUploading(false)} onUploaded={kb.refetch} />
      {deletion.holder}
    </>
  );
}
