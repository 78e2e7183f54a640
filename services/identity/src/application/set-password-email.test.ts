import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { Subjects } from '@counsel/proto-events';
import { createLogger, type Principal } from '@counsel/kit';
import { simpleParser } from 'mailparser';
import { SmtpMailer } from '../adapters/smtp/smtp-mailer.js';
import { ADMIN, imported, openIdentityHarness, type IdentityHarness } from '../../test/support/identity-harness.js';
import { until } from '../../../kit/test/support/eventually.js';

/** A real SMTP peer on a free local port, keeping every message it accepts; it refuses one recipient. */
interface Received { from: string; to: string[]; raw: string }
const received: Received[] = [];
const REFUSED = 'bounces@district.org';
let server: SMTPServer;
let port: number;
const logLines: string[] = [];
let h: IdentityHarness;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, cb) {
      cb(address.address === REFUSED ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
  const log = createLogger('test', 'debug', { write: (line: string) => { logLines.push(line); } });
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Counsel <no-reply@district.org>', log);
  h = await openIdentityHarness({ mailer, publicUrl: 'https://counsel.district.org' });
});
afterAll(async () => {
  await h?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Quoted-printable soft line breaks and escapes undone, so a long URL reads whole. */
const body = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('set-password links by email (a real local SMTP server)', () => {
  it('emails each link to its user, marks which were sent, and never logs a token', async () => {
    await h.bus.publish(Subjects.rosterAccountImported, imported(1));
    await h.bus.publish(Subjects.rosterAccountImported, imported(2, { email: REFUSED }));
    await until('account stu-2', async () => (await h.stores.users.byId('stu-2')) !== null);

    const links = await h.setPasswordLinks.issue(ADMIN, { importId: 'imp-1', email: true });
    expect(links.map((l) => [l.email, l.emailed])).toEqual([[REFUSED, false], ['student1@district.org', true]]);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('no-reply@district.org');
    expect(mail.to).toEqual(['student1@district.org']);
    expect(mail.raw).toMatch(/^Subject: Set your Counsel password$/m);
    const sent = links.find((l) => l.emailed)!;
    expect(body(mail.raw)).toContain(sent.url);
    expect(body(mail.raw)).toContain('Hello First1,');

    // The emailed link works.
    const token = sent.url.split('#token=')[1];
    await expect(h.service.setPasswordWithToken({ token, password: 'from-email-1' }, '203.0.113.50')).resolves.toMatchObject({ user: { id: 'stu-1' } });

    // The failed send was logged with its recipient; no log line holds a link or token.
    expect(logLines.some((l) => l.includes('email could not be sent') && l.includes(REFUSED))).toBe(true);
    for (const l of links) expect(logLines.join('\n')).not.toContain(l.url.split('#token=')[1]);
    const audit = await h.stores.audit.list({ action: 'password_links.issued', limit: 5, offset: 0 });
    expect(audit.items[0].detail).toBe('2 link(s) issued, 1 emailed');
  });

  it('writes the email in the language the user chose, accents intact', async () => {
    await h.bus.publish(Subjects.rosterAccountImported, imported(7, { importId: 'imp-es', firstName: 'Begoña' }));
    await until('account stu-7', async () => (await h.stores.users.byId('stu-7')) !== null);
    const begona: Principal = { userId: 'stu-7', email: 'student7@district.org', firstName: 'Begoña', lastName: 'Last7', role: 'student', sessionId: null };
    await expect(h.service.setMyLanguage(begona, 'fr')).rejects.toThrow('Language must be one of: en, es');
    await expect(h.service.setMyLanguage(begona, 'es')).resolves.toMatchObject({ id: 'stu-7', language: 'es' });
    const before = received.length;

    const [link] = await h.setPasswordLinks.issue(ADMIN, { importId: 'imp-es', email: true });
    expect(link.emailed).toBe(true);
    const mail = received[before];
    expect(mail.to).toEqual(['student7@district.org']);
    // The subject is MIME-encoded (it is not ASCII); the body is decoded as the reader's mail program would.
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('Establezca su contraseña de Counsel');
    expect(parsed.text).toContain('Hola Begoña:');
    expect(parsed.text).toContain('establezca su contraseña en un plazo de');
    expect(parsed.text).toContain(link.url);
    expect(parsed.text).not.toContain('Hello');
  });

  it('refuses to email relative links (no PUBLIC_URL)', async () => {
    const other = await openIdentityHarness({ mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'x@y.org', createLogger('test', 'silent')) });
    try {
      await expect(other.setPasswordLinks.issue(ADMIN, { userIds: ['u'], email: true })).rejects.toThrow('Set PUBLIC_URL so that emailed links point at the portal');
    } finally {
      await other.close();
    }
  });
});
