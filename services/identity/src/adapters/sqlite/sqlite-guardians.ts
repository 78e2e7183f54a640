import type { SqliteDatabase } from '@counsel/kit';
import { DEFAULT_MAJORITY_RULE, isMajorityRule, MAJORITY_RULE_KEY, type GuardianLink, type LinkedStudent } from '../../domain/guardian-link.js';
import type { GuardianRepository, GuardianWrites } from '../../ports/guardians-repository.js';

interface LinkRow {
  id: string; guardian_user_id: string; student_user_id: string; source: GuardianLink['source'];
  created_at: string; created_by: string | null; consent_withdrawn: number;
}
interface StudentRow { student_id: string; user_id: string; school_id: string | null; first_name: string; last_name: string; date_of_birth: string | null }

const toLink = (r: LinkRow): GuardianLink => ({
  id: r.id, guardianUserId: r.guardian_user_id, studentUserId: r.student_user_id, source: r.source,
  createdAt: r.created_at, createdBy: r.created_by, consentWithdrawn: r.consent_withdrawn === 1,
});
const toStudent = (r: StudentRow): LinkedStudent => ({
  studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, firstName: r.first_name, lastName: r.last_name, dateOfBirth: r.date_of_birth,
});

/** Guardian links and what they need, in the identity database. Writes run inside the unit of work's transaction. */
export class SqliteGuardians implements GuardianRepository {
  readonly writes: GuardianWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      saveLink: (l) => {
        db.prepare(`INSERT OR IGNORE INTO guardian_links (id, guardian_user_id, student_user_id, source, created_at, created_by, consent_withdrawn)
          VALUES (?, ?, ?, ?, ?, ?, ?)`).run(l.id, l.guardianUserId, l.studentUserId, l.source, l.createdAt, l.createdBy, l.consentWithdrawn ? 1 : 0);
      },
      deleteLink: (id) => { db.prepare('DELETE FROM guardian_links WHERE id = ?').run(id); },
      setConsentWithdrawn: (id, withdrawn) => { db.prepare('UPDATE guardian_links SET consent_withdrawn = ? WHERE id = ?').run(withdrawn ? 1 : 0, id); },
      upsertStudent: (s) => {
        db.prepare(`INSERT INTO guardian_students (student_id, user_id, school_id, first_name, last_name, date_of_birth) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, first_name = excluded.first_name,
          last_name = excluded.last_name, date_of_birth = excluded.date_of_birth`).run(s.studentId, s.userId, s.schoolId, s.firstName, s.lastName, s.dateOfBirth);
      },
      setMajorityRule: (rule) => { db.prepare('INSERT OR REPLACE INTO district_rules (key, value) VALUES (?, ?)').run(MAJORITY_RULE_KEY, rule); },
      eraseFor: (userId) => {
        db.prepare('DELETE FROM guardian_links WHERE guardian_user_id = ? OR student_user_id = ?').run(userId, userId);
        db.prepare('DELETE FROM guardian_students WHERE user_id = ?').run(userId);
      },
    };
  }

  async link(id: string) {
    const r = this.db.prepare('SELECT * FROM guardian_links WHERE id = ?').get(id) as LinkRow | undefined;
    return r ? toLink(r) : null;
  }

  async forGuardian(guardianUserId: string) {
    return (this.db.prepare('SELECT * FROM guardian_links WHERE guardian_user_id = ? ORDER BY created_at, id').all(guardianUserId) as LinkRow[]).map(toLink);
  }

  async forStudent(studentUserId: string) {
    return (this.db.prepare('SELECT * FROM guardian_links WHERE student_user_id = ? ORDER BY created_at, id').all(studentUserId) as LinkRow[]).map(toLink);
  }

  async student(studentId: string) {
    const r = this.db.prepare('SELECT * FROM guardian_students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async studentByUser(userId: string) {
    const r = this.db.prepare('SELECT * FROM guardian_students WHERE user_id = ?').get(userId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async majorityRule() {
    const r = this.db.prepare('SELECT value FROM district_rules WHERE key = ?').get(MAJORITY_RULE_KEY) as { value: string } | undefined;
    return r && isMajorityRule(r.value) ? r.value : DEFAULT_MAJORITY_RULE;
  }

  async guardianIds() {
    return (this.db.prepare('SELECT DISTINCT guardian_user_id AS id FROM guardian_links').all() as { id: string }[]).map((r) => r.id);
  }
}
