import type { SortOrder } from 'mongoose';
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { searchText, sortKey, type StudentProfile, type StudentSort } from '../../domain/student.js';
import type { StudentScopeFilter } from '../../ports/profiles-repository.js';
import type { StudentDoc } from './student-models.js';

export const ORDER: Record<StudentSort, Record<string, SortOrder>> = {
  NAME_ASC: { sortName: 1, _id: 1 },
  NAME_DESC: { sortName: -1, _id: -1 },
  GPA_ASC: { gpa: 1, sortName: 1, _id: 1 },
  GPA_DESC: { gpa: -1, sortName: 1, _id: 1 },
  GRADE_ASC: { gradeNum: 1, sortName: 1, _id: 1 },
  GRADE_DESC: { gradeNum: -1, sortName: 1, _id: 1 },
  COLLEGES_ASC: { shownTargetColleges: 1, sortName: 1, _id: 1 },
  COLLEGES_DESC: { shownTargetColleges: -1, sortName: 1, _id: 1 },
  UPDATED_DESC: { updatedAt: -1, _id: 1 },
};

/** The profile's fields of a student document: its lists, preferences and bookkeeping left out. */
export const PROFILE_ONLY = {
  courses: 0, activities: 0, preferences: 0, search: 0, sortName: 0, gradeNum: 0, rosterAnnounced: 0, collegeListAt: 0, shownTargetColleges: 0,
} as const;
/** An update pipeline stage that sets shownTargetColleges from the document's own fields (no caller data in it). */
export const SHOWN_FROM_DOC = { $set: { shownTargetColleges: { $ifNull: ['$collegeListCount', '$targetColleges'] } } };
export const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A scope as a filter; a null schoolId is the default school. */
export function scopeFilter(f: StudentScopeFilter | undefined): Record<string, unknown> {
  if (!f) return {};
  const out: Record<string, unknown> = {};
  if (f.schoolIds !== 'all') {
    const ids = [...f.schoolIds];
    out.schoolId = { $in: ids.includes(DEFAULT_SCHOOL_ID) ? [...ids, null] : ids };
  }
  if (f.counselorId) out.counselorId = f.counselorId;
  if (!f.includeInactive) out.status = 'active';
  // A record the roster made for a self-registered student is listed once the student saves a profile.
  out.$or = [{ rosterOnly: { $ne: true } }, { sourcedId: { $ne: null } }];
  return out;
}

export function toDoc(p: StudentProfile) {
  const { id, ...rest } = p;
  return {
    ...rest, _id: id, search: searchText(p), sortName: sortKey(p), gradeNum: p.grade === null ? null : Number(p.grade),
    collegeListCount: p.collegeListCount ?? null, shownTargetColleges: p.collegeListCount ?? p.targetColleges,
  };
}

export function toProfile(d: Partial<StudentDoc> & { _id: string }): StudentProfile {
  return {
    id: d._id, userId: d.userId!, firstName: d.firstName ?? null, lastName: d.lastName ?? null, email: d.email ?? null,
    dateOfBirth: d.dateOfBirth ?? null, siblings: d.siblings ?? null, gpa: d.gpa ?? null, satScore: d.satScore ?? null,
    actScore: d.actScore ?? null, classRank: d.classRank ?? null, grade: d.grade ?? null, highSchoolName: d.highSchoolName ?? null,
    highSchoolLocation: d.highSchoolLocation ?? null, apIbHonors: d.apIbHonors ?? null, activitiesOutsideSchool: d.activitiesOutsideSchool ?? null,
    clubs: d.clubs ?? null, internshipsVolunteer: d.internshipsVolunteer ?? null, leadership: d.leadership ?? null,
    targetColleges: d.targetColleges ?? 0, createdAt: d.createdAt!, updatedAt: d.updatedAt!,
    schoolId: d.schoolId ?? null, counselorId: d.counselorId ?? null, status: d.status ?? 'active', sourcedId: d.sourcedId ?? null,
    rosterOnly: d.rosterOnly ?? false, collegeListCount: d.collegeListCount ?? null,
  };
}
