import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Modal, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useToast } from '../../../app/use-toast';
import { LoadErrorResult } from '../../../components/LoadErrorResult';
import {
  CounselorLetterDocument, CounselorSchoolDocumentsDocument, SaveCounselorLetterDocument,
  type CounselorLetterQuery, type SchoolDocumentInput, type SchoolDocumentState,
} from '../../../gql/graphql';
import { LetterEditor } from '../../letters/editor/LetterEditor';
import { EMPTY_LETTER, letterProblem, type LetterValue } from '../../letters/editor/letter-editor-rules';
import { letterRefusal } from '../../letters/editor/letter-refusal';
import { schoolDocumentPdf, useSignedPdfUpload } from '../../../app/upload-signed-pdf';

type Saved = CounselorLetterQuery['schoolDocuments'][number];


/**
 * The editor's starting point: the saved letter (text or PDF), else an empty page. A saved text started from the
 * assistant's draft stays so when edited and saved again.
 */
const startFrom = (saved: Saved | undefined): LetterValue =>
  saved?.contentKind === 'pdf' ? { ...EMPTY_LETTER, mode: 'pdf' } : { ...EMPTY_LETTER, text: saved?.text ?? '', aiDraftUsed: saved?.aiDraftUsed ?? false };

/**
 * The counselor letter of one student: written in the page (from the assistant's cited draft if they like) or a PDF,
 * saved as a draft or as ready for the packet. Nothing is saved before the counselor chooses one of the two.
 */
export function CounselorLetterDialog({ studentId, open, onClose }: { studentId: string; open: boolean; onClose: () => void }) {
  // Not cached: the card's query reads the same field with fewer fields, and the two would overwrite each other's answer.
  const { t } = useTranslation(['counselor', 'common']);
  const { data, loading, error, refetch } = useQuery(CounselorLetterDocument, { variables: { studentId }, fetchPolicy: 'no-cache', skip: !open });
  const saved = data?.schoolDocuments.find((d) => d.kind === 'counselor_letter');
  const [save] = useMutation(SaveCounselorLetterDocument, { refetchQueries: [CounselorSchoolDocumentsDocument], awaitRefetchQueries: true });
  const toast = useToast();
  const sendPdf = useSignedPdfUpload(schoolDocumentPdf('school-document-counselor_letter'));
  const [value, setValue] = useState<LetterValue>(EMPTY_LETTER);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<Exclude<SchoolDocumentState, 'not_started'> | null>(null);
  // The saved letter fills the editor each time the dialog opens with it.
  useEffect(() => { if (open && data) setValue(startFrom(saved)); }, [open, data, saved]);
  useEffect(() => { if (!open) { setValue(EMPTY_LETTER); setProblem(null); } }, [open]);
  const savedPdf = saved?.contentKind === 'pdf' ? saved.fileName ?? 'letter.pdf' : null;

  const submit = async (state: Exclude<SchoolDocumentState, 'not_started'>) => {
    const missing = letterProblem(value, { pdfRequired: !savedPdf });
    setProblem(missing);
    if (missing) return;
    setSaving(state);
    try {
      let input: SchoolDocumentInput = { state };
      if (value.mode === 'text') input = { state, text: value.text.trim(), aiDraftUsed: value.aiDraftUsed };
      else if (value.file) input = { state, uploadId: await sendPdf(value.file), fileName: value.file.name };
      await save({ variables: { studentId, input } });
      toast.success(t(`letter.savedAs.${state}`));
      onClose();
    } catch (e) {
      // The upload rejects with the server's words (too large, not a PDF); the save with GraphQL's.
      setProblem(letterRefusal(e) ?? (e instanceof Error && e.message ? e.message : t('letter.saveError')));
    } finally {
      setSaving(null);
    }
  };

  let body;
  if (loading && !data) body = <div role="status" aria-busy="true" aria-label={t('letter.loading')}><Skeleton active /></div>;
  else if (error || !data) body = <LoadErrorResult title={t('letter.loadError')} onRetry={() => void refetch()} />;
  else {
    body = (
      <LetterEditor
        value={value}
        onChange={(next) => { setValue(next); if (problem) setProblem(null); }}
        draft={{ kind: 'counselor_letter', studentId }}
        disabled={saving !== null}
        error={problem}
        savedPdfName={savedPdf}
      />
    );
  }
  const ready = Boolean(data) && !error;
  return (
    <Modal
      open={open}
      title={t('documents.kinds.counselor_letter')}
      onCancel={saving ? undefined : onClose}
      maskClosable={!saving}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving !== null}>{t('common:actions.cancel')}</Button>,
        <Button key="draft" disabled={!ready || saving === 'ready'} loading={saving === 'draft'} onClick={() => void submit('draft')}>{t('letter.saveDraft')}</Button>,
        <Button key="ready" type="primary" disabled={!ready || saving === 'draft'} loading={saving === 'ready'} onClick={() => void submit('ready')}>{t('letter.saveReady')}</Button>,
      ]}
    >
      <p>{t('letter.intro')}</p>
      {body}
    </Modal>
  );
}
