import { describe, expect, it } from '@jest/globals';
import { loadGlobalCatalogs } from '../../test-support/catalog-t';
import {
  applicationIdsToSend, byEarliestDeadline, canCancel, canRead, hasStaffFilters, NO_STAFF_FILTERS, pendingDaysOf,
  STAFF_PAGE_SIZE, staffFilterVariables, stateLabel, teacherLoadLabel, teacherOptions, waiverChoices, waiverText,
} from './letter-rules';

describe('waiverText', () => {
  it('says in words whether the student waived', () => {
    expect(waiverText(true)).toBe('Waived right to read');
    expect(waiverText(false)).toBe('Did not waive');
  });
});

describe('byEarliestDeadline', () => {
  it('puts the earliest deadline first, requests without one last, then the oldest request', () => {
    const rows = [
      { id: 'none', earliestDeadline: null, requestedAt: '2026-09-01T00:00:00Z' },
      { id: 'late', earliestDeadline: '2027-01-01', requestedAt: '2026-09-01T00:00:00Z' },
      { id: 'early-new', earliestDeadline: '2026-11-01', requestedAt: '2026-10-02T00:00:00Z' },
      { id: 'early-old', earliestDeadline: '2026-11-01', requestedAt: '2026-10-01T00:00:00Z' },
    ];
    expect(byEarliestDeadline(rows).map((r) => r.id)).toEqual(['early-old', 'early-new', 'late', 'none']);
    expect(rows[0]!.id).toBe('none');
  });
});

describe('who may do what', () => {
  it('lets a student cancel only before the letter is submitted', () => {
    expect(canCancel('requested')).toBe(true);
    expect(canCancel('accepted')).toBe(true);
    expect(canCancel('submitted')).toBe(false);
    expect(canCancel('declined')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
  });
  it('lets a student read a letter only once submitted and not waived', () => {
    expect(canRead({ state: 'submitted', waived: false })).toBe(true);
    expect(canRead({ state: 'submitted', waived: true })).toBe(false);
    expect(canRead({ state: 'accepted', waived: false })).toBe(false);
  });
});

describe('staff filters', () => {
  it('sends only the filters that are set', () => {
    expect(staffFilterVariables(NO_STAFF_FILTERS)).toEqual({ page: 1, pageSize: STAFF_PAGE_SIZE });
    expect(staffFilterVariables({ state: 'requested', teacherUserId: 't1', pendingDays: ' 7 ', page: 2 }))
      .toEqual({ page: 2, pageSize: STAFF_PAGE_SIZE, state: 'requested', teacherUserId: 't1', pendingForMoreThanDays: 7 });
  });
  it('ignores a days box that is not a whole number', () => {
    expect(pendingDaysOf('')).toBeNull();
    expect(pendingDaysOf('-3')).toBeNull();
    expect(pendingDaysOf('2.5')).toBeNull();
    expect(pendingDaysOf('0')).toBe(0);
    expect(staffFilterVariables({ ...NO_STAFF_FILTERS, pendingDays: 'abc' })).not.toHaveProperty('pendingForMoreThanDays');
    expect(hasStaffFilters({ ...NO_STAFF_FILTERS, pendingDays: 'abc' })).toBe(false);
    expect(hasStaffFilters({ ...NO_STAFF_FILTERS, pendingDays: '3' })).toBe(true);
  });
  it('lists each teacher once, by name', () => {
    const rows = [
      { teacher: { userId: 'b', name: 'Zoe Park' } },
      { teacher: { userId: 'a', name: 'Daniel Okafor' } },
      { teacher: { userId: 'b', name: 'Zoe Park' } },
    ];
    expect(teacherOptions(rows)).toEqual([{ value: 'a', label: 'Daniel Okafor' }, { value: 'b', label: 'Zoe Park' }]);
  });
});

describe('asking a teacher', () => {
  it('shows the teacher\'s load and says when they are full', () => {
    expect(teacherLoadLabel({ name: 'Daniel Okafor', requestedThisYear: 3, limit: 25, full: false })).toBe('Daniel Okafor (3/25 this year)');
    expect(teacherLoadLabel({ name: 'Daniel Okafor', requestedThisYear: 25, limit: 25, full: true })).toBe('Daniel Okafor (25/25 this year, full)');
  });
  it('sends all applications as "all" so later ones are covered, and a subset as chosen', () => {
    expect(applicationIdsToSend(['a', 'b'], ['a', 'b'])).toBeNull();
    expect(applicationIdsToSend([], ['a', 'b'])).toBeNull();
    expect(applicationIdsToSend(['a'], ['a', 'b'])).toEqual(['a']);
  });
});

describe('the shared words in the reader\'s language', () => {
  it('reads the letters catalog once it is loaded: the same English, and Spanish', async () => {
    await loadGlobalCatalogs('en', ['letters']);
    expect(stateLabel('cancelled')).toBe('Cancelled');
    expect(teacherLoadLabel({ name: 'Daniel Okafor', requestedThisYear: 25, limit: 25, full: true })).toBe('Daniel Okafor (25/25 this year, full)');
    await loadGlobalCatalogs('es', ['letters']);
    expect(stateLabel('submitted')).toBe('Enviada');
    expect(waiverText(true)).toBe('Renunció al derecho a leerla');
    expect(waiverChoices().map((c) => c.label)).toEqual(['Renuncio a mi derecho a ver esta carta', 'No renuncio a mi derecho']);
    expect(teacherLoadLabel({ name: 'Daniel Okafor', requestedThisYear: 3, limit: 25, full: false })).toBe('Daniel Okafor (3/25 este año)');
    await loadGlobalCatalogs('en', ['letters']);
  });
});
