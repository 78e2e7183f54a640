// Seeds n students straight into the students service's SQLite store under dataDir (its own adapter and
// migrations, one transaction), for the benches that time lists at district scale. Deterministic per n.
import { performance } from 'node:perf_hooks';
import { openSqlite } from '@counsel/kit';
import { SqliteStudentStore, studentsSqliteMigrations } from '@counsel/students';

export const FIRST_NAMES = ['Maya', 'Jordan', 'Ava', 'Liam', 'Noah', 'Emma', 'Olivia', 'Elijah', 'Sofia', 'Mateo', 'Amara', 'Kenji', 'Priya', 'Diego', 'Fatima',
  'Lucas', 'Zara', 'Omar', 'Hana', 'Ethan', 'Chloe', 'Isaac', 'Leila', 'Nico', 'Grace', 'Arjun', 'Mia', 'Samuel', 'Aisha', 'Caleb', 'Nora', 'Tariq',
  'Lena', 'Felix', 'Yara', 'Hugo', 'Iris', 'Kofi', 'Rosa', 'Theo'];
export const LAST_NAMES = ['Nguyen', 'Garcia', 'Smith', 'Johnson', 'Okafor', 'Patel', 'Kim', 'Martinez', 'Brown', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Moore',
  'Jackson', 'Lee', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'Allen', 'Wright', 'Scott', 'Torres', 'Hill', 'Flores', 'Green', 'Adams',
  'Nelson', 'Baker', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Mensah', 'Haddad', 'Novak', 'Ivanova', 'Tanaka', 'Silva', 'Cohen',
  'Murphy', 'Reyes', 'Morales', 'Diaz', 'Ortiz', 'Gupta'];

/** A small seeded generator (LCG): the same data for the same n in every run. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/**
 * Inserts n students; `enrollment(i, rand)` adds fields of student i (school, counselor, status…), none by default.
 * Returns the milliseconds it took.
 */
export async function seedStudents(dataDir, n, enrollment = () => ({})) {
  const db = openSqlite(dataDir, 'students', studentsSqliteMigrations);
  const store = new SqliteStudentStore(db);
  const rand = rng(n);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const now = new Date().toISOString();
  const t0 = performance.now();
  db.exec('BEGIN');
  for (let i = 0; i < n; i++) {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const hex = i.toString(16).padStart(12, '0');
    await store.write((w) => w.profiles.insert({
      id: `b0000000-0000-4000-8000-${hex}`, userId: `a0000000-0000-4000-8000-${hex}`, firstName, lastName,
      email: `${firstName}.${lastName}.${i}@district.example`.toLowerCase(),
      dateOfBirth: null, siblings: null, gpa: Math.round(rand() * 400) / 100, satScore: 400 + Math.floor(rand() * 1201), actScore: null,
      classRank: null, grade: String(9 + Math.floor(rand() * 4)), highSchoolName: 'District High', highSchoolLocation: null, apIbHonors: null,
      activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null, targetColleges: Math.floor(rand() * 12),
      ...enrollment(i, rand),
      createdAt: now, updatedAt: now,
    }));
  }
  db.exec('COMMIT');
  await store.close();
  return performance.now() - t0;
}
