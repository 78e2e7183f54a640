import { describe, expect, it } from '@jest/globals';
import { ValidationError, type Principal } from '@counsel/kit';
import { mayMove, nextState, overlaps, REQUEST_STATES, type RequestMove, type RequestState } from './request.js';
import { MAX_LETTER_LENGTH, MAX_NOTE_LENGTH, parseChangeInput, parseLetterInput, parseRequestFilter, parseRequestInput } from './rules.js';
import { schoolYearOf } from './school-year.js';

const who = (userId: string, role: Principal['role']): Principal => ({ userId, email: '', firstName: null, lastName: null, role, sessionId: 's' });
const request = { studentUserId: 'u-s', teacherUserId: 'u-t' };

describe('request state machine', () => {
  const table: [RequestMove, RequestState, RequestState | null][] = [
    ['accept', 'requested', 'accepted'], ['accept', 'accepted', null], ['accept', 'declined', null], ['accept', 'cancelled', null], ['accept', 'submitted', null],
    ['decline', 'requested', 'declined'], ['decline', 'accepted', 'declined'], ['decline', 'submitted', null], ['decline', 'cancelled', null],
    ['cancel', 'requested', 'cancelled'], ['cancel', 'accepted', 'cancelled'], ['cancel', 'submitted', null], ['cancel', 'declined', null],
    ['submit', 'accepted', 'submitted'], ['submit', 'requested', null], ['submit', 'submitted', null], ['submit', 'declined', null],
  ];
  it.each(table)('%s from %s reaches %s', (move, from, to) => {
    expect(nextState(from, move)).toBe(to);
  });

  it('covers every state', () => {
    expect(REQUEST_STATES).toEqual(['requested', 'accepted', 'declined', 'cancelled', 'submitted']);
  });

  it('lets only the student who asked cancel, and only the teacher asked accept, decline or submit', () => {
    const student = who('u-s', 'student');
    const teacher = who('u-t', 'teacher');
    for (const p of [student, teacher, who('u-x', 'teacher'), who('u-y', 'student'), who('u-c', 'counselor'), who('u-a', 'admin')]) {
      expect([mayMove(p, request, 'cancel'), mayMove(p, request, 'accept'), mayMove(p, request, 'decline'), mayMove(p, request, 'submit')])
        .toEqual(p === student ? [true, false, false, false] : p === teacher ? [false, true, true, true] : [false, false, false, false]);
    }
    // The teacher's id in a student's token is not the teacher.
    expect(mayMove(who('u-t', 'student'), request, 'accept')).toBe(false);
  });

  it('treats requests for overlapping applications (or all of them) as duplicates', () => {
    expect(overlaps(['a'], ['b'])).toBe(false);
    expect(overlaps(['a', 'b'], ['b'])).toBe(true);
    expect(overlaps([], ['b'])).toBe(true);
    expect(overlaps(['a'], [])).toBe(true);
  });
});

describe('rules', () => {
  it('needs the waiver choice and a teacher, and bounds the note', () => {
    expect(() => parseRequestInput({ teacherUserId: 't' })).toThrow(/waived is required/);
    expect(() => parseRequestInput({ waived: true })).toThrow(/teacherUserId is required/);
    expect(() => parseRequestInput({ teacherUserId: 't', waived: 'yes' })).toThrow(ValidationError);
    expect(() => parseRequestInput({ teacherUserId: 't', waived: false, note: 'x'.repeat(MAX_NOTE_LENGTH + 1) })).toThrow(/at most 2000/);
    expect(parseRequestInput({ teacherUserId: ' t ', waived: false, applicationIds: ['a', 'a'], note: null })).toEqual({ teacherUserId: 't', waived: false, applicationIds: ['a'], note: '' });
  });

  it('needs a reason to decline, and drops one given to accept', () => {
    expect(() => parseChangeInput({ action: 'decline' })).toThrow(/reason is required/);
    expect(() => parseChangeInput({ action: 'decline', reason: '   ' })).toThrow(/reason is required/);
    expect(() => parseChangeInput({ action: 'submit' })).toThrow(/Action must be one of accept, decline, cancel/);
    expect(parseChangeInput({ action: 'accept', reason: 'x' })).toEqual({ action: 'accept', reason: null });
    expect(parseChangeInput({ action: 'decline', reason: ' Too many ' })).toEqual({ action: 'decline', reason: 'Too many' });
  });

  it('bounds the letter', () => {
    expect(() => parseLetterInput({})).toThrow(/letter text is required/);
    expect(() => parseLetterInput({ text: 'x'.repeat(MAX_LETTER_LENGTH + 1) })).toThrow(/at most 20000/);
    expect(parseLetterInput({ text: 'Dear' })).toEqual({ text: 'Dear', aiDraftUsed: false });
  });

  it('pages the staff list within bounds', () => {
    expect(parseRequestFilter(null)).toEqual({ state: null, pendingForMoreThanDays: null, teacherUserId: null, page: 1, pageSize: 25 });
    expect(() => parseRequestFilter({ pageSize: 101 })).toThrow(/pageSize/);
    expect(() => parseRequestFilter({ pendingForMoreThanDays: -1 })).toThrow(/pendingForMoreThanDays/);
    expect(() => parseRequestFilter({ state: 'lost' })).toThrow(/State must be one of/);
  });

  it('counts school years from July 1', () => {
    expect(schoolYearOf(new Date('2026-06-30T23:59:59Z'))).toBe('2025-2026');
    expect(schoolYearOf(new Date('2026-07-01T00:00:00Z'))).toBe('2026-2027');
  });
});
