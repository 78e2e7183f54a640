import { expect } from '@jest/globals';
import { until } from '../../../services/kit/test/support/eventually.js';
import { Client } from './client.js';
import { PORTAL_WAIT } from './portal-wait.js';

/** A student signed up and with a profile, once the colleges service has heard of them: a reader of their own. */
export async function newStudent(portalUrl: string, tag: string, password = 'student-pass') {
  const client = new Client(portalUrl);
  const email = `${tag}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const reg = await client.post<{ id: string }>('/api/auth/register', { email, password, firstName: 'Kept', lastName: 'Reader' });
  expect(reg.status).toBe(201);
  const prof = await client.post<{ id: string }>('/api/students', { userId: reg.body.id, gpa: 3.1, grade: '12' });
  expect(prof.status).toBe(201);
  const studentId = prof.body.id;
  await until('the colleges service to learn of the student', () => client.get(`/api/students/${studentId}/applications`), (res) => res.status === 200, PORTAL_WAIT);
  return { client, email, userId: reg.body.id, studentId };
}
