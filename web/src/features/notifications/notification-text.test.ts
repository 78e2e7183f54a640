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
    expect(renderNotificationText(t, 'someLaterCode', {})).toBeNull();
    expect(renderNotificationText(t, 'plain', { title: 'Old', body: 'Text' })).toBeNull();
    expect(renderNotificationText(t, 'toString', {})).toBeNull();
  });

  it('writes the staff\'s notifications in Spanish', async () => {
    const t = await catalogT('es', 'notifications');
    expect(renderNotificationText(t, 'letterRequestedTeacher', { student: 'Maya Chen' })).toEqual({
      title: 'Maya Chen le pidió una carta de recomendación', body: 'Acéptela o rechácela en su lista.',
    });
    expect(renderNotificationText(t, 'letterAcceptedCounselor', { teacher: 'Daniel Okafor', student: 'Maya Chen' })?.title)
      .toBe('Daniel Okafor aceptó la solicitud de carta de Maya Chen');
    expect(renderNotificationText(t, 'letterRequestedCounselor', { teacher: '', student: '' })?.title).toBe('Un estudiante pidió una carta a un maestro');
    expect(renderNotificationText(t, 'rosterImportApplied', { fileName: 'otoño.csv', create: 1, update: 2, deactivate: 0, rejected: 3 })).toEqual({
      title: 'Importación de la lista aplicada: otoño.csv', body: '1 creados, 2 actualizados, 0 desactivados, 3 rechazados.',
    });
    expect(renderNotificationText(t, 'deletionCompleted', {})?.body).toBe('El certificado de eliminación está en Expedientes.');
  });

  // The service's English (services/notifications/src/domain/texts/en.ts, pinned by its rules' tests): the English
  // catalog must say each exactly so, so that a Spanish reader is told the same thing.
  it('says the staff\'s notifications in English exactly as the service does', async () => {
    const t = await catalogT('en', 'notifications');
    const lettersOfStudents = "See the students' letter requests.";
    const samples: [string, Record<string, string | number>, { title: string; body: string }][] = [
      ['letterRequestedTeacher', { student: 'Maya Chen' }, { title: 'Maya Chen asked you for a recommendation letter', body: 'Accept or decline it in your queue.' }],
      ['letterRequestedTeacher', { student: '' }, { title: 'A student asked you for a recommendation letter', body: 'Accept or decline it in your queue.' }],
      ['letterRequestedCounselor', { student: 'Maya Chen', teacher: 'Daniel Okafor' }, { title: 'Maya Chen asked Daniel Okafor for a letter', body: lettersOfStudents }],
      ['letterRequestedCounselor', { student: 'Maya Chen', teacher: '' }, { title: 'Maya Chen asked The teacher for a letter', body: lettersOfStudents }],
      ['letterAcceptedCounselor', { student: 'Maya Chen', teacher: 'Daniel Okafor' }, { title: "Daniel Okafor accepted Maya Chen's letter request", body: lettersOfStudents }],
      ['letterDeclinedCounselor', { student: 'Maya Chen', teacher: '' }, { title: "The teacher declined Maya Chen's letter request", body: lettersOfStudents }],
      ['letterSubmittedCounselor', { student: 'Maya Chen', teacher: 'Daniel Okafor' }, { title: "Daniel Okafor submitted Maya Chen's letter request", body: lettersOfStudents }],
      ['rosterImportApplied', { fileName: 'fall.csv', create: 1, update: 2, deactivate: 0, rejected: 0 },
        { title: 'Roster import applied: fall.csv', body: '1 created, 2 updated, 0 deactivated, 0 rejected.' }],
      ['rosterImportApplied', { fileName: '', create: 0, update: 0, deactivate: 4, rejected: 1 },
        { title: 'Roster import applied', body: '0 created, 0 updated, 4 deactivated, 1 rejected.' }],
      ['deletionCompleted', {}, { title: 'A record deletion you asked for is complete', body: 'The certificate of deletion is in Records.' }],
    ];
    for (const [code, params, english] of samples) expect(renderNotificationText(t, code, params)).toEqual(english);
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
