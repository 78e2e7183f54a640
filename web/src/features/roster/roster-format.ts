import type { ImportStatus, RosterFormat } from '../../gql/graphql';

/** The two roster files the district's systems export (docs/roster-import.md). */
export const FORMATS: { value: RosterFormat; label: string; accept: string; hint: string }[] = [
  { value: 'ONEROSTER_ZIP', label: 'OneRoster zip', accept: '.zip', hint: 'A OneRoster 1.1 CSV export: a .zip holding orgs.csv, users.csv and enrollments.csv.' },
  { value: 'COUNSEL_CSV', label: 'Counsel CSV', accept: '.csv', hint: 'One row per student, staff member or teacher: school, local id, names, email, grade, counselor email.' },
];

/** Roster files can be large (a district of 50,000 students); the server checks the real limit. */
export const ROSTER_MAX_BYTES = 200 * 1024 * 1024;

export const formatLabel = (format: RosterFormat) => FORMATS.find((f) => f.value === format)?.label ?? format;

export const STATUS_LABELS: Record<ImportStatus, { label: string; color: string }> = {
  PREVIEWED: { label: 'Previewed', color: 'processing' },
  APPLYING: { label: 'Applying', color: 'warning' },
  APPLIED: { label: 'Applied', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
};

/** Which format a chosen file looks like, by its name; null when it is neither. */
export function formatOfFile(name: string): RosterFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'ONEROSTER_ZIP';
  if (lower.endsWith('.csv')) return 'COUNSEL_CSV';
  return null;
}

/** Where an import's set-password links are downloaded as CSV. */
export const linksPath = (importId: string) => `/api/roster/imports/${encodeURIComponent(importId)}/links`;
