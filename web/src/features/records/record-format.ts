import i18next from 'i18next';
import { formatDate, formatDateTime } from '../../app/date-format';

/** A moment as the reader's local date and time; a dash when there is none. */
export const formatWhen = (iso: string | null | undefined) => formatDateTime(iso, '—');

/** A day (retention dates are days, not moments). */
export const formatDay = (iso: string | null | undefined) => formatDate(iso, '—');

const SERVICE_LABELS: Record<string, string> = {
  identity: 'Accounts (identity)',
  students: 'Profiles (students)',
  documents: 'Documents',
  chat: 'AI chat',
  colleges: 'College lists',
  roster: 'Roster',
  records: 'Records',
  knowledge: 'Knowledge base',
  settings: 'Settings',
};

/** A service's name for people, in the reader's language (`recordsAdmin` catalog); unknown ones as the server sent them. */
export const serviceLabel = (service: string | null | undefined) => {
  if (!service) return '—';
  const english = SERVICE_LABELS[service];
  if (!english) return service;
  return i18next.isInitialized ? i18next.t(`services.${service}`, { ns: 'recordsAdmin', defaultValue: english }) : english;
};

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', counselor: 'Counselor', student: 'Student', system: 'System' };
export const roleLabel = (role: string) => ROLE_LABELS[role.toLowerCase()] ?? role;

/** "documents" → "Documents", "document_files" → "Document files". */
export const itemLabel = (item: string) => {
  const words = item.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A size in bytes, in KB or MB. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
