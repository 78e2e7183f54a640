import { useTranslation } from 'react-i18next';
import { Select } from 'antd';

/** Which school's catalog or requirements are shown (hidden with a single school). */
export function SchoolPicker({ schools, value, onChange }: { schools: { id: string; name: string }[]; value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation('planning');
  if (schools.length < 2) return null;
  return (
    <Select<string> aria-label={t('catalog.school')} placeholder={t('catalog.schoolPlaceholder')} value={value ?? undefined}
      onChange={onChange} options={schools.map((s) => ({ value: s.id, label: s.name }))} style={{ minWidth: 240 }} />
  );
}
