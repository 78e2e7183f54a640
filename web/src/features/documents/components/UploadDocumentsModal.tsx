import { useTranslation } from 'react-i18next';
import { uppyLocale } from '../../../i18n/uppy-locales';
import { Modal, theme } from 'antd';
import type { CSSProperties } from 'react';
import Dashboard from '@uppy/react/dashboard';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './upload-documents.css';
import { useThemeMode } from '../../../app/theme-mode';
import { useDocumentUploader } from '../use-document-uploader';

interface UploadDocumentsModalProps {
  studentId: string;
  open: boolean;
  onClose(): void;
  /** The list refreshes when a run of uploads completes. */
  onUploaded(): void;
}

/** The upload modal of the My Documents card. */
export function UploadDocumentsModal({ studentId, open, onClose, onUploaded }: UploadDocumentsModalProps) {
  const { t } = useTranslation('documents');
  return (
    <Modal title={t('upload.title')} open={open} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {open && <UploaderDashboard studentId={studentId} onClose={onClose} onUploaded={onUploaded} />}
    </Modal>
  );
}

function UploaderDashboard({ studentId, onClose, onUploaded }: Omit<UploadDocumentsModalProps, 'open'>) {
  const { mode } = useThemeMode();
  const { t, i18n } = useTranslation('documents');
  const { token } = theme.useToken();
  const uppy = useDocumentUploader(studentId, {
    onComplete: ({ registered, failed }) => {
      if (registered > 0) onUploaded();
      if (failed === 0) onClose();
    },
  });
  // The theme's primary colour for Uppy's Upload button (see upload-documents.css).
  const colours = { '--counsel-uploader-action': token.colorPrimary, '--counsel-uploader-action-hover': token.colorPrimaryHover } as CSSProperties;
  return (
    <div className="counsel-uploader" style={colours}>
      <Dashboard
        uppy={uppy}
        width="100%"
        height={420}
        theme={mode === 'dark' ? 'dark' : 'light'}
        proudlyDisplayPoweredByUppy={false}
        note={t('upload.note')}
        locale={uppyLocale(i18n.resolvedLanguage)}
        aria-label={t('upload.choose')}
      />
    </div>
  );
}
