// Teachers over real HTTP: the demo teacher signs in, an admin makes another and assigns them to a
// school like a counselor, their token then carries that school, and the spec's portal still refuses them.
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { Client, DEMO } from './support/client.js';
import { portalPerFile } from './support/portal-per-file.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const t = portalPerFile();
const fresh = () => new Client(t.portal.url);

interface Me { me: { id: string; role: string; displayName: string; schoolIds: string[] } | null }
const me = async (c: Client) => (await c.post<{ data: Me }>('/graphql', { query: 'query { me { id role displayName schoolIds } }' })).body.data.me;

describe('teacher accounts', () => {
  it('seeds the demo teacher, assigned to the demo school, who signs in with the published password', async () => {
    const teacher = fresh();
    expect(await teacher.login(DEMO.teacher)).toMatchObject({ role: 'teacher', email: DEMO.teacher.email });
    await until('the demo teacher\'s school', async () => (await me(teacher))?.schoolIds.includes(DEFAULT_SCHOOL_ID), undefined, PORTAL_WAIT);
    expect(await me(teacher)).toMatchObject({ role: 'teacher', displayName: 'Daniel Okafor' });
    const users = await t.c.admin.get<{ email: string; role: string }[]>(`/api/users?q=${encodeURIComponent(DEMO.teacher.email)}`);
    expect(users.status).toBe(200);
    expect(users.body.map((u) => [u.email, u.role])).toContainEqual([DEMO.teacher.email, 'teacher']);
  });

  it('lets an admin create a teacher and assign them to a school; the teacher\'s sessions then carry it', async () => {
    const email = `teacher-${Date.now().toString(36)}@example.org`;
    const made = await t.c.admin.post<{ id: string; role: string }>('/api/auth/register-counselor', { email, password: 'teacher-pass-1', firstName: 'Tess', lastName: 'Reed', role: 'teacher' });
    expect(made.status).toBe(201);
    expect(made.body.role).toBe('teacher');
    // A counselor may not make one; a wrong role is refused with the message that names the choices.
    expect((await t.c.counselor.post('/api/auth/register-counselor', { email: `x-${email}`, password: 'teacher-pass-1', firstName: 'X', lastName: 'Y', role: 'teacher' })).status).toBe(403);
    const wrong = await t.c.admin.post<{ message: string }>('/api/auth/register-counselor', { email: `y-${email}`, password: 'teacher-pass-1', firstName: 'X', lastName: 'Y', role: 'student' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Role must be counselor, admin or teacher');

    const school = await t.c.admin.post<{ id: string }>('/api/schools', { name: `Teacher High ${email}` });
    expect(school.status).toBe(201);
    const assigned = await t.c.admin.put(`/api/users/${made.body.id}/schools`, { schoolIds: [school.body.id] });
    expect(assigned.status).toBe(200);
    const teacher = fresh();
    await teacher.login({ email, password: 'teacher-pass-1' });
    await until('the teacher\'s school in their session', async () => (await me(teacher))?.schoolIds.includes(school.body.id), undefined, PORTAL_WAIT);

    // Schools give a teacher nothing of the spec's portal: no student list, no student record, no staff screens.
    expect((await teacher.get('/api/students')).status).toBe(403);
    expect((await teacher.get('/api/students/me')).status).toBe(404);
    expect((await teacher.get('/api/schools')).status).toBe(403);
    expect((await teacher.get('/api/users')).status).toBe(403);
  });
});
