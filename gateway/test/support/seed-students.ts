import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { openSqlite } from '@counsel/kit';

/**
 * Students `s0@school.test` … straight into the identity store of a portal's data folder, all with one password
 * hashed at a cheap scrypt cost (the hash carries its parameters, so sign-in verifies it as it is): registering
 * hundreds through the API would cost as many full-strength hashes, which is not what sign-in tests are about.
 */
export function seedStudents(dataDir: string, count: number, password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  const hash = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
  const db = openSqlite(dataDir, 'identity', []);
  const insert = db.prepare(`INSERT INTO users (id, email, first_name, last_name, role, password_hash, created_at, search)
    VALUES (?, ?, 'Student', ?, 'student', ?, ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(randomUUID(), `s${i}@school.test`, `N${i}`, hash, new Date().toISOString(), `s${i}@school.test`);
  })();
  db.close();
}
