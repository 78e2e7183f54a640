import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { until } from '../../../kit/test/support/eventually.js';
import { SmtpMailer } from '../adapters/smtp/smtp-mailer.js';
import { linkedGuardians, seedPeople, testNotifications, type TestNotifications } from '../../test/support/test-notifications.js';
import { bodyOf, decodedHeader, headerOf, smtpSink } from '../../test/support/smtp-sink.js';

let sink: Awaited<ReturnType<typeof smtpSink>>;
let mailer: SmtpMailer;
let t: TestNotifications;
beforeAll(async () => {
  sink = await smtpSink();
  mailer = new SmtpMailer(sink.url, 'Counsel <no-reply@district.org>');
});
afterAll(async () => { await mailer.close(); await sink.close(); });
beforeEach(async () => {
  sink.received.length = 0;
  // 05:00 in Chicago: before the digest hour (07:00).
  t = await testNotifications({ now: '2026-11-20T11:00:00.000Z', mailer });
  await seedPeople(t);
  // Lucía, Maya's guardian, invited by her counselor, reads Spanish (identity's language event).
  await t.bus.publish(Subjects.identityUserCreated, { userId: 'u-lucia', email: 'lucia@familia.org', role: 'guardian', createdBy: 'u-priya', firstName: 'Lucía', lastName: 'Chen' });
  await t.bus.publish(Subjects.identityUserLanguageChanged, { userId: 'u-lucia', language: 'es' });
  await t.bus.publish(Subjects.identityGuardianLinkChanged, { linkId: 'l-1', guardianUserId: 'u-lucia', studentUserId: 'u-maya', active: true, linked: true, consentWithdrawn: false });
  await until('Lucía, in Spanish, linked to Maya', async () => {
    const [r] = await t.store.directory.recipients(['u-lucia']);
    return r?.role === 'guardian' && r.language === 'es' && (await linkedGuardians(t, 'u-maya')).includes('u-lucia');
  });
});
afterEach(async () => { await t.close(); });

const deadlineList = (deadline: string) => ({
  studentId: 'st-maya', studentUserId: 'u-maya', updatedAt: '2026-11-20T00:00:00.000Z',
  applications: [{
    applicationId: 'a-rice', collegeId: 'c-rice', collegeName: 'Rice University', city: 'Houston', state: 'TX', plan: 'ED' as const, status: 'in_progress' as const,
    deadline, missing: ['Essays', 'Test scores', 'Recommendation: Ms Lee'], fit: { level: 'MATCH' as const, reason: 'SAT 1490 within the middle 50%' }, flags: [],
  }],
});
const mailTo = (address: string) => sink.received.filter((m) => m.to[0] === address);

