import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useDangerConfirm } from '../../app/use-danger-confirm';
import { useToast } from '../../app/use-toast';
import { PageHeading } from '../../components/PageHeading';
import { DeleteContentItemDocument, ReindexContentDocument } from '../../gql/graphql';
import { ContentGrid } from './ContentGrid';
import { ContentItemModal } from './ContentItemModal';
import type { ContentRow } from './content-search';
import { useContentItems } from './use-content-items';

/** `/admin/content` (Admin Content Repository): search, add, edit, delete and reindex. */
export function ContentRepositoryPage() {
  const deletion = useDangerConfirm();
  const toast = useToast();
  const content = useContentItems();
  const [reindexContent] = useMutation(ReindexContentDocument);
  const [deleteContentItem] = useMutation(DeleteContentItemDocument);
  const [reindexing, setReindexing] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [editor, setEditor] = useState<{ open: boolean; item: ContentRow | null }>({ open: false, item: null });

  const reindex = async () => {
    setReindexing(true);
    try {
      const { data } = await reindexContent();
      const queued = data?.reindexContent.queued ?? 0;
      toast.success('Content reindexed successfully', `${queued} source${queued === 1 ? '' : 's'} queued; keyword search keeps answering while the index is rebuilt.`);
      content.refetch();
    } catch (error) {
      toast.error('Failed to reindex content', graphqlMessage(error));
    } finally {
      setReindexing(false);
    }
  };

  const remove = async (item: ContentRow) => {
    setDeletingId(item.id);
    try {
      await deleteContentItem({ variables: { id: item.id } });
      toast.success('Content deleted successfully', item.title);
      content.refetch();
    } catch (error) {
      toast.error('Failed to delete content', graphqlMessage(error) ?? item.title);
    } finally {
      setDeletingId(null);
    }
  };

  const confirmDelete = (item: ContentRow) => {
    deletion.confirm({
      title: 'Delete content',
      content: item.type === 'document'
        ? `Are you sure you want to delete ${item.title}? Its file will also be removed from the knowledge base.`
        : `Are you sure you want to delete ${item.title}?`,
      onOk: () => remove(item),
    });
  };

  return (
    <>
      <PageHeading
        title="Content Repository"
        subtitle="Documents, links and notes that feed the AI chatbot's keyword (lexical) search. Notes and links can also be shared with students."
        extra={
          <Button icon={<SyncOutlined spin={reindexing} />} onClick={() => void reindex()} disabled={reindexing}>
            {reindexing ? 'Reindexing...' : 'Reindex Content'}
          </Button>
        }
      />
      <ContentGrid
        content={content}
        toolbar={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true, item: null })}>Add Content</Button>}
        onEdit={(item) => setEditor({ open: true, item })}
        onDelete={confirmDelete}
        deletingId={deletingId}
      />
      <ContentItemModal open={editor.open} item={editor.item} onClose={() => setEditor((e) => ({ ...e, open: false }))} onSaved={content.refetch} />
      {deletion.holder}
    </>
  );
}
