import { expect } from '@jest/globals';
import { Client, type ApiResponse } from '../support/portal.js';
import { until } from '../../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from '../support/portal-wait.js';

/** A small valid PDF, the bytes a student uploads. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface SeededStudent {
  client: Client;
  email: string;
  password: string;
  lastName: string;
  userId: string;
  studentId: string;
  documentIds: string[];
  applicationIds: string[];
  question: string;
  noteText: string;
}

const ok = (res: ApiResponse, status: number, what: string) => {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
};

/**
 * A student with everything the deletion test names: a profile, preferences, documents with files, an
 * indexed knowledge question about them asked by a counselor, and applications on a college list; and what the counseling service
 * adds: a counselor's note, a scheduled meeting and a task.
 */
export async function seedStudent(baseUrl: string, counselor: Client, tag: string): Promise<SeededStudent> {
  const client = new Client(baseUrl);
  const lastName = `Quillfeather${tag}`;
  const email = `records-${tag.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'student-pass-1';
  const reg = await client.post<{ id: string }>('/api/auth/register', { email, password, firstName: 'Robin', lastName });
  ok(reg, 201, 'register');
  const prof = await client.post<{ id: string }>('/api/students', { userId: reg.body.id, gpa: 3.71, grade: '12', satScore: 1350, firstName: 'Robin', lastName });
  ok(prof, 201, 'profile');
  const studentId = prof.body.id;
  ok(await client.post(`/api/students/${studentId}/college-preferences`, {
    overallFeeling: 'Excited', concerns: 'Financial Aid/Scholarship', collegeSearchStarted: null,
    collegeSizePreferences: [], locationPreferences: [], academicsExtracurricularsPreferences: [],
  }), 200, 'preferences');

  const documentIds: string[] = [];
  for (const name of ['transcript.pdf', 'essay-draft.pdf']) {
    const reserved = await client.post<{ uploadURL: string }>('/api/documents/upload-url');
    ok(reserved, 200, 'upload url');
    const url = new URL(reserved.body.uploadURL, baseUrl);
    const put = await fetch(new URL(url.pathname + url.search, baseUrl), { method: 'PUT', body: PDF, headers: { 'content-type': 'application/pdf', cookie: client.cookie ?? '' } });
    expect(put.ok).toBe(true);
    const doc = await client.post<{ id: string }>(`/api/students/${studentId}/documents`, { uploadURL: reserved.body.uploadURL, fileName: name });
    ok(doc, 201, 'register document');
    documentIds.push(doc.body.id);
  }

  // The colleges service learns of the student from events: its list answers once it has.
  await until('the colleges service knows the student', async () => (await client.get(`/api/students/${studentId}/applications`)).status === 200, undefined, PORTAL_WAIT);
  const applicationIds: string[] = [];
  for (const collegeId of ['110635', '243744']) {
    const app = await client.post<{ id: string }>(`/api/students/${studentId}/applications`, { collegeId, plan: 'RD' });
    ok(app, 201, 'add application');
    applicationIds.push(app.body.id);
  }

  const question = `What deadlines should Robin ${lastName} plan for?`;
  let lastChat = '';
  await until('chat knows the student', async () => {
    const res = await counselor.post('/api/chat', { message: question, studentId, provider: 'offline' });
    lastChat = `${res.status} ${res.text.slice(0, 200)}`;
    return res.status === 200;
  }, undefined, PORTAL_WAIT).catch((err: Error) => { throw new Error(`${err.message}; last answer ${lastChat}`); });
  // Counseling: a note, a scheduled meeting and a task about the student, once counseling knows them.
  const noteText = `Met Robin ${lastName} about essays`;
  await until('counseling knows the student', async () =>
    (await counselor.post(`/api/students/${studentId}/notes`, { body: `<p>${noteText}</p>`, tags: ['college'] })).status === 201, undefined, PORTAL_WAIT);
  ok(await counselor.post(`/api/students/${studentId}/meetings`, {
    startsAt: new Date(Date.now() + 86_400_000).toISOString(), lengthMinutes: 30, kind: 'individual', topics: ['Essays'], note: `Follow up with ${lastName}`,
  }), 201, 'schedule a meeting');
  ok(await counselor.post('/api/tasks', { title: `Draft the essay (${lastName})`, dueDate: '2027-01-10', assignees: { studentIds: [studentId] } }), 201, 'assign a task');
  return { client, email, password, lastName, userId: reg.body.id, studentId, documentIds, applicationIds, question, noteText };
}
