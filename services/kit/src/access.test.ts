import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, canActInSchool, canGuardianSee, canSeeStudent, visibleSchools } from './access.js';
import type { Principal } from './auth.js';

const who = (role: Principal['role'], userId: string, schoolIds?: string[] | null): Principal =>
  ({ userId, email: null, firstName: null, lastName: null, role, sessionId: null, schoolIds });

describe('access: who may see which student', () => {
  const admin = who('admin', 'a');
  const counselorA = who('counselor', 'c-a', ['school-a']);
  const counselorNoClaim = who('counselor', 'c-0');
  const counselorNone = who('counselor', 'c-none', []);
  const student = who('student', 's-1');

  it('lets admins see the district and counselors their schools (the default school without a claim)', () => {
    expect(visibleSchools(admin)).toBe('all');
    expect(visibleSchools(counselorA)).toEqual(['school-a']);
    expect(visibleSchools(counselorNoClaim)).toEqual([DEFAULT_SCHOOL_ID]);
    expect(visibleSchools(counselorNone)).toEqual([]);
    expect(visibleSchools(student)).toEqual([]);
  });

  it('reads a null school as the default school', () => {
    expect(canSeeStudent(counselorNoClaim, 's-9', null)).toBe(true);
    expect(canSeeStudent(counselorNoClaim, 's-9', DEFAULT_SCHOOL_ID)).toBe(true);
    expect(canSeeStudent(counselorNoClaim, 's-9', 'school-a')).toBe(false);
    expect(canSeeStudent(counselorA, 's-9', null)).toBe(false);
    expect(canSeeStudent(counselorA, 's-9', 'school-a')).toBe(true);
    expect(canSeeStudent(counselorNone, 's-9', null)).toBe(false);
    expect(canSeeStudent(admin, 's-9', 'anywhere')).toBe(true);
  });

  it('lets a student see only themselves, and nobody else anything', () => {
    expect(canSeeStudent(student, 's-1', 'school-a')).toBe(true);
    expect(canSeeStudent(student, 's-2', 'school-a')).toBe(false);
    expect(canSeeStudent(who(null, 'x'), 's-2', null)).toBe(false);
  });

  it('lets staff act in the schools they may see', () => {
    expect(canActInSchool(admin, 'school-z')).toBe(true);
    expect(canActInSchool(counselorA, 'school-a')).toBe(true);
    expect(canActInSchool(counselorA, 'school-b')).toBe(false);
    expect(canActInSchool(student, 'school-a')).toBe(false);
  });

  it('lets a guardian see only the students in their claim, and never as staff', () => {
    const guardian: Principal = { ...who('guardian', 'g-1'), studentUserIds: ['s-1'] };
    expect(canGuardianSee(guardian, 's-1')).toBe(true);
    expect(canGuardianSee(guardian, 's-2')).toBe(false);
    expect(canGuardianSee({ ...guardian, studentUserIds: null }, 's-1')).toBe(false);
    expect(canGuardianSee({ ...admin, studentUserIds: ['s-1'] }, 's-1')).toBe(false);
    expect(canSeeStudent(guardian, 's-1', null)).toBe(false);
    expect(visibleSchools(guardian)).toEqual([]);
  });
});
