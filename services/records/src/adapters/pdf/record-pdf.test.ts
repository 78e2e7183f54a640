import { expect, test } from '@jest/globals';
import type { RecordExportPart } from '@counsel/kit';
import { readPdf } from '../../../../kit/test/support/read-pdf.js';
import { certificate } from '../../domain/certificate.js';
import type { Deletion } from '../../domain/deletion.js';
import { recordSummary } from '../../domain/record-summary.js';
import { wordingFor } from '../../domain/words.js';
import { recordPdf } from './record-pdf.js';

const NAME = 'Ánh Nguyễn 陈 Zoë — Ōtsuka';
const COUNSELOR = 'Αλέξανδρος Παπαδόπουλος';
const ADMIN = 'Дмитрий Ковалёв';
const ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/;
const ISO = /\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?/;

const deletion: Deletion = {
  id: '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d', studentId: 'stu-1', studentUserId: 'user-1', studentName: NAME, reason: 'request',
  requestedBy: 'admin-1', requestedByName: ADMIN, requestedAt: '2026-06-01T14:05:00Z', state: 'complete',
  completingAt: '2026-06-01T14:06:00Z', completedAt: '2026-06-01T14:07:00Z',
  confirmations: [
    { service: 'students', confirmedAt: '2026-06-01T14:05:30Z', removed: [{ item: 'profile', count: 1 }, { item: 'courses', count: 5 }] },
    { service: 'identity', confirmedAt: '2026-06-01T14:07:00Z', removed: [{ item: 'account', count: 1 }] },
  ],
};

test('the certificate names the student exactly as written, with dates in words, in a tagged PDF', async () => {
  const r = await readPdf(await recordPdf(certificate(deletion)));
  expect(r.lines.slice(0, 6)).toEqual([
    'Certificate of deletion',
    `Student: ${NAME}`,
    'Student id: stu-1',
    `Deletion reference: ${deletion.id}`,
    `Requested: by ${ADMIN}, on June 1, 2026 at 2:05 PM UTC`,
    'Completed: June 1, 2026 at 2:07 PM UTC',
  ]);
  expect(r.lines).toEqual(expect.arrayContaining(['Profiles and preferences', 'Profile: 1', 'Courses: 5', 'Account and sign-in']));
  expect(r.lines.join('\n')).not.toMatch(/\?|\d{4}-\d{2}-\d{2}T/);
  expect([r.tagged, r.hasStructTree, r.lang, r.title]).toEqual([true, true, 'en', 'Certificate of deletion']);
});

const app = (collegeName: string, plan: string, status: string, materials: object, ownDeadline: string | null = null) => ({
  id: `a1b2c3d4-0000-4000-8000-${collegeName.length.toString().padStart(12, '0')}`, studentId: 'stu-1', collegeId: 'c-166027', collegeName, plan, status, cycle: 2027,
  ownDeadline, materials, createdAt: '2026-05-02T10:00:00.000Z', updatedAt: '2026-05-03T10:00:00.000Z',
});

