import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, List, Modal, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { graphqlMessage } from '../../../app/graphql-error';
import { useDangerConfirm } from '../../../app/use-danger-confirm';
import { useToast } from '../../../app/use-toast';
import { CreateNoteDocument, DeleteNoteDocument, NoteHistoryDocument, RecentNotesDocument, StudentNotesDocument, UpdateNoteDocument, type CounselorNoteFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../app/date-format';
import { tagLabel } from '../counseling-format';
import { TintedTag } from '../TintedTag';
import { NoteEditor, type NoteDraft } from './NoteEditor';
import { htmlToMarkup, markupToHtml } from './note-markup';
import { RichNote } from './RichNote';

type Note = CounselorNoteFieldsFragment;
const EMPTY: NoteDraft = { markup: '', pinned: false, tags: [] };

/** The "Notes" card of a student's staff page: pinned first, tags, add, edit and each note's history. */
export function NotesCard({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['counselor', 'common']);
  const toast = useToast();
  const notes = useQuery(StudentNotesDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [historyOf, setHistoryOf] = useState<Note | null>(null);
  const [create, created] = useMutation(CreateNoteDocument, { refetchQueries: [StudentNotesDocument, RecentNotesDocument] });
  const [update, updated] = useMutation(UpdateNoteDocument, { refetchQueries: [StudentNotesDocument] });
  const [remove] = useMutation(DeleteNoteDocument, { refetchQueries: [StudentNotesDocument, RecentNotesDocument] });
  const danger = useDangerConfirm();
  const askDelete = (n: Note) => danger.confirm({
    title: t('notes.deleteTitle'),
    content: t('notes.deleteText'),
    onOk: async () => {
      try {
        await remove({ variables: { id: n.id } });
        toast.success(t('notes.deleted'));
      } catch (error) {
        toast.error(t('notes.deleteError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
      }
    },
  });
  const list = notes.data?.studentNotes ?? [];
  const initial = useMemo<NoteDraft>(() => (editing && editing !== 'new'
    ? { markup: htmlToMarkup(editing.body), pinned: editing.pinned, tags: [...editing.tags] } : EMPTY), [editing]);

  const save = async (draft: NoteDraft) => {
    const input = { body: markupToHtml(draft.markup), pinned: draft.pinned, tags: draft.tags };
    try {
      if (editing === 'new') await create({ variables: { studentId, input } });
      else if (editing) await update({ variables: { id: editing.id, input } });
      toast.success(editing === 'new' ? t('notes.added') : t('notes.saved'));
      setEditing(null);
    } catch (error) {
      toast.error(t('notes.saveError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };

  let body;
  if (notes.loading && !notes.data) body = <div role="status" aria-busy="true" aria-label={t('notes.loading')}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (notes.error && !notes.data) {
    body = <Alert type="error" showIcon title={t('notes.loadError')} action={<Button size="small" onClick={() => void notes.refetch()}>{t('common:errors.tryAgain')}</Button>} />;
  } else if (list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notes.none')} />;
  else {
    body = (
      <List
        aria-label={t('notes.title')}
        dataSource={list}
        renderItem={(n) => (
          <List.Item key={n.id} data-testid="note"
            actions={[
              <Button key="edit" size="small" icon={<EditOutlined aria-hidden />} aria-label={t('notes.editOf', { when: formatDateTime(n.createdAt) })} onClick={() => setEditing(n)}>{t('edit')}</Button>,
              <Button key="history" size="small" icon={<HistoryOutlined aria-hidden />} aria-label={t('notes.historyOf', { when: formatDateTime(n.createdAt) })} onClick={() => setHistoryOf(n)}>{t('notes.history')}</Button>,
              <Button key="delete" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('notes.deleteOf', { when: formatDateTime(n.createdAt) })} onClick={() => askDelete(n)}>{t('delete')}</Button>,
            ]}>
            <Flex vertical gap={token.marginXXS} style={{ width: '100%' }}>
              <Space size={token.marginXXS} wrap>
                {n.pinned && <TintedTag color="gold" icon={<PushpinFilled aria-hidden />}>{t('notes.pinned')}</TintedTag>}
                {n.tags.map((tag) => <Tag key={tag}>{tagLabel(tag)}</Tag>)}
              </Space>
              <RichNote html={n.body} />
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {n.authorName}, {formatDateTime(n.createdAt)}{n.updatedAt !== n.createdAt ? t('notes.editedBy', { name: n.updatedByName, when: formatDateTime(n.updatedAt) }) : ''}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    );
  }

  return (
    <Card title={t('notes.title')} data-testid="notes-card"
      extra={<Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>{t('notes.add')}</Button>}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>{t('notes.visibility')}</Typography.Paragraph>
      {body}
      <NoteEditor open={editing !== null} title={editing === 'new' ? t('notes.add') : t('notes.edit')} initial={initial}
        saving={created.loading || updated.loading} onSave={(d) => void save(d)} onCancel={() => setEditing(null)} />
      {danger.holder}
      <NoteHistoryDialog studentId={studentId} note={historyOf} onClose={() => setHistoryOf(null)} />
    </Card>
  );
}

/** A note's earlier versions, oldest first, under the note as it is now. */
function NoteHistoryDialog({ studentId, note, onClose }: { studentId: string; note: Note | null; onClose: () => void }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('counselor');
  // Asked for each time the dialog opens, so it includes the latest edit.
  const history = useQuery(NoteHistoryDocument, { variables: { studentId }, skip: !note, fetchPolicy: 'network-only' });
  const revisions = history.data?.studentNotes.find((n) => n.id === note?.id)?.history ?? [];
  let body;
  if (history.loading && !history.data) body = <div role="status" aria-busy="true" aria-label={t('notes.historyLoading')}><Skeleton active /></div>;
  else if (history.error && !history.data) body = <Alert type="error" showIcon title={t('notes.historyError')} />;
  else if (revisions.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notes.neverEdited')} />;
  else {
    body = (
      <List aria-label={t('notes.earlier')} dataSource={revisions} renderItem={(r) => (
        <List.Item key={r.id}>
          <Flex vertical gap={token.marginXXS} style={{ width: '100%' }}>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{t('notes.before', { name: r.editedByName, when: formatDateTime(r.editedAt) })}</Typography.Text>
            <Space size={token.marginXXS} wrap>
              {r.previousPinned && <TintedTag color="gold">{t('notes.pinned')}</TintedTag>}
              {r.previousTags.map((tag) => <Tag key={tag}>{tagLabel(tag)}</Tag>)}
            </Space>
            <RichNote html={r.previousBody} />
          </Flex>
        </List.Item>
      )} />
    );
  }
  return (
    <Modal open={note !== null} title={t('notes.historyTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      {body}
    </Modal>
  );
}
