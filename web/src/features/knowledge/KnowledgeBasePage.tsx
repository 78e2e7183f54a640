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
      toast.success('File deleted successfully', file.fileName);
      kb.refetch();
    } catch (error) {
      toast.error('Failed to delete file', graphqlMessage(error) ?? file.fileName);
    } finally {
      setDeletingId(null);
    }
  };

  const confirmDelete = (file: KnowledgeFileRow) => {
    deletion.confirm({
      title: 'Delete file',
      content: `Are you sure you want to delete ${file.fileName}? This will remove it from the knowledge base.`,
      onOk: () => remove(file),
    });
  };

  const indexed = kb.files.filter((f) => f.status === 'Indexed').length;
  return (
    <>
      <PageHeading
        title="Knowledge Base"
        subtitle="Documents that feed the AI chatbot. Each file is read (scanned pages by OCR), split into passages and indexed for keyword (lexical) search, so the chatbot can cite it."
        extra={
          <Space wrap>
            <LinkButton to="/counselor" icon={<ArrowLeftOutlined />}>Back</LinkButton>
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>Upload Files</Button>
          </Space>
        }
      />
      <Card
        title="Uploaded Files"
        extra={kb.loaded && kb.files.length > 0 && (
          <Typography.Text type="secondary" aria-live="polite">
            {`${indexed} of ${kb.files.length} indexed${kb.anyPending ? ' · indexing…' : ''}`}
          </Typography.Text>
        )}
      >
        <Flex vertical gap={token.margin}>
          {kb.error && (
            <Alert type="error" showIcon title="The knowledge base could not be loaded"
              action={<Button size="small" onClick={kb.refetch}>Try again</Button>} />
          )}
          <KnowledgeFileTable files={kb.files} loading={kb.loading} deletingId={deletingId} onDelete={confirmDelete} />
        </Flex>
      </Card>
      <KnowledgeUploadModal open={uploading} onClose={() => setUploading(false)} onUploaded={kb.refetch} />
      {deletion.holder}
    </>
  );
}
