import { useTranslation } from 'react-i18next';
import { Alert, Flex, Input, Radio, Typography, theme } from 'antd';
import { useId } from 'react';
import { formatKb } from '../../documents/document-format';
import { LETTER_TEXT_MAX } from '../letter-rules';
import { DraftPanel, type DraftTarget } from './DraftPanel';
import { LETTER_PDF_MAX_BYTES, type LetterValue } from './letter-editor-rules';

const MODES = ['text', 'pdf'] as const;

/**
 * A letter, written in the page (with the assistant's cited draft to start from) or uploaded as a PDF. Controlled: the
 * host keeps the value and sends it (the teacher submits a recommendation letter, the counselor saves their letter), so
 * nothing leaves the browser from here but the request for a draft.
 */
export function LetterEditor({ value, onChange, draft, disabled, error, savedPdfName }: {
  value: LetterValue;
  onChange: (next: LetterValue) => void;
  draft: DraftTarget;
  disabled?: boolean;
  /** Why the last attempt to send failed, or what is missing: shown as an alert. */
  error?: string | null;
  /** A PDF saved earlier, kept when no other is chosen. */
  savedPdfName?: string | null;
}) {
  const { token } = theme.useToken();
  const { t } = useTranslation('teacher');
  const id = useId();
  const set = (change: Partial<LetterValue>) => onChange({ ...value, ...change });
  return (
    <Flex vertical gap={token.marginSM}>
      <Typography.Text id={`${id}-mode`} strong>{t('editor.how')}</Typography.Text>
      <Radio.Group
        aria-labelledby={`${id}-mode`}
        optionType="button"
        options={MODES.map((value) => ({ value, label: t(`editor.modes.${value}`) }))}
        value={value.mode}
        disabled={disabled}
        onChange={(e) => set({ mode: e.target.value as LetterValue['mode'] })}
      />
      {value.mode === 'text' ? (
        <>
          <label htmlFor={`${id}-text`}><Typography.Text strong>{t('editor.text')}</Typography.Text></label>
          <Input.TextArea
            id={`${id}-text`}
            rows={12}
            maxLength={LETTER_TEXT_MAX}
            showCount
            value={value.text}
            disabled={disabled}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => set({ text: e.target.value })}
          />
          <DraftPanel
            target={draft}
            hasText={Boolean(value.text.trim())}
            disabled={disabled}
            onUse={(text) => set({ text, aiDraftUsed: true })}
          />
        </>
      ) : (
        <>
          <label htmlFor={`${id}-file`}><Typography.Text strong>{t('editor.pdf')}</Typography.Text></label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf"
            disabled={disabled}
            aria-describedby={`${id}-file-help${error ? ` ${id}-error` : ''}`}
            onChange={(e) => set({ file: e.target.files?.[0] ?? null })}
          />
          <Typography.Text id={`${id}-file-help`} type="secondary">
            {value.file
              ? t('editor.chosen', { name: value.file.name, size: formatKb(value.file.size) })
              : savedPdfName ? t('editor.saved', { name: savedPdfName }) : t('editor.noFile')}
            {t('editor.onePdf', { mb: Math.round(LETTER_PDF_MAX_BYTES / 1_048_576) })}
          </Typography.Text>
        </>
      )}
      {error && <Alert id={`${id}-error`} type="error" showIcon role="alert" message={error} data-testid="letter-error" />}
    </Flex>
  );
}
