import type { StudentContext } from './student-context.js';

/** Which field a fact states, so an answer can pick the facts that bear on a question. */
export type FactKey =
  | 'grade' | 'school' | 'gpa' | 'rank' | 'sat' | 'act' | 'courses' | 'apIbHonors' | 'activities' | 'clubs' | 'leadership'
  | 'internships' | 'outside' | 'targetColleges' | 'feeling' | 'concern' | 'searchStarted' | 'size' | 'location' | 'academicPrefs' | 'documents';

export interface StudentFact { key: FactKey; text: string }

const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/**
 * A context the store hands out frozen is the same object on every turn about the student until an event changes
 * it (a new one then): its facts, read several times a turn, are worked out once for it.
 */
const factsOfFrozen = new WeakMap<StudentContext, readonly StudentFact[]>();

/** The student's context as short, labelled facts (one line each). Empty values are left out. */
export function studentFacts(s: StudentContext): readonly StudentFact[] {
  if (!Object.isFrozen(s)) return factsOf(s);
  let facts = factsOfFrozen.get(s);
  if (!facts) factsOfFrozen.set(s, (facts = Object.freeze(factsOf(s).map((f) => Object.freeze(f)))));
  return facts;
}

function factsOf(s: StudentContext): StudentFact[] {
  const p = s.profile;
  const facts: StudentFact[] = [];
  const add = (key: FactKey, text: string | null) => { if (text) facts.push({ key, text }); };
  add('grade', p.grade ? `Grade: ${p.grade}` : null);
  add('school', join([p.highSchoolName, p.highSchoolLocation]) ? `High school: ${join([p.highSchoolName, p.highSchoolLocation])}` : null);
  add('gpa', p.gpa !== null ? `GPA: ${p.gpa.toFixed(2)} (4.0 scale)` : null);
  add('rank', p.classRank ? `Class rank: ${p.classRank}` : null);
  add('sat', p.satScore !== null ? `SAT score: ${p.satScore}` : null);
  add('act', p.actScore !== null ? `ACT score: ${p.actScore}` : null);
  add('courses', p.courses.length ? `Current courses: ${p.courses.map((c) => `${c.courseName}${c.level ? ` (${c.level}${c.grade ? `, grade ${c.grade}` : ''})` : c.grade ? ` (grade ${c.grade})` : ''}`).join('; ')}` : null);
  add('apIbHonors', p.apIbHonors ? `AP/IB/Honors: ${p.apIbHonors}` : null);
  add('activities', p.activities.length ? `Activities: ${p.activities.map((a) => `${a.name}${join([a.role, a.years ? `${a.years} years` : null, a.hoursPerWeek !== null ? `${a.hoursPerWeek} hrs/week` : null]) ? ` (${join([a.role, a.years ? `${a.years} years` : null, a.hoursPerWeek !== null ? `${a.hoursPerWeek} hrs/week` : null])})` : ''}`).join('; ')}` : null);
  add('clubs', p.clubs ? `Clubs: ${p.clubs}` : null);
  add('leadership', p.leadership ? `Leadership: ${p.leadership}` : null);
  add('internships', p.internshipsVolunteer ? `Internships and volunteering: ${p.internshipsVolunteer}` : null);
  add('outside', p.activitiesOutsideSchool ? `Activities outside school: ${p.activitiesOutsideSchool}` : null);
  // Once the student has a college list, the list (its own cited block) says how many colleges, not the profile.
  add('targetColleges', p.targetColleges !== null && !s.collegeList.length ? `Target colleges on the list: ${p.targetColleges}` : null);
  const pref = s.preferences;
  if (pref) {
    add('feeling', pref.overallFeeling ? `Feeling about the college search: ${pref.overallFeeling}` : null);
    add('concern', pref.concerns ? `Main concern: ${pref.concerns}` : null);
    add('searchStarted', pref.collegeSearchStarted ? `College search started: ${pref.collegeSearchStarted}` : null);
    add('size', pref.collegeSizePreferences.length ? `College size preferences: ${pref.collegeSizePreferences.join('; ')}` : null);
    add('location', pref.locationPreferences.length ? `Location preferences: ${pref.locationPreferences.join('; ')}` : null);
    add('academicPrefs', pref.academicsExtracurricularsPreferences.length ? `Academic and extracurricular preferences: ${pref.academicsExtracurricularsPreferences.join('; ')}` : null);
  }
  add('documents', s.documents.length ? `Documents on file: ${s.documents.map((d) => d.fileName).join(', ')}` : null);
  return facts;
}
