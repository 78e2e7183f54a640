import type { RecordExportPart } from '@counsel/kit';
import type { ReportLine } from './report-line.js';

const MAX_VALUE = 400;
const MAX_ROWS_PER_ITEM = 200;

const SERVICE_TITLES: Record<string, string> = {
  identity: 'Account (identity)',
  students: 'Profile and preferences (students)',
  roster: 'Enrollment (roster)',
  documents: 'Documents (documents)',
  colleges: 'College list and applications (colleges)',
  chat: 'Assistant conversations (chat)',
};

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function scalar(v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE)}... (in full in the JSON)` : s;
}

/** One object as "Field: value" lines; nested lists and objects shortened (the JSON has them in full). */
function objectLines(o: Record<string, unknown>, indent = ''): ReportLine[] {
  return Object.entries(o).map(([k, v]) => ({
    kind: 'text' as const,
    text: `${indent}${label(k)}: ${Array.isArray(v) ? (v.length && typeof v[0] !== 'object' ? v.join(', ') : `${v.length} item(s)`) : scalar(v)}`,
  }));
}

function itemLines(name: string, value: unknown): ReportLine[] {
  const lines: ReportLine[] = [{ kind: 'text', text: `${label(name)}:` }];
  if (Array.isArray(value)) {
    if (!value.length) return [{ kind: 'text', text: `${label(name)}: none` }];
    lines[0] = { kind: 'text', text: `${label(name)} (${value.length}):` };
    value.slice(0, MAX_ROWS_PER_ITEM).forEach((row, i) => {
      if (row && typeof row === 'object') {
        lines.push({ kind: 'muted', text: `  ${i + 1}.` }, ...objectLines(row as Record<string, unknown>, '     '));
      } else lines.push({ kind: 'text', text: `  ${i + 1}. ${scalar(row)}` });
    });
    if (value.length > MAX_ROWS_PER_ITEM) lines.push({ kind: 'muted', text: `  ...and ${value.length - MAX_ROWS_PER_ITEM} more (in the JSON)` });
    return lines;
  }
  if (value && typeof value === 'object') return [...lines, ...objectLines(value as Record<string, unknown>, '   ')];
  return [{ kind: 'text', text: `${label(name)}: ${scalar(value)}` }];
}

/** The readable summary at the front of an export: every service's items, in words. */
export function exportSummary(
  o: { studentName: string; studentId: string; requestedBy: string; at: string },
  parts: RecordExportPart[],
): ReportLine[] {
  const lines: ReportLine[] = [
    { kind: 'title', text: `Student record: ${o.studentName}` },
    { kind: 'muted', text: `Everything Counsel holds on this student, exported ${o.at} by ${o.requestedBy}. Student id ${o.studentId}.` },
    { kind: 'muted', text: 'The data/ folder has the same in full as JSON, one file per service; files/ has the student\'s documents.' },
    { kind: 'gap' },
  ];
  for (const part of parts) {
    lines.push({ kind: 'heading', text: SERVICE_TITLES[part.service] ?? part.service });
    const entries = Object.entries(part.items);
    if (!entries.length) lines.push({ kind: 'muted', text: 'Nothing held.' });
    for (const [name, value] of entries) lines.push(...itemLines(name, value));
    if (part.files?.length) lines.push({ kind: 'text', text: `Files in this archive: ${part.files.map((f) => f.fileName).join(', ')}` });
  }
  return lines;
}
