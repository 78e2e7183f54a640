import { useTranslation } from 'react-i18next';
import { Select } from 'antd';
import type { SchoolDocumentState } from '../../../gql/graphql';
import { STATE_ORDER } from './school-document-labels';
import { documentState } from './school-document-words';

/** A document's state: not started, draft or ready (ready only with its content; the server refuses it otherwise). */
export function StateSelect({ value, onChange, label, disabled, hasContent }: {
  value: SchoolDocumentState; onChange: (s: SchoolDocumentState) => void; label: string; disabled?: boolean; hasContent: boolean;
}) {
  const { t } = useTranslation('counselor');
  return (
    <Select<SchoolDocumentState>
      aria-label={label}
      value={value}
      disabled={disabled}
      style={{ minWidth: 170 }}
      onChange={onChange}
      options={STATE_ORDER.map((s) => ({
        value: s,
        label: s === 'not_started' && hasContent ? t('documents.notStartedRemoves') : documentState(s),
        disabled: s === 'ready' && !hasContent,
      }))}
    />
  );
}
