import { useTranslation } from 'react-i18next';
import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { SchoolDocumentFieldsFragment, SchoolDocumentState } from '../../../gql/graphql';
import { TintedTag } from '../TintedTag';
import { CounselorLetterAction } from './CounselorLetterAction';
import { SCHOOL_DOCUMENT_STATES } from './school-document-labels';
import { documentTitle } from './school-document-words';
import { SchoolReportEditor } from './SchoolReportEditor';
import { StateSelect } from './StateSelect';
import { useSaveSchoolDocument } from './use-save-school-document';
import { schoolDocumentPdf, useSignedPdfUpload } from '../../../app/upload-signed-pdf';

type Doc = SchoolDocumentFieldsFragment;

/** A document's state: the word carries the meaning, the tint repeats it (the text keeps the theme's colour for contrast). */
export function StateTag({ state }: { state: SchoolDocumentState }) {
  // Loads its catalog itself: the student's letters page shows it too.
  const { t } = useTranslation('counselor');
  return <TintedTag color={SCHOOL_DOCUMENT_STATES[state].color}>{t(`documents.states.${state}`)}</TintedTag>;
}

const sizeText = (bytes: number | null) => (bytes === null ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The counselor letter: its state, whether it was written from the assistant's draft (as the teacher's queue says), and its editor. */
export function CounselorLetterRow({ doc }: { doc: Doc }) {
  const { t } = useTranslation('counselor');
  const title = documentTitle('counselor_letter');
  return (
    <>
      <Space wrap>
        <span>{title}</span>
        {doc.aiDraftUsed && <Typography.Text type="secondary">{t('letter.fromDraft')}</Typography.Text>}
      </Space>
      <StateTag state={doc.state} />
      <CounselorLetterAction studentId={doc.studentId} state={doc.state} />
    </>
  );
}

/** The school report: its state, and the form in a dialog. */
export function SchoolReportRow({ doc }: { doc: Doc }) {
  const { t } = useTranslation('counselor');
  const [open, setOpen] = useState(false);
  const title = documentTitle('school_report');
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ width: '100%' }}>
      <span>{title}</span>
      <Space wrap>
        <StateTag state={doc.state} />
        <Button size="small" onClick={() => setOpen(true)} aria-label={doc.contentKind ? t('report.editAria') : t('report.fillInAria')}>
          {doc.contentKind ? t('edit') : t('report.fillIn')}
        </Button>
      </Space>
      <SchoolReportEditor doc={doc} open={open} onClose={() => setOpen(false)} />
    </Flex>
  );
}

/**
 * A staff-uploaded PDF (transcript, mid-year, final report): the file on record, a new upload (which replaces it;
 * a document never started becomes a draft) and the state. The server checks the type by content and the size.
 */
export function PdfDocumentRow({ doc }: { doc: Doc }) {
  const { t } = useTranslation('counselor');
  const { save, saving, error, clearError } = useSaveSchoolDocument(doc.studentId, doc.kind);
  const send = useSignedPdfUpload(schoolDocumentPdf(`school-document-${doc.kind}`));
  const [sending, setSending] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const title = documentTitle(doc.kind);
  const hasFile = doc.contentKind === 'pdf';
  const busy = saving || sending;

  const upload = async (file: File) => {
    clearError();
    setUploadError(null);
    setSending(true);
    try {
      const uploadId = await send(file);
      await save({ state: doc.state === 'not_started' ? 'draft' : doc.state, uploadId, fileName: file.name });
    } catch (e) {
      setUploadError(e instanceof Error && e.message ? e.message : t('documents.uploadError'));
    } finally {
      setSending(false);
    }
  };
  const shown = uploadError ?? error;

  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <span>{title}</span>
          {hasFile && <Typography.Text type="secondary"><FilePdfOutlined aria-hidden /> {doc.fileName} {sizeText(doc.fileSize)}</Typography.Text>}
        </Space>
        <Space wrap>
          <Upload accept="application/pdf,.pdf" showUploadList={false} disabled={busy}
            beforeUpload={(file) => { void upload(file); return false; }}>
            <Button size="small" icon={<UploadOutlined aria-hidden />} loading={busy} aria-label={t(hasFile ? 'documents.replaceOf' : 'documents.uploadOf', { document: title.toLowerCase() })}>
              {hasFile ? t('documents.replace') : t('documents.upload')}
            </Button>
          </Upload>
          <StateSelect label={t('documents.stateOf', { document: title })} value={doc.state} hasContent={hasFile} disabled={busy}
            onChange={(state) => void save({ state })} />
        </Space>
      </Flex>
      {shown && <Alert type="error" showIcon role="alert" title={shown} closable onClose={() => { clearError(); setUploadError(null); }} />}
    </Flex>
  );
}
