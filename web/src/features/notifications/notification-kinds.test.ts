import { beforeAll, describe, expect, it } from '@jest/globals';
import { ROLES } from '../../app/roles';
import { catalogT, loadGlobalCatalogs } from '../../test-support/catalog-t';
import { changedPreferences, KINDS, kindLabel, kindsForRole, kindTopic, preferenceGroups } from './notification-kinds';

const ALL_KINDS: string[] = [...KINDS];
beforeAll(() => loadGlobalCatalogs('en', ['notifications']));
const every = (delivery: string) => ALL_KINDS.map((kind) => ({ kind, delivery }));

describe('the kinds each role is offered', () => {
  it('never offers a student the district kinds, and offers admins all three', () => {
    const student = kindsForRole('student');
    expect(student).toContain('TASK_ASSIGNED');
    expect(student).not.toContain('ROSTER_IMPORT_APPLIED');
    expect(student).not.toContain('DELETION_COMPLETED');
    expect(kindsForRole('admin')).toEqual(['ROSTER_IMPORT_APPLIED', 'DELETION_COMPLETED', 'EXPORT_READY']);
  });

  it('gives every kind to at least one role, and every role at least one kind', () => {
    const offered = new Set(ROLES.flatMap((role) => kindsForRole(role)));
    expect([...offered].sort()).toEqual([...ALL_KINDS].sort());
    for (const role of ROLES) expect(kindsForRole(role).length).toBeGreaterThan(0);
  });

  it('offers a teacher letter requests only, and a counselor the letters of their students', () => {
    expect(kindsForRole('teacher')).toEqual(['LETTER_REQUESTED']);
    expect(kindsForRole('counselor')).toEqual(['LETTER_REQUESTED', 'LETTER_ACCEPTED', 'LETTER_DECLINED', 'LETTER_SUBMITTED']);
  });
});

describe('preferenceGroups', () => {
  it('groups the role\'s kinds in plain words, with the saved delivery, dropping empty groups', () => {
    const groups = preferenceGroups('student', [...every('IN_APP').filter((p) => p.kind !== 'TASK_DUE'), { kind: 'TASK_DUE', delivery: 'DIGEST' }]);
    expect(groups.map((g) => g.title)).toEqual(['Deadlines and tasks', 'Meetings', 'Recommendation letters', 'College plan', 'Records and the district']);
    expect(groups[4].rows.map((r) => r.kind)).toEqual(['EXPORT_READY']);
    expect(groups[0].rows).toEqual([
      { kind: 'DEADLINE_REMINDER', label: 'A deadline is coming up', delivery: 'IN_APP' },
      { kind: 'TASK_ASSIGNED', label: 'A task is assigned to you', delivery: 'IN_APP' },
      { kind: 'TASK_DUE', label: 'A task is due soon', delivery: 'DIGEST' },
    ]);
  });

  it('shows only kinds the server lists, and never a kind of another role even if listed', () => {
    const groups = preferenceGroups('student', [{ kind: 'MEETING_MOVED', delivery: 'OFF' }, { kind: 'ROSTER_IMPORT_APPLIED', delivery: 'EMAIL_NOW' }]);
    expect(groups).toEqual([{ title: 'Meetings', rows: [{ kind: 'MEETING_MOVED', label: 'A meeting is moved', delivery: 'OFF' }] }]);
  });

  it('reads an unknown delivery as in the app only', () => {
    expect(preferenceGroups('admin', [{ kind: 'EXPORT_READY', delivery: 'PIGEON' }])[0].rows[0].delivery).toBe('IN_APP');
  });
});

describe('changedPreferences', () => {
  it('sends only the kinds whose choice differs from the saved one', () => {
    const saved = [{ kind: 'TASK_DUE', delivery: 'IN_APP' }, { kind: 'TASK_ASSIGNED', delivery: 'EMAIL_NOW' }];
    expect(changedPreferences(saved, { TASK_DUE: 'DIGEST', TASK_ASSIGNED: 'EMAIL_NOW' })).toEqual([{ kind: 'TASK_DUE', delivery: 'DIGEST' }]);
    expect(changedPreferences(saved, {})).toEqual([]);
  });

  it('ignores kinds the caller was never offered', () => {
    expect(changedPreferences([{ kind: 'TASK_DUE', delivery: 'IN_APP' }], { EXPORT_READY: 'OFF' })).toEqual([]);
  });
});

describe('kindLabel', () => {
  it('says a known kind in words and keeps an unknown one as it came', () => {
    expect(kindLabel('LETTER_DECLINED')).toBe('A teacher declines a letter request');
    expect(kindLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('kindTopic', () => {
  it('says what the emails of a kind are about, for every kind', async () => {
    expect(kindTopic('TASK_ASSIGNED')).toBe('tasks assigned to you');
    const t = await catalogT('en', 'notifications');
    expect(t('unsubscribe.done', { kind: kindTopic('MEETING_CANCELLED') })).toBe('You will no longer get emails about cancelled meetings');
    expect(ALL_KINDS.filter((kind) => kindTopic(kind) === 'these notifications' || kindLabel(kind) === kind)).toEqual([]);
  });

  it('speaks Spanish once the language is Spanish', async () => {
    await loadGlobalCatalogs('es', ['notifications']);
    try {
      expect(kindTopic('MEETING_CANCELLED')).toBe('reuniones canceladas');
      expect(kindLabel('TASK_ASSIGNED')).toBe('Se le asigna una tarea');
    } finally {
      await loadGlobalCatalogs('en', ['notifications']);
    }
  });

  it('falls back to general words for an unknown or missing kind', () => {
    expect(kindTopic('SOMETHING_NEW')).toBe('these notifications');
    expect(kindTopic(null)).toBe('these notifications');
  });
});
