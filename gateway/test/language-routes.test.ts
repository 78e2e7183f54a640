// PUT /api/me/language: a user's language is remembered on the account, answered by "who am I" on every session
// (the gateway's session cache is refreshed), and on a new sign-in; only 'en' and 'es' exist, null forgets it.
import { describe, expect, it } from '@jest/globals';
import { Client } from './support/client.js';
import { portalPerFile } from './support/portal-per-file.js';

const t = portalPerFile();
const uniqueEmail = () => `lang-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function newStudent() {
  const creds = { email: uniqueEmail(), password: 'language-1', firstName: 'Begoña', lastName: 'Muñoz' };
  const first = new Client(t.portal.url);
  expect((await first.post('/api/auth/register', creds)).status).toBe(201);
  return { creds, first };
}

/** The session's cached answer changes once the refresh event reached the gateway. */
async function languageOf(client: Client, expected: string | null) {
  for (let i = 0; i < 50; i++) {
    const res = await client.get<{ language: string | null }>('/api/auth/user');
    if (res.body.language === expected) return expected;
    await new Promise((r) => setTimeout(r, 100));
  }
  return (await client.get<{ language: string | null }>('/api/auth/user')).body.language;
}

describe('PUT /api/me/language', () => {
  it('remembers the language on the account: this session, another one, and a new sign-in read it', async () => {
    const { creds, first } = await newStudent();
    const second = new Client(t.portal.url);
    await second.login(creds);
    expect((await first.get<{ language: string | null }>('/api/auth/user')).body.language).toBeNull();
    expect((await second.get<{ language: string | null }>('/api/auth/user')).body.language).toBeNull();

    const res = await first.put<{ language: string; email: string }>('/api/me/language', { language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: 'es', email: creds.email });
    expect(await languageOf(first, 'es')).toBe('es');
    expect(await languageOf(second, 'es')).toBe('es');

    const later = new Client(t.portal.url);
    const signIn = await later.post<{ language: string }>('/api/auth/login', creds);
    expect(signIn.body.language).toBe('es');
    const me = await later.post<{ data: { me: { language: string } } }>('/graphql', { query: '{ me { language } }' });
    expect(me.body.data.me.language).toBe('es');

    // null goes back to the browser's language.
    expect((await first.put('/api/me/language', { language: null })).status).toBe(200);
    expect(await languageOf(first, null)).toBeNull();
  });

  it.each([
    [{ language: 'fr' }, 'Language must be one of: en, es'],
    [{ language: 42 }, 'Language must be one of: en, es'],
    [{}, 'Language must be one of: en, es'],
  ])('refuses %j with 400 and one message', async (body, message) => {
    const { first } = await newStudent();
    const res = await first.put('/api/me/language', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('is 401 signed out, before the body is read', async () => {
    const res = await t.c.anon.put('/api/me/language', { language: 'xx' });
    expect(res.status).toBe(401);
  });

  it('is the same through GraphQL', async () => {
    const { first } = await newStudent();
    const res = await first.post<{ data: { setMyLanguage: { language: string } } }>('/graphql', { query: 'mutation { setMyLanguage(language: "es") { language } }' });
    expect(res.body.data.setMyLanguage.language).toBe('es');
    const bad = await first.post<{ errors: { message: string }[] }>('/graphql', { query: 'mutation { setMyLanguage(language: "de") { language } }' });
    expect(bad.body.errors[0].message).toBe('Language must be one of: en, es');
  });
});
