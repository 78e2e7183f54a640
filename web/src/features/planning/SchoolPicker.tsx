import { Select } from 'antd';
import { messages } from './messages';

/** Which school's catalog or requirements are shown (hidden with a single school). */
export function SchoolPicker({ schools, value, onChange }: { schools: { id: string; name: string }[]; value: string | null; onChange: (id: string) => void }) {
  if (schools.length < 2) return null;
  return (
    <Select<string> aria-label={messages.catalog.school} placeholder={messages.catalog.schoolPlaceholder} value={value ?? undefined}
      onChange={onChange} options={schools.map((s) => ({ value: s.id, label: s.name }))} style={{ minWidth: 240 }} />
  );
}