describe('notifications in the reader\'s language', () => {
  it("emails a Spanish guardian's deadline reminder in Spanish over a real SMTP server, with the one-click unsubscribe and nothing of grades, scores or notes", async () => {
    await t.bus.publish(Subjects.collegesListChanged, deadlineList('2026-11-22')); // 2 days: urgent, emailed at once
    await t.inboxOf('u-lucia', 1);
    await t.inboxOf('u-maya', 1);
    await t.scheduler.tick();
    const [mail] = mailTo('lucia@familia.org');
    expect(mail).toBeDefined();
    expect(decodedHeader(mail.raw, 'Subject')).toBe('Counsel: Maya Tester: Rice University: fecha límite en 2 días (22 de noviembre de 2026)');
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toMatch(/^<https:\/\/counsel\.district\.org\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const text = bodyOf(mail.raw);
    expect(text).toContain('Hola, Lucía:');
    expect(text).toContain('Falta: Ensayos, Resultados de exámenes, Recomendación: Ms Lee.');
    expect(text).toContain('Ábralo en Counsel: https://counsel.district.org/');
    expect(text).toMatch(/Dejar de recibir correos sobre recordatorios de fechas límite de solicitudes: https:\/\/counsel\.district\.org\/unsubscribe\?token=\S+/);
    expect(text).toContain('Puede elegir qué le envía Counsel por correo en su configuración de notificaciones.');
    for (const english of ['Hello', 'Still missing', 'deadline in', 'Stop emails']) expect(text).not.toContain(english);
    // The profile (GPA 3.87, SAT 1490, ACT 33, rank) and the fit's reason travelled in events; none of it leaves by email.
    for (const secret of ['3.87', '1490', 'ACT', '4 of 310', 'middle 50%', 'MATCH']) expect(text).not.toContain(secret);

    // Maya chose no language: hers is the English it always was.
    const [hers] = mailTo('maya@students.district.org');
    expect(headerOf(hers.raw, 'Subject')).toBe('Counsel: Rice University: deadline in 2 days (2026-11-22)');
    expect(bodyOf(hers.raw)).toContain('Still missing: Essays, Test scores, Recommendation: Ms Lee.');

    // The header's one-click URL works with no sign-in, and a retried POST answers the same.
    const token = decodeURIComponent(/token=([^>]+)>/.exec(headerOf(mail.raw, 'List-Unsubscribe')!)![1]);
    await expect(t.inbox.unsubscribe(token)).resolves.toEqual({ kind: 'DEADLINE_REMINDER' });
    await expect(t.inbox.unsubscribe(token)).resolves.toEqual({ kind: 'DEADLINE_REMINDER' });
  });

  it("writes the daily digest in the reader's language, and follows a change of language", async () => {
    await t.bus.publish(Subjects.collegesListChanged, deadlineList('2026-11-27')); // 7 days: the digest
    await t.inboxOf('u-lucia', 1);
    t.clock.now = new Date('2026-11-20T13:00:00.000Z'); // 07:00 in Chicago
    await t.scheduler.tick();
    const [digest] = mailTo('lucia@familia.org');
    expect(decodedHeader(digest.raw, 'Subject')).toBe('Counsel: su resumen diario del 20 de noviembre de 2026 (1)');
    const text = bodyOf(digest.raw);
    expect(text).toContain('Lo que pasó desde su último resumen:');
    expect(text).toContain('- Maya Tester: Rice University: fecha límite en 7 días (27 de noviembre de 2026)');
    expect(headerOf(digest.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // She switches back to following her browser: her emails are in English again.
    await t.bus.publish(Subjects.identityUserLanguageChanged, { userId: 'u-lucia', language: null });
    await until('no language', async () => (await t.store.directory.recipients(['u-lucia']))[0].language === null);
    t.clock.now = new Date('2026-11-25T15:00:00.000Z'); // the 2-day mark: urgent
    await t.scheduler.tick();
    const later = mailTo('lucia@familia.org');
    expect(later).toHaveLength(2);
    expect(headerOf(later[1].raw, 'Subject')).toBe('Counsel: Maya Tester: Rice University: deadline in 2 days (2026-11-27)');
  });

  it('stores the English text and the message code with its parameters, which the web renders in its reader\'s language', async () => {
    await t.bus.publish(Subjects.collegesListChanged, deadlineList('2026-11-27'));
    const [own] = await t.inboxOf('u-maya', 1);
    expect(own).toMatchObject({
      title: 'Rice University: deadline in 7 days (2026-11-27)', code: 'deadlineReminder',
      params: { college: 'Rice University', deadline: '2026-11-27', daysLeft: 7, missing: ['Essays', 'Test scores', 'Recommendation: Ms Lee'] },
    });
    const [guardians] = await t.inboxOf('u-lucia', 1);
    expect(guardians).toMatchObject({ code: 'deadlineReminderGuardian', params: { student: 'Maya Tester', college: 'Rice University', daysLeft: 7 } });
    await t.bus.publish(Subjects.counselingMeetingChanged, {
      meetingId: 'm-1', studentId: 'st-maya', counselorUserId: 'u-priya', counselorName: 'Priya N', startsAt: '2026-11-24T21:00:00.000Z', lengthMinutes: 30, change: 'moved', at: '2026-11-20T11:00:00.000Z',
    });
    const [moved] = await t.inboxOf('u-maya', 2);
    expect(moved).toMatchObject({
      title: 'Meeting moved with Priya N', body: 'Tue, Nov 24, 3:00 PM CST, 30 minutes.', code: 'meetingMoved',
      params: { counselor: 'Priya N', startsAt: '2026-11-24T21:00:00.000Z', timeZone: 'America/Chicago', lengthMinutes: 30 },
    });
  });
});
