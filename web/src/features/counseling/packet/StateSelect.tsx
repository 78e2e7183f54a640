import { Select } from 'antd';
import type { SchoolDocumentState } from '../../../gql/graphql';
import { SCHOOL_DOCUMENT_STATES, STATE_ORDER } from './school-document-labels';

/** A document's state: not started, draft or ready (ready only with its content; the server refuses it otherwise). */
export function StateSelect({ value, onChange, label, disabled, hasContent }: {
  value: SchoolDocumentState; onChange: (s: SchoolDocumentState) => void; label: string; disabled?: boolean; hasContent: boolean;
}) {
  return (
    <Select<SchoolDocumentState>
      aria-label={label}
      value={value}
      disabled={disabled}
      style={{ minWidth: 170 }}
      onChange={onChange}
      options={STATE_ORDER.map((s) => ({
        value: s,
        label: s === 'not_started' && hasContent ? 'Not started (removes the file)' : SCHOOL_DOCUMENT_STATES[s].label,
        disabled: s === 'ready' && !hasContent,
      }))}
    />
  );
}
