import { HOLDS_NO_STUDENT_DATA, type Deletion } from './deletion.js';
import type { ReportLine } from './report-line.js';

/** The deletion certificate: whose record, who asked, and what each service removed when. */
export function certificateLines(d: Deletion): ReportLine[] {
  const lines: ReportLine[] = [
    { kind: 'title', text: 'Certificate of deletion' },
    { kind: 'text', text: `Student: ${d.studentName} (student id ${d.studentId})` },
    { kind: 'text', text: `Deletion id: ${d.id}` },
    { kind: 'text', text: d.reason === 'retention'
      ? `Requested by the retention schedule on ${d.requestedAt}`
      : `Requested by ${d.requestedByName ?? d.requestedBy ?? 'an admin'} on ${d.requestedAt}` },
    { kind: 'text', text: `Completed on ${d.completedAt ?? '(not complete)'}` },
    { kind: 'gap' },
    { kind: 'heading', text: 'What each service removed' },
  ];
  for (const c of d.confirmations) {
    lines.push({ kind: 'text', text: `${c.service} - confirmed ${c.confirmedAt}` });
    for (const r of c.removed) lines.push({ kind: 'muted', text: `   ${r.item}: ${r.count}` });
  }
  lines.push(
    { kind: 'gap' },
    { kind: 'text', text: `Services that hold no student data: ${HOLDS_NO_STUDENT_DATA.join(', ')}.` },
    { kind: 'muted', text: 'Kept after deletion, as the district\'s evidence: this certificate (the student\'s name and ids), the staff audit log entries (without the student\'s personal data) and the access log (staff names, times and which parts were read; never the data).' },
  );
  return lines;
}
