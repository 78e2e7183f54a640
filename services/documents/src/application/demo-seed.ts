import { Readable } from 'node:stream';
import { DEMO_SCHOOL_NAME, DEMO_STUDENT_PROFILES, DEMO_USERS, type Logger } from '@counsel/kit';
import type { DocumentsService } from './documents.service.js';
import type { DocumentStore } from '../ports/document-store.js';

const maya = DEMO_USERS.find((u) => u.email === 'maya.chen@counsel.local')!;

/** A one-page PDF with the given lines of text (Helvetica), built by hand: no runtime dependency. */
export function simplePdf(lines: readonly string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 72 ${740 - i * 20} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const DEMO_FILES = [
  {
    fileName: 'Maya Chen - Unofficial Transcript.pdf',
    bytes: () => simplePdf([
      `${DEMO_SCHOOL_NAME} - Unofficial Transcript`,
      'Student: Maya Chen        Grade: 12',
      'Cumulative GPA: 3.94 (4.0 scale)      Class rank: 8/412',
      'AP Calculus BC ........................ A',
      'AP Physics C: Mechanics .............. A-',
      'AP Computer Science A ................ A',
      'AP English Literature ................ B+',
      'Honors Spanish IV .................... A',
    ]),
  },
  {
    fileName: 'Activities Resume.txt',
    bytes: () => Buffer.from([
      'Maya Chen - Activities Résumé',
      '',
      'Robotics Club - Team Captain (4 years, 8 hrs/week): led the team to the state championship.',
      'Science Olympiad - Member (3 years, 4 hrs/week).',
      'Library Math Tutoring - Volunteer Tutor (2 years, 3 hrs/week): math tutoring at the public library.',
      'Summer 2025 - Research intern, university materials science lab.',
      '',
    ].join('\n'), 'utf8'),
  },
];

/**
 * Demo data (DEMO_DATA): who owns the demo profiles, and two documents for Maya. Runs through the
 * same upload path as real files, once per data set: documents Maya deletes stay deleted after a restart.
 */
export async function seedDemoDocuments(service: DocumentsService, store: DocumentStore, log: Logger) {
  await store.write((w) => {
    for (const p of DEMO_STUDENT_PROFILES) w.owners.set(p.id, { userId: p.userId, schoolId: null });
  });
  const profile = DEMO_STUDENT_PROFILES.find((p) => p.userId === maya.id);
  if (!profile || (await store.steps.isDone(SEED_STEP))) return;
  // Data sets seeded before the marker existed already hold Maya's documents: only mark them.
  if ((await store.documents.list(profile.id)).length === 0) await seedFiles(service, profile.id, log);
  await store.write((w) => w.steps.markDone(SEED_STEP));
}

const SEED_STEP = 'demo-documents';

async function seedFiles(service: DocumentsService, studentId: string, log: Logger) {
  const asMaya = { userId: maya.id, email: maya.email, firstName: maya.firstName, lastName: maya.lastName, role: 'student' as const, sessionId: null };
  for (const f of DEMO_FILES) {
    const r = await service.reserveUpload(asMaya);
    await service.receive(r.uploadId, maya.id, Readable.from([f.bytes()]));
    await service.register(asMaya, studentId, { uploadId: r.uploadId, fileName: f.fileName });
  }
  log.info({ count: DEMO_FILES.length }, 'seeded demo documents');
}
