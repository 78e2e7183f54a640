import type { MyStudentQuery, StudentProfileInput } from '../../gql/graphql';

export type MyStudent = NonNullable<MyStudentQuery['myStudent']>;

/** What the My Profile form holds; antd gives undefined or '' for fields left empty. */
export interface ProfileFormValues {
  dateOfBirth?: string | null;
  siblings?: string | null;
  gpa?: number | null;
  satScore?: number | null;
  actScore?: number | null;
  classRank?: string | null;
  grade?: string | null;
  highSchoolName?: string | null;
  highSchoolLocation?: string | null;
  targetColleges?: number | null;
  apIbHonors?: string | null;
  activitiesOutsideSchool?: string | null;
  clubs?: string | null;
  internshipsVolunteer?: string | null;
  leadership?: string | null;
}

const TEXT_FIELDS = [
  'dateOfBirth', 'siblings', 'classRank', 'grade', 'highSchoolName', 'highSchoolLocation',
  'apIbHonors', 'activitiesOutsideSchool', 'clubs', 'internshipsVolunteer', 'leadership',
] as const;

export function formValuesOf(s: MyStudent | null | undefined): ProfileFormValues {
  if (!s) return { targetColleges: 0 };
  const values: ProfileFormValues = { gpa: s.gpa, satScore: s.satScore, actScore: s.actScore, targetColleges: s.targetColleges };
  for (const f of TEXT_FIELDS) values[f] = s[f] ?? undefined;
  return values;
}

const int = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.trunc(v));

/**
 * The input of createStudentProfile and updateStudentProfile: empty
 * optional values are sent as null; SAT, ACT and targetColleges as integers, targetColleges 0 by default.
 */
export function profileInput(userId: string, v: ProfileFormValues): StudentProfileInput {
  const input: StudentProfileInput = {
    userId,
    gpa: v.gpa ?? null,
    satScore: int(v.satScore),
    actScore: int(v.actScore),
    targetColleges: int(v.targetColleges) ?? 0,
  };
  for (const f of TEXT_FIELDS) {
    const text = typeof v[f] === 'string' ? (v[f] as string).trim() : '';
    input[f] = text === '' ? null : text;
  }
  return input;
}
