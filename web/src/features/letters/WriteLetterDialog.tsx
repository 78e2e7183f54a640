import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { RecommendationLetterInput } from '../../gql/graphql';
import { LetterEditor } from './editor/LetterEditor';
import { EMPTY_LETTER, letterProblem, type LetterValue } from './editor/letter-editor-rules';
import { uploadLetterPdf } from './editor/upload-letter-pdf';

/**
 * The teacher's letter for one accepted request: written in the page (from the assistant's cited draft if they
 * like) or uploaded as a PDF. Submitting is final (the request becomes submitted); nothing is sent before.
 */
export function WriteLetterDialog({ request, open, pending, onCancel, onSubmit }: {
  request: { id: string; studentId: string; studentName: string } | null;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Sends the letter; resolves with the server's refusal in words, or null once submitted. */
  onSubmit: (input: RecommendationLetterInput) => Promise<string | null>;
}) {
  const { t } = useTranslation(['teacher', 'common']);
  const [value, setValue] = useState<LetterValue>(EMPTY_LETTER);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // Each request starts from an empty letter.
  useEffect(() => { if (!open) { setValue(EMPTY_LETTER); setError(null); } }, [open]);
  const busy = pending || uploading;

  const submit = async () => {
    const problem = letterProblem(value);
    setError(problem);
    if (problem || !request) return;
    let input: RecommendationLetterInput;
    if (value.mode === 'pdf' && value.file) {
      setUploading(true);
      try {
        const uploadId = await uploadLetterPdf(value.file);
        input = { uploadId, fileName: value.file.name, aiDraftUsed: false };
      } catch (e) {
        setError(e instanceof Error ? e.message : t('editor.sendError'));
        return;
      } finally {
        setUploading(false);
      }
    } else {
      input = { text: value.text.trim(), aiDraftUsed: value.aiDraftUsed };
    }
    setError(await onSubmit(input));
  };

  return (
    <Modal
      open={open}
      title={t('write.title', { name: request?.studentName ?? '' })}
      onCancel={busy ? undefined : onCancel}
      maskClosable={!busy}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>{t('common:actions.cancel')}</Button>,
        <Button key="submit" type="primary" loading={busy} onClick={() => void submit()}>
          {uploading ? t('write.uploading') : pending ? t('write.submitting') : t('write.submit')}
        </Button>,
      ]}
    >
      <p>{t('write.final')}</p>
      {request && (
        <LetterEditor
          value={value}
          onChange={(next) => { setValue(next); if (error) setError(null); }}
          draft={{ kind: 'teacher_letter', studentId: request.studentId, requestId: request.id }}
          disabled={busy}
          error={error}
        />
      )}
    </Modal>
  );
}
