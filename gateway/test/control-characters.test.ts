import { describe, expect, it } from '@jest/globals';
import { Client } from './support/client.js';
import { portalPerFile } from './support/portal-per-file.js';

/**
 * Input hygiene: control characters (NUL, BEL...) in free text are refused with a clear 400
 * on REST and on GraphQL alike (the services' own rules use kit's plainText), and nothing is stored.
 */
const t = portalPerFile();

type Msg = { message: string };
type GqlErrors = { errors?: { message: string; extensions: { code: string; status: number } }[]; data?: unknown };
const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.org`;
const CONTROLS = [['NUL', '\u0000'], ['BEL', '\u0007']] as const;

/** Whether an account exists, asked as the admin (a refused registration must store nothing). */
async function accountCount(email: string) {
  const res = await t.c.admin.get<unknown[]>(`/api/users?q=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return Number(res.headers.get('x-total-count'));
}

describe.each(CONTROLS)('a %s in a name', (_name, ctl) => {
  it('is refused by POST /api/auth/register with 400, and no account is made', async () => {
    const email = uniqueEmail('ctl-rest');
    const res = await new Client(t.portal.url).post<Msg>('/api/auth/register', { email, password: 'secret123', firstName: `Ma${ctl}ya`, lastName: 'Lee' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'First name must not contain control characters' });
    const last = await new Client(t.portal.url).post<Msg>('/api/auth/register', { email, password: 'secret123', firstName: 'Maya', lastName: `Lee${ctl}` });
    expect(last.body).toEqual({ message: 'Last name must not contain control characters' });
    expect(await accountCount(email)).toBe(0);
  });

  it('is refused by the GraphQL register mutation with BAD_USER_INPUT, and no account is made', async () => {
    const email = uniqueEmail('ctl-gql');
    const res = await new Client(t.portal.url).post<GqlErrors>('/graphql', {
      query: 'mutation($input: RegisterInput!) { register(input: $input) { user { id } } }',
      variables: { input: { email, password: 'secret123', firstName: `Ma${ctl}ya`, lastName: 'Lee' } },
    });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'First name must not contain control characters', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await accountCount(email)).toBe(0);
  });

  it('is refused in a staff account an admin creates (REST)', async () => {
    const email = uniqueEmail('ctl-staff');
    const res = await t.c.admin.post<Msg>('/api/auth/register-counselor', { email, password: 'secret123', firstName: `Sam${ctl}`, lastName: 'Ray', role: 'counselor' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'First name must not contain control characters' });
    expect(await accountCount(email)).toBe(0);
  });
});

describe.each(CONTROLS)('a %s in a student profile field', (_name, ctl) => {
  /** A new student with a saved profile, signed in. */
  async function studentWithProfile() {
    const client = new Client(t.portal.url);
    const reg = await client.post<{ id: string }>('/api/auth/register', { email: uniqueEmail('ctl-profile'), password: 'secret123', firstName: 'Riley', lastName: 'Park' });
    expect(reg.status).toBe(201);
    const created = await client.post<{ id: string }>('/api/students', { userId: reg.body.id, highSchoolName: 'Central High' });
    expect(created.status).toBe(201);
    return { client, id: created.body.id, userId: reg.body.id };
  }

  it('is refused by PUT /api/students/{id} with 400 and leaves the profile as it was', async () => {
    const s = await studentWithProfile();
    const res = await s.client.put<Msg>(`/api/students/${s.id}`, { userId: s.userId, highSchoolName: `Central${ctl} High` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'High school name must not contain control characters' });
    expect((await s.client.get<{ highSchoolName: string }>('/api/students/me')).body.highSchoolName).toBe('Central High');
  });

  it('is refused by the GraphQL updateStudentProfile mutation, and nothing changes', async () => {
    const s = await studentWithProfile();
    const res = await s.client.post<GqlErrors>('/graphql', {
      query: 'mutation($id: ID!, $input: StudentProfileInput!) { updateStudentProfile(id: $id, input: $input) { id } }',
      variables: { id: s.id, input: { userId: s.userId, highSchoolName: `Central${ctl} High` } },
    });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'High school name must not contain control characters', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect((await s.client.get<{ highSchoolName: string }>('/api/students/me')).body.highSchoolName).toBe('Central High');
  });
});

describe('multi-line text', () => {
  it('keeps line breaks in a long profile answer but refuses a NUL in it', async () => {
    const client = new Client(t.portal.url);
    const reg = await client.post<{ id: string }>('/api/auth/register', { email: uniqueEmail('ctl-long'), password: 'secret123', firstName: 'Kim', lastName: 'Lo' });
    const created = await client.post<{ id: string; clubs: string }>('/api/students', { userId: reg.body.id, clubs: 'Chess\nDebate\tteam' });
    expect(created.status).toBe(201);
    expect(created.body.clubs).toBe('Chess\nDebate\tteam');
    const res = await client.put<Msg>(`/api/students/${created.body.id}`, { userId: reg.body.id, clubs: 'Chess\u0000' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Clubs must not contain control characters' });
  });

  it('refuses a control character in a content item title and in the system prompt', async () => {
    const item = await t.c.admin.post<Msg>('/api/content', { type: 'note', title: 'FAFSA\u0007', body: 'Deadlines' });
    expect(item.status).toBe(400);
    expect(item.body).toEqual({ message: 'Title must not contain control characters' });
    const prompt = await t.c.admin.post<Msg>('/api/system-settings', { key: 'chatbot_system_prompt', value: 'Be kind.\u0000' });
    expect(prompt.status).toBe(400);
    expect(prompt.body).toEqual({ message: 'Value must not contain control characters' });
  });
});
