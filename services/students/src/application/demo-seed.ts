import { DEMO_SCHOOL_NAME, DEMO_STUDENT_PROFILES, DEMO_USERS, type Logger } from '@counsel/kit';
import { statementText } from '../domain/preference-options.js';
import { NO_ENROLLMENT, type Activity, type Course, type ProfileFields, type StudentProfile } from '../domain/student.js';
import type { StudentStore } from '../ports/student-store.js';
import type { StudentsService } from './students.service.js';

interface DemoStudent {
  /** The profile's fields but the grade, which comes with the profile's id from the kit (the roster enrolls with it). */
  fields: Omit<ProfileFields, 'grade'>;
  courses: Course[];
  activities: Activity[];
  preferences: { overallFeeling: string; concerns: string; collegeSearchStarted: string; size: string[]; location: string[]; academics: string[] };
}

const empty = { dateOfBirth: null, siblings: null, classRank: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null };

/** Maya Chen (strong STEM, grade 12) and Jordan Rivera (arts and athletics, grade 11), by user email. */
const DEMO: Record<string, DemoStudent> = {
  'maya.chen@counsel.local': {
    fields: {
      ...empty,
      dateOfBirth: '03/14/2008', siblings: 'One younger brother (14)', gpa: 3.94, satScore: 1520, actScore: 34, classRank: '8/412',
      highSchoolName: DEMO_SCHOOL_NAME, highSchoolLocation: 'Sacramento, CA',
      apIbHonors: 'AP Calculus BC, AP Physics C, AP Computer Science A, AP Chemistry, AP English Literature',
      activitiesOutsideSchool: 'Builds small robots and writes Python tools for a community makerspace.',
      clubs: 'Robotics Club (captain), Science Olympiad, Math Honor Society',
      internshipsVolunteer: 'Summer research intern at a university materials-science lab; weekly math tutor at the public library.',
      leadership: 'Captain of the robotics team that reached the state championship; founded a peer tutoring program.',
      targetColleges: 10,
    },
    courses: [
      { courseName: 'AP Calculus BC', level: 'AP', grade: 'A' },
      { courseName: 'AP Physics C: Mechanics', level: 'AP', grade: 'A-' },
      { courseName: 'AP Computer Science A', level: 'AP', grade: 'A' },
      { courseName: 'AP English Literature', level: 'AP', grade: 'B+' },
      { courseName: 'Honors Spanish IV', level: 'Honors', grade: 'A' },
    ],
    activities: [
      { name: 'Robotics Club', role: 'Team Captain', years: 4, hoursPerWeek: 8 },
      { name: 'Science Olympiad', role: 'Member', years: 3, hoursPerWeek: 4 },
      { name: 'Library Math Tutoring', role: 'Volunteer Tutor', years: 2, hoursPerWeek: 3 },
    ],
    preferences: {
      overallFeeling: 'Excited', concerns: 'Finding the right College', collegeSearchStarted: 'Yes',
      size: ['size_b', 'size_d'], location: ['loc_c', 'loc_d'], academics: ['acad_a', 'acad_c', 'acad_d'],
    },
  },
  'jordan.rivera@counsel.local': {
    fields: {
      ...empty,
      dateOfBirth: '09/02/2009', siblings: 'Two older sisters', gpa: 3.45, satScore: 1280, actScore: null, classRank: '96/380',
      highSchoolName: DEMO_SCHOOL_NAME, highSchoolLocation: 'Sacramento, CA',
      apIbHonors: 'AP Studio Art: 2-D Design, Honors English 11',
      activitiesOutsideSchool: 'Plays club soccer on weekends and paints murals for local businesses.',
      clubs: 'Theater Club, Art Club',
      internshipsVolunteer: 'Volunteer art assistant at a summer day camp.',
      leadership: 'Vice-captain of the varsity soccer team.',
      targetColleges: 0,
    },
    courses: [
      { courseName: 'AP Studio Art: 2-D Design', level: 'AP', grade: 'A' },
      { courseName: 'Honors English 11', level: 'Honors', grade: 'B+' },
      { courseName: 'Algebra II', level: 'Regular', grade: 'B' },
      { courseName: 'U.S. History', level: 'Regular', grade: 'B+' },
    ],
    activities: [
      { name: 'Varsity Soccer', role: 'Vice-Captain', years: 3, hoursPerWeek: 10 },
      { name: 'Theater Club', role: 'Set Designer', years: 2, hoursPerWeek: 5 },
    ],
    preferences: {
      overallFeeling: 'Stressed', concerns: 'Financial Aid/Scholarship', collegeSearchStarted: 'Just started',
      size: ['size_a', 'size_f', 'size_h'], location: ['loc_a', 'loc_b', 'loc_g'], academics: ['acad_b', 'acad_f', 'acad_g'],
    },
  },
};

/**
 * Seeds the demo students' profiles with the kit's fixed ids, once; existing records are left alone.
 * Their profile event is published on every start, so consumers that keep a read model catch up.
 */
export async function seedDemoStudents(store: StudentStore, service: StudentsService, log: Logger) {
  let created = 0;
  for (const ref of DEMO_STUDENT_PROFILES) {
    const user = DEMO_USERS.find((u) => u.id === ref.userId);
    const demo = user && DEMO[user.email];
    if (!user || !demo) continue;
    let profile = (await store.profiles.byId(ref.id)) ?? (await store.profiles.byUserId(ref.userId));
    if (!profile) {
      const now = new Date().toISOString();
      const fresh: StudentProfile = {
        id: ref.id, userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email,
        ...demo.fields, grade: ref.grade, ...NO_ENROLLMENT, rosterOnly: false, collegeListCount: null, createdAt: now, updatedAt: now,
      };
      const prefs = {
        studentId: fresh.id, overallFeeling: demo.preferences.overallFeeling, concerns: demo.preferences.concerns,
        collegeSearchStarted: demo.preferences.collegeSearchStarted,
        collegeSizePreferences: demo.preferences.size.map(statementText),
        locationPreferences: demo.preferences.location.map(statementText),
        academicsExtracurricularsPreferences: demo.preferences.academics.map(statementText),
        updatedAt: now,
      };
      await store.write((w) => {
        w.profiles.insert(fresh);
        w.courses.replace(fresh.id, demo.courses);
        w.activities.replace(fresh.id, demo.activities);
        w.preferences.save(prefs);
      });
      profile = (await store.profiles.byId(fresh.id)) ?? fresh;
      created++;
    }
    await service.republish(profile);
  }
  if (created) log.info({ created }, 'demo student profiles seeded');
}
