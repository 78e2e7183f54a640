import type { Role } from './roles.js';

/**
 * DEMO_DATA when set (1/true/yes/on or 0/false/no/off); unset, the demo is on in development and test and off in
 * NODE_ENV=production (the container image and the Helm chart), where it seeds accounts with published passwords.
 */
export function demoDataEnabled(env: Record<string, string | undefined>): boolean {
  const v = env.DEMO_DATA?.trim().toLowerCase();
  if (v) return !['0', 'false', 'no', 'off'].includes(v);
  return env.NODE_ENV?.trim() !== 'production';
}

/**
 * Demo accounts seeded by `npm start` unless DEMO_DATA=0 (default off in production, see demoDataEnabled). Fixed ids let each service seed its own
 * part (identity the accounts, students the profiles, documents the files) without calling the others.
 */
export interface DemoUser {
  id: string; email: string; password: string; firstName: string; lastName: string; role: Role;
  /** The account's language; none: the browser's. */
  language?: 'en' | 'es';
  /** Guardians: the demo students (account ids) they are linked to. */
  guardianOf?: readonly string[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: '0b9c6f2e-1d1a-4b8e-9a51-000000000001', email: 'admin@counsel.local', password: 'counsel-admin', firstName: 'Avery', lastName: 'Morgan', role: 'admin' },
  { id: '0b9c6f2e-1d1a-4b8e-9a51-000000000002', email: 'counselor@counsel.local', password: 'counsel-counselor', firstName: 'Priya', lastName: 'Natarajan', role: 'counselor' },
  { id: '0b9c6f2e-1d1a-4b8e-9a51-000000000003', email: 'maya.chen@counsel.local', password: 'counsel-student', firstName: 'Maya', lastName: 'Chen', role: 'student' },
  { id: '0b9c6f2e-1d1a-4b8e-9a51-000000000004', email: 'jordan.rivera@counsel.local', password: 'counsel-student', firstName: 'Jordan', lastName: 'Rivera', role: 'student' },
  // The teacher students ask for recommendation letters (assigned to the demo school like the staff).
  { id: '0b9c6f2e-1d1a-4b8e-9a51-000000000005', email: 'teacher@counsel.local', password: 'counsel-teacher', firstName: 'Daniel', lastName: 'Okafor', role: 'teacher' },
  // Maya's guardian, whose account reads Spanish: a read-only view of Maya's college list, tasks, meetings and letters.
  {
    id: '0b9c6f2e-1d1a-4b8e-9a51-000000000006', email: 'guardian@counsel.local', password: 'counsel-guardian', firstName: 'Lucía', lastName: 'Chen',
    role: 'guardian', language: 'es', guardianOf: ['0b9c6f2e-1d1a-4b8e-9a51-000000000003'],
  },
];

/**
 * The demo district's one school (the default school under a real-looking name). The roster names the school with
 * it and the students' profiles and documents quote it, so every screen of the demo names the same school.
 */
export const DEMO_SCHOOL_NAME = 'Lakeside High School';

/**
 * Demo student profiles (students service) with fixed ids, so documents and chat can seed against
 * them: Maya Chen (grade 12, STEM) and Jordan Rivera (grade 11, arts and athletics). The grade is here because
 * the roster (enrollment) and the students service (profile) both record it and must agree.
 */
export interface DemoStudentProfile { id: string; userId: string; grade: '9' | '10' | '11' | '12' }

export const DEMO_STUDENT_PROFILES: readonly DemoStudentProfile[] = [
  { id: '0b9c6f2e-1d1a-4b8e-9a51-000000000103', userId: '0b9c6f2e-1d1a-4b8e-9a51-000000000003', grade: '12' },
  { id: '0b9c6f2e-1d1a-4b8e-9a51-000000000104', userId: '0b9c6f2e-1d1a-4b8e-9a51-000000000004', grade: '11' },
];
