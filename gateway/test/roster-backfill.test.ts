import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, openSqlite } from '@counsel/kit';
import { startPortal, type RunningPortal } from '../src/portal.js';
import { Client, DEMO } from './support/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

// Upgrade: a profile stored before the roster listened (its event long gone from the bus) reaches the
// roster at the next start, so hand assignment and the school's count know the student.
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-backfill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const start = () => startPortal({ env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'test', DEMO_OCR: '0' } });

const LEGACY = { id: 'legacy-student-1', userId: 'legacy-user-1' };

/** The row as the previous version wrote it: no event the roster still can read, not yet announced (0). */
function writePreUpgradeProfile() {
  const db = openSqlite(dataDir, 'students', []); // the schema is the running service's; migrations are its business
  try {
    const now = new Date(Date.UTC(2024, 8, 1)).toISOString();
    db.prepare(`INSERT INTO students (id, user_id, first_name, last_name, email, grade, target_colleges, search, sort_name, created_at, updated_at, roster_announced)
      VALUES (?, ?, 'Lee', 'Gacy', 'lee.gacy@counsel.local', '10', 0, 'lee gacy lee.gacy@counsel.local', 'gacy lee', ?, ?, 0)`)
      .run(LEGACY.id, LEGACY.userId, now, now);
  } finally {
    db.close();
  }
}

async function counselor(portal: RunningPortal) {
  const client = new Client(portal.url);
  const me = await client.login(DEMO.counselor);
  return { client, id: me.id };
}

const defaultSchoolCount = async (client: Client) =>
  (await client.get<{ id: string; studentCount: number }[]>('/api/schools')).body.find((s) => s.id === DEFAULT_SCHOOL_ID)?.studentCount;

describe('pre-upgrade profiles reach the roster', () => {
  it('a profile the roster never heard of is assignable and counted after the next start', async () => {
    let portal = await start();
    try {
      const c = await counselor(portal);
      expect(await until('the demo students counted', () => defaultSchoolCount(c.client), (n) => n === 2, PORTAL_WAIT)).toBe(2); // the demo's two students
      writePreUpgradeProfile();
      // Unknown to the roster while this run lasts: the bug the start-up backfill fixes.
      expect(await c.client.put(`/api/students/${LEGACY.id}/counselor`, { counselorId: c.id })).toMatchObject({ status: 404, body: { message: 'Student not found' } });
    } finally {
      await portal.close();
    }

    portal = await start();
    try {
      const c = await counselor(portal);
      const assign = () => c.client.put<{ studentId: string; counselorId: string | null }>(`/api/students/${LEGACY.id}/counselor`, { counselorId: c.id });
      expect(await until('the backfilled student assignable', assign, (r) => r.status === 200, PORTAL_WAIT)).toMatchObject({ status: 200, body: { studentId: LEGACY.id, counselorId: c.id } });
      expect(await defaultSchoolCount(c.client)).toBe(3);
    } finally {
      await portal.close();
    }
  }, 60_000);
});