const parts: RecordExportPart[] = [
  { service: 'identity', items: {
    account: { id: 'user-1', email: 'anh@example.org', firstName: 'Ánh Nguyễn 陈', lastName: 'Zoë — Ōtsuka', role: 'student', createdAt: '2025-09-01T08:00:00Z', lastLoginAt: '2026-05-30T18:45:00Z', passwordSet: 'yes' },
    sessions: [{ createdAt: '2026-05-30T18:45:00Z', expiresAt: '2026-06-06T18:45:00Z', singleSignOn: false }],
    setPasswordLinks: [], auditEntries: [{ id: 'e-1', at: '2025-09-01T08:00:00Z', actorEmail: 'admin@example.org', action: 'account.created', targetId: 'user-1', outcome: 'success' }],
  } },
  { service: 'students', items: {
    profile: {
      id: 'stu-1', userId: 'user-1', firstName: 'Ánh Nguyễn 陈', lastName: 'Zoë — Ōtsuka', email: 'anh@example.org', gpa: 3.87, satScore: 1450, actScore: null,
      grade: '12', highSchoolName: 'Lincoln High', apIbHonors: 'AP Calculus BC, IB Literature', dateOfBirth: '2008-03-14', targetColleges: 8,
      courses: [
        { courseName: 'Calculus BC', level: 'AP', grade: 'A' }, { courseName: 'Literatura española', level: 'Honors', grade: null },
        { courseName: 'Физика', level: 'Regular', grade: 'B+' }, { courseName: '中文 4', level: 'Regular', grade: 'A-' }, { courseName: 'Biology', level: 'AP', grade: 'In progress' },
      ],
      activities: [{ name: 'Robotics', role: 'Captain', years: 3, hoursPerWeek: 6 }],
    },
    enrollment: { schoolId: 'school-default', counselorId: 'c-1', status: 'active', sourcedId: null, madeByRoster: false },
    collegePreferences: { studentId: 'stu-1', overallFeeling: 'Excited', concerns: 'Financial Aid/Scholarship', collegeSearchStarted: null,
      collegeSizePreferences: ['Medium', 'Large'], locationPreferences: ['West Coast'], academicsExtracurricularsPreferences: [], updatedAt: '2026-05-01T00:00:00Z' },
  } },
  { service: 'roster', items: { enrollment: { studentUserId: 'user-1', schoolId: 'school-default', grade: '12', status: 'active', schoolName: 'Lincoln High' } } },
  { service: 'documents', items: {
    documents: [{ id: 'd0c00000-0000-4000-8000-000000000001', blobId: 'b10b0000-0000-4000-8000-000000000001', uploadId: 'u-1', fileName: 'bảng điểm.pdf', fileType: 'application/pdf', fileSize: 48213, uploadedAt: '2026-05-10T09:00:00Z' }],
    uploads: [{ id: 'u-1', blobId: 'b10b0000-0000-4000-8000-000000000001' }],
  }, files: [{ id: 'd0c00000-0000-4000-8000-000000000001', fileName: 'bảng điểm.pdf', fileType: 'application/pdf', size: 48213 }] },
  { service: 'colleges', items: {
    student: { studentId: 'stu-1' },
    applications: [
      app('University of California, Berkeley', 'RD', 'in_progress', { applicationForm: true, essays: false, transcript: 'requested', testScores: 'not_required', recommendations: [{ name: COUNSELOR, state: 'submitted' }], fee: 'unpaid' }, '2026-11-30'),
      app('Stanford University', 'REA', 'submitted', { applicationForm: true, essays: true, transcript: 'sent', testScores: 'sent', recommendations: [], fee: 'waived' }),
    ],
    applicationChanges: [{ id: 'ch-1', applicationId: 'a1b2c3d4-0000-4000-8000-000000000019', studentId: 'stu-1', at: '2026-05-03T10:00:00Z', actorId: 'user-1', actorName: 'Ánh', summary: 'Status: Researching → In progress' }],
    calendarFeeds: [],
  } },
  { service: 'chat', items: { chatTurnsAskedByStudent: [{ id: 't-1', at: '2026-05-20T10:00:00Z', question: 'When is the Berkeley deadline?', answer: 'November 30.' }], chatTurnsAboutStudent: [], studentContext: null, studentDocuments: [] } },
  { service: 'counseling', items: {
    notes: [{ id: 'n-1', body: '<p>Strong essays.</p><ul><li>Ask about <a href="https://example.org">aid</a></li></ul>', pinned: true, tags: ['college'], authorName: COUNSELOR, createdAt: '2026-05-04T10:00:00Z', updatedAt: '2026-05-04T10:00:00Z', updatedByName: COUNSELOR, history: [] }],
    meetings: [{ id: 'm-1', counselorName: COUNSELOR, startsAt: '2026-05-15T16:30:00Z', lengthMinutes: 30, kind: 'individual', topics: ['essays', 'financial aid'], note: null, state: 'held' }],
    taskAssignments: [{ taskId: 'task-1', title: 'Finish the Berkeley essays', dueDate: '2026-11-15', assignedBy: COUNSELOR, done: false, doneAt: null }],
  } },
];

test('the summary reads as a record: sections in order, labels and dates in words, courses by name, materials as a checklist, no ids', async () => {
  const bytes = await recordPdf(recordSummary({ studentName: NAME, requestedBy: ADMIN, at: '2026-06-01T12:00:00Z' }, parts));
  const r = await readPdf(bytes);
  const text = r.lines.join('\n');
  expect(r.lines[0]).toBe(`Student record: ${NAME}`);
  expect(r.lines).toEqual(expect.arrayContaining([
    `Name: ${NAME}`, 'Grade: 12', 'School: Lincoln High', 'Date of birth: March 14, 2008',
    'GPA: 3.87', 'SAT score: 1450', 'AP, IB and honors courses: AP Calculus BC, IB Literature',
    'Calculus BC (AP), grade A', 'Literatura española (honors)', 'Физика, grade B+', '中文 4, grade A-',
    'College size: Medium and Large',
    'University of California, Berkeley', 'Plan: Regular Decision', 'Status: In progress', 'Deadline: November 30, 2026 (set for this student)',
    'Application form: done', 'Essays: not done yet', 'Transcript: requested, not sent yet', 'Test scores: not required',
    `Recommendation from ${COUNSELOR}: submitted`, 'Application fee: not paid yet',
    'bảng điểm.pdf, PDF, 48.2 kB, uploaded on May 10, 2026',
    `May 15, 2026 at 4:30 PM UTC: Individual meeting with ${COUNSELOR}, 30 minutes, held.`,
    `Finish the Berkeley essays, due November 15, 2026, from ${COUNSELOR}: not done yet`,
    'May 3, 2026, Ánh: Stanford University, Status: Researching → In progress',
    'Strong essays.', '• Ask about aid',
  ]));
  const order = ['The student', 'Profile', 'Courses', 'College preferences', 'College list', 'Documents', 'Meetings', 'Tasks', 'Counselors\' notes', 'The assistant', 'Account']
    .map((h) => r.lines.indexOf(h));
  expect(order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]))).toBe(true);
  expect(text).not.toMatch(ID);
  expect(text).not.toMatch(ISO);
  expect(text).not.toMatch(/item\(s\)|[{}"]|Ap Ib|Sat Score|Gpa|blob/);
  expect(r.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'H3', 'P', 'L', 'LI', 'LBody']));
  expect([r.tagged, r.lang]).toEqual([true, 'en']);
  expect(bytes.length).toBeLessThan(200_000);
});

