import { beforeAll, describe, expect, it } from '@jest/globals';
import { setDateLocale } from '../../app/date-format';
import { catalogT, loadGlobalCatalogs } from '../../test-support/catalog-t';
import { notificationWords, renderNotificationText } from './notification-text';


beforeAll(() => setDateLocale('es-US'));

describe('a notification in the reader\'s language', () => {
  it('writes the student\'s notifications in Spanish, dates the Spanish way', async () => {
    const t = await catalogT('es', 'notifications');
    expect(renderNotificationText(t, 'planReturned', { reviewer: 'Sra. Núñez' })).toEqual({
      title: 'Sra. Núñez devolvió su plan de cuatro años', body: 'Vea el comentario sobre su plan y envíelo de nuevo.',
    });
    expect(renderNotificationText(t, 'taskAssigned', { task: 'FAFSA', dueDate: '2026-12-02' })).toEqual({ title: 'Nueva tarea: FAFSA', body: 'Vence el 2 dic 2026.' });
    expect(renderNotificationText(t, 'deadlineReminder', { college: 'Reed College', daysLeft: 7, deadline: '2026-12-02', missing: [] }))
      .toEqual({ title: 'Reed College: fecha límite en 7 días (2 dic 2026)', body: 'No falta nada.' });
    expect(renderNotificationText(t, 'letterDeclinedStudent', { teacher: '' })?.title).toBe('El maestro rechazó su solicitud de carta');
    expect(renderNotificationText(t, 'exportReady', { fileCount: 3 })?.body).toBe('3 archivos.');
  });

  it('leaves what it does not know to the service\'s English', async () => {
    const t = await catalogT('es', 'notifications');
    expect(renderNotificationText(t, 'rosterImportApplied', {})).toBeNull();
    expect(renderNotificationText(t, 'plain', { title: 'Old', body: 'Text' })).toBeNull();
    expect(renderNotificationText(t, 'toString', {})).toBeNull();
  });

  it('shows an English reader the service\'s own words, a Spanish reader the catalog\'s', async () => {
    const item = { title: 'Ms. Lee approved your four-year plan', body: 'See your plan.', code: 'planApproved', params: { reviewer: 'Ms. Lee' } };
    await loadGlobalCatalogs('en', ['notifications']);
    expect(notificationWords(item)).toEqual({ title: item.title, body: item.body });
    expect(notificationWords({ ...item, code: null })).toEqual({ title: item.title, body: item.body });
    await loadGlobalCatalogs('es', ['notifications']);
    expect(notificationWords(item)).toEqual({ title: 'Ms. Lee aprobó su plan de cuatro años', body: 'Vea su plan.' });
    await loadGlobalCatalogs('en', ['notifications']);
  });
});
