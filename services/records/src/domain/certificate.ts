import type { PdfBlock } from '@counsel/kit/pdf';
import { HOLDS_NO_STUDENT_DATA, type ConfirmingService, type Deletion } from './deletion.js';
import { ENGLISH, capitalize, listInWords, machineWords, timeInWords, type Wording } from './words.js';

const SERVICE_NAMES: Record<ConfirmingService | (typeof HOLDS_NO_STUDENT_DATA)[number], string> = {
  students: 'Profiles and preferences', documents: 'Documents', chat: 'Assistant conversations', colleges: 'College lists and applications',
  counseling: 'Counseling notes, meetings and tasks', letters: 'Recommendation requests and letters', notifications: 'Notifications', planning: 'Academic plans', outcomes: 'Application outcomes (kept anonymous)', reporting: 'Dashboard figures', roster: 'Enrollment', identity: 'Account and sign-in', records: 'Record copies and exports',
  knowledge: 'Knowledge base', settings: 'Settings',
};

/** The deletion certificate: whose record, who asked, and what each service removed when. */
export function certificate(d: Deletion, w: Wording = ENGLISH): { title: string; blocks: PdfBlock[] } {
  const requested = timeInWords(d.requestedAt, w) ?? '';
  const blocks: PdfBlock[] = [
    { kind: 'fields', rows: [
      ['Student', d.studentName],
      ['Student id', d.studentId],
      ['Deletion reference', d.id],
      ['Requested', d.reason === 'retention'
        ? `by the retention schedule, on ${requested}`
        : `by ${d.requestedByName ?? d.requestedBy ?? 'an admin'}, on ${requested}`],
      ['Completed', timeInWords(d.completedAt, w) ?? 'not complete yet'],
    ] },
    { kind: 'heading', level: 2, text: 'What each service removed' },
  ];
  for (const c of d.confirmations) {
    blocks.push({ kind: 'heading', level: 3, text: SERVICE_NAMES[c.service] ?? c.service });
    blocks.push({ kind: 'paragraph', text: `Confirmed on ${timeInWords(c.confirmedAt, w)}.`, muted: true });
    blocks.push(c.removed.length
      ? { kind: 'list', items: c.removed.map((r) => `${capitalize(machineWords(r.item))}: ${r.count}`) }
      : { kind: 'paragraph', text: 'Nothing was held.' });
  }
  blocks.push(
    { kind: 'paragraph', text: `Services that hold no student data: ${listInWords(HOLDS_NO_STUDENT_DATA.map((s) => SERVICE_NAMES[s].toLowerCase()), w)}.` },
    { kind: 'paragraph', muted: true, text: 'Kept after deletion, as the district\'s evidence: this certificate (the student\'s name and ids), the staff audit log entries (without the student\'s personal data) and the access log (staff names, times and which parts were read; never the data).' },
  );
  return { title: 'Certificate of deletion', blocks };
}
