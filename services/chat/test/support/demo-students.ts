import { parsePreferences, parseProfile, type StudentContext } from '../../src/domain/student-context.js';

/** The demo students as the students service publishes them (profile.upserted payloads). */
export const MAYA_PROFILE_EVENT = {
  studentId: '0b9c6f2e-1d1a-4b8e-9a51-000000000103',
  userId: '0b9c6f2e-1d1a-4b8e-9a51-000000000003',
  profile: {
    firstName: 'Maya', lastName: 'Chen', email: 'maya.chen@counsel.local', gpa: 3.94, satScore: 1520, actScore: 34, classRank: '8/412', grade: '12',
    highSchoolName: 'Lakeside High School', highSchoolLocation: 'Sacramento, CA', targetColleges: 10,
    apIbHonors: 'AP Calculus BC, AP Physics C, AP Computer Science A, AP Chemistry, AP English Literature',
    clubs: 'Robotics Club (captain), Science Olympiad, Math Honor Society',
    leadership: 'Captain of the robotics team that reached the state championship; founded a peer tutoring program.',
    courses: [{ courseName: 'AP Calculus BC', level: 'AP', grade: 'A' }, { courseName: 'AP English Literature', level: 'AP', grade: 'B+' }],
    activities: [{ name: 'Robotics Club', role: 'Team Captain', years: 4, hoursPerWeek: 8 }],
  },
};

export const JORDAN_PROFILE_EVENT = {
  studentId: '0b9c6f2e-1d1a-4b8e-9a51-000000000104',
  userId: '0b9c6f2e-1d1a-4b8e-9a51-000000000004',
  profile: {
    firstName: 'Jordan', lastName: 'Rivera', email: 'jordan.rivera@counsel.local', gpa: '3.45', satScore: 1280, actScore: null, classRank: '96/380', grade: '11',
    targetColleges: 0, clubs: 'Theater Club, Art Club', leadership: 'Vice-captain of the varsity soccer team.',
    courses: [{ courseName: 'AP Studio Art: 2-D Design', level: 'AP', grade: 'A' }],
    activities: [{ name: 'Varsity Soccer', role: 'Vice-Captain', years: 3, hoursPerWeek: 10 }],
  },
};

export const MAYA_PREFERENCES = { overallFeeling: 'Excited', concerns: 'Finding the right College', collegeSearchStarted: 'Yes', collegeSizePreferences: ['A mid-sized university'], locationPreferences: ['Near a city'], academicsExtracurricularsPreferences: ['Strong engineering programs'] };

export function contextOf(e: typeof MAYA_PROFILE_EVENT | typeof JORDAN_PROFILE_EVENT, preferences: Record<string, unknown> | null = null): StudentContext {
  return { studentId: e.studentId, userId: e.userId, schoolId: null, profile: parseProfile(e.profile), preferences: preferences ? parsePreferences(preferences) : null, documents: [], collegeList: [] };
}