test('the summary in Spanish: every heading, label and sentence in Spanish, dates by locale, names as written', async () => {
  const lucia = 'Lucía Ñúñez';
  const bytes = await recordPdf({
    ...recordSummary({ studentName: lucia, requestedBy: ADMIN, at: '2026-06-01T12:00:00Z' }, parts, wordingFor('es')), lang: 'es',
  });
  const r = await readPdf(bytes);
  const text = r.lines.join('\n');
  expect(r.lines[0]).toBe(`Expediente del estudiante: ${lucia}`);
  expect(text).toContain(`Todo lo que Counsel guarda sobre ${lucia}, exportado el 1 de junio de 2026`);
  const missing = (lines: string[]) => lines.filter((l) => !r.lines.includes(l));
  expect(missing([
    `Nombre: ${NAME}`, 'Grado: 12', 'Escuela: Lincoln High', 'Fecha de nacimiento: 14 de marzo de 2008',
    'Promedio (GPA): 3.87', 'Puntaje del SAT: 1450', 'Cursos AP, IB y de honores: AP Calculus BC, IB Literature',
    'Calculus BC (AP), calificación A', 'Literatura española (honores)', 'Физика, calificación B+',
    'Tamaño de la universidad: Medium y Large',
    'Plan: Decisión regular', 'Estado: En curso', 'Fecha límite: 30 de noviembre de 2026 (fijada para este estudiante)',
    'Formulario de solicitud: listo', 'Ensayos: todavía no están listos', 'Certificado de notas: pedido, todavía no enviado',
    'Puntajes de exámenes: no se exigen', `Recomendación de ${COUNSELOR}: enviada`, 'Cuota de solicitud: todavía no pagada',
    'Plan: Acción temprana restrictiva', 'Cuota de solicitud: exonerada',
    'Contraseña establecida: sí', 'Sesiones guardadas: 1 sesión',
  ])).toEqual([]);
  // A long line wraps in the PDF: read across the break.
  expect(text.replace(/\n/g, ' ')).toContain(`Finish the Berkeley essays, para el 15 de noviembre de 2026, de ${COUNSELOR}: todavía no hecha`);
  expect(text).toMatch(/bảng điểm\.pdf, PDF, 48,2 kB, subido el 10 de mayo de 2026/);
  expect(text.replace(/\n/g, ' ')).toMatch(new RegExp(`15 de mayo de 2026 a las 16:30 UTC: Reunión individual con ${COUNSELOR}, 30 minutos, realizada\\.`));
  const order = ['El estudiante', 'Perfil', 'Cursos', 'Preferencias universitarias', 'Lista de universidades', 'Documentos', 'Reuniones', 'Tareas',
    'Notas de los consejeros', 'El asistente', 'Cuenta'].map((h) => r.lines.indexOf(h));
  expect(order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]))).toBe(true);
  // No English sentence of the summary is left (the services' own values, like a change's summary, stay as kept).
  expect(text).not.toMatch(/\b(The student|College list|not done yet|uploaded on|Application fee|Account opened|Questions the student)\b/);
  expect(text).not.toMatch(ID);
  expect([r.tagged, r.lang]).toEqual([true, 'es']);
});

test('the summary in English is unchanged by the Spanish text: the wording for no language or an unknown one is English', () => {
  const english = recordSummary({ studentName: 'Lucía Ñúñez', requestedBy: ADMIN, at: '2026-06-01T12:00:00Z' }, parts);
  expect(recordSummary({ studentName: 'Lucía Ñúñez', requestedBy: ADMIN, at: '2026-06-01T12:00:00Z' }, parts, wordingFor(null))).toEqual(english);
  expect(recordSummary({ studentName: 'Lucía Ñúñez', requestedBy: ADMIN, at: '2026-06-01T12:00:00Z' }, parts, wordingFor('fr'))).toEqual(english);
  expect(english.title).toBe('Student record: Lucía Ñúñez');
});
