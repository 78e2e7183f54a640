import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('content');
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
      toast.success(t('repository.reindexed'), t('repository.queued', { count: queued }));
      content.refetch();
    } catch (error) {
      toast.error(t('repository.reindexError'), graphqlMessage(error));
    } finally {
      setReindexing(false);
    }
  };

  const remove = async (item: ContentRow) => {
    setDeletingId(item.id);
    try {
      await deleteContentItem({ variables: { id: item.id } });
      toast.success(t('repository.deleted'), item.title);
      content.refetch();
    } catch (error) {
      toast.error(t('repository.deleteError'), graphqlMessage(error) ?? item.title);
    } finally {
      setDeletingId(null);
    }
  };

  const confirmDelete = (item: ContentRow) => {
    deletion.confirm({
      title: t('repository.deleteTitle'),
      content: item.type === 'document'
        ? t('repository.deleteDocument', { title: item.title })
        : t('repository.deleteText', { title: item.title }),
      onOk: () => remove(item),
    });
  };

  return (
    <>
      <PageHeading
        title={t('repository.title')}
        subtitle={t('repository.subtitle')}
        extra={
          <Button icon={<SyncOutlined spin={reindexing} />} onClick={() => void reindex()} disabled={reindexing}>
            {reindexing ? t('repository.reindexing') : t('repository.reindex')}
          </Button>
        }
      />
      <ContentGrid
        content={content}
        toolbar={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true, item: null })}>{t('repository.add')}</Button>}
        onEdit={(item) => setEditor({ open: true, item })}
        onDelete={confirmDelete}
        deletingId={deletingId}
      />
      <ContentItemModal open={editor.open} item={editor.item} onClose={() => setEditor((e) => ({ ...e, open: false }))} onSaved={content.refetch} />
      {deletion.holder}
    </>
  );
}
