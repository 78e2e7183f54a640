import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, openSqlite } from '@counsel/kit';
import { startPortal } from '../src/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

// Upgrade: colleges came to keep each student's GPA (its fit from the school's history) from the profile events it
// had read without it. A student whose profile did not change since has none there until the students service
// publishes every profile again, once, at the next start.
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-republish-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const start = () => startPortal({ env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'test', DEMO_OCR: '0' } });

const LEGACY = { id: 'legacy-student-gpa', userId: 'legacy-user-gpa' };
const MARK = 'profiles-republished-v1';

/** One question to a service's database while it runs (WAL: a reader beside the service's writer). */
function ask<T>(service: string, sql: string, ...args: unknown[]): T | undefined {
  const db = openSqlite(dataDir, service, []); // the schema is the running service's; migrations are its business
  try {
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

const republished = () => ask<{ done_at: string | null }>('students', 'SELECT done_at FROM backfills WHERE name = ?', MARK)?.done_at ?? null;
const collegesGpa = () => ask<{ gpa: number | null }>('colleges', 'SELECT gpa FROM students WHERE student_id = ?', LEGACY.id)?.gpa;

/**
 * The data folder as the version before left it: a profile the roster knows (announced), the colleges' copy of it
 * without a GPA, and no mark of the publication.
 */
function writePreUpgradeState() {
  const students = openSqlite(dataDir, 'students', []);
  try {
    const at = new Date(Date.UTC(2024, 8, 1)).toISOString();
    students.prepare(`INSERT INTO students (id, user_id, first_name, last_name, email, grade, gpa, sat_score, target_colleges, search, sort_name, created_at, updated_at, roster_announced)
      VALUES (?, ?, 'Lee', 'Gacy', 'lee.gacy@counsel.local', '11', 3.8, 1400, 0, 'lee gacy lee.gacy@counsel.local', 'gacy lee', ?, ?, 1)`)
      .run(LEGACY.id, LEGACY.userId, at, at);
    students.prepare('DELETE FROM backfills WHERE name = ?').run(MARK);
  } finally {
    students.close();
  }
  const colleges = openSqlite(dataDir, 'colleges', []);
  try {
    colleges.prepare(`INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, grade, gpa, sat, act, status)
      VALUES (?, ?, ?, NULL, 'Lee', 'Gacy', '11', NULL, 1400, NULL, 'active')`).run(LEGACY.id, LEGACY.userId, DEFAULT_SCHOOL_ID);
  } finally {
    colleges.close();
  }
}

describe('every profile published again once after the upgrade', () => {
  it('brings colleges the GPA of a student whose profile did not change since', async () => {
    let portal = await start();
    try {
      // A new data folder has its publication too (the demo's students), and marks it done.
      await until('the first start\'s publication done', republished, undefined, PORTAL_WAIT);
    } finally {
      await portal.close();
    }
    writePreUpgradeState();
    expect(collegesGpa()).toBeNull();

    portal = await start();
    try {
      expect(await until('the GPA in colleges', collegesGpa, (gpa) => gpa === 3.8, PORTAL_WAIT)).toBe(3.8);
      expect(await until('the publication done again', republished, undefined, PORTAL_WAIT)).toEqual(expect.any(String));
    } finally {
      await portal.close();
    }
  }, 120_000);
});
