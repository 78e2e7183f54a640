import type { SqliteDatabase } from '@counsel/kit';
import type { PlanStatus, Track } from '../../domain/plan.js';
import type { PlanCounts, PlanListFilter, PlanSummaryRow } from '../../ports/plans-repository.js';

interface SummaryRow { student_id: string; student_name: string; grade: number | null; school_id: string; status: string; track: string; updated_at: string }

/**
 * The staff's lists of plans, read from the plans' stored status through their indexes (by counselor, or by school,
 * then status or track): a caseload's off-track list reads the off-track rows of that caseload only.
 */
export class SqlitePlanList {
  constructor(private readonly db: SqliteDatabase) {}

  private where(f: Omit<PlanListFilter, 'first' | 'offset'>, extra: { status?: PlanStatus | null; track?: Track | null }) {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (f.counselorUserId) { clauses.push('counselor_user_id = ?'); params.push(f.counselorUserId); }
    if (f.schools !== 'all') { clauses.push('school_id IN (SELECT value FROM json_each(?))'); params.push(JSON.stringify(f.schools)); }
    if (extra.status) { clauses.push('status = ?'); params.push(extra.status); }
    if (extra.track) { clauses.push('track = ?'); params.push(extra.track); }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  list(f: PlanListFilter): PlanSummaryRow[] {
    const w = this.where(f, f);
    const rows = this.db.prepare(`SELECT student_id, student_name, grade, school_id, status, track, updated_at FROM plans ${w.sql}
      ORDER BY student_name COLLATE NOCASE, student_id LIMIT ? OFFSET ?`).all(...w.params, f.first, f.offset) as SummaryRow[];
    const tracks = this.db.prepare('SELECT student_id, set_id, set_name, status FROM plan_tracks WHERE student_id IN (SELECT value FROM json_each(?)) ORDER BY set_name')
      .all(JSON.stringify(rows.map((r) => r.student_id))) as { student_id: string; set_id: string; set_name: string; status: Track }[];
    return rows.map((r) => ({
      studentId: r.student_id, studentName: r.student_name, grade: r.grade, schoolId: r.school_id, status: r.status as PlanStatus,
      track: r.track as Track, updatedAt: r.updated_at,
      tracks: tracks.filter((t) => t.student_id === r.student_id).map((t) => ({ setId: t.set_id, setName: t.set_name, status: t.status })),
    }));
  }

  sets(f: Omit<PlanListFilter, 'first' | 'offset'>): { setId: string; setName: string }[] {
    const w = this.where(f, f);
    return (this.db.prepare(`SELECT DISTINCT set_id, set_name FROM plan_tracks WHERE student_id IN (SELECT student_id FROM plans ${w.sql}) ORDER BY set_name, set_id`)
      .all(...w.params) as { set_id: string; set_name: string }[]).map((r) => ({ setId: r.set_id, setName: r.set_name }));
  }

  counts(f: Omit<PlanListFilter, 'first' | 'offset'>): PlanCounts {
    const count = (extra: { status?: PlanStatus | null; track?: Track | null }) => {
      const w = this.where(f, extra);
      return (this.db.prepare(`SELECT COUNT(*) AS n FROM plans ${w.sql}`).get(...w.params) as { n: number }).n;
    };
    return {
      total: count(f), needingReview: count({ status: 'SUBMITTED' }), offTrack: count({ track: 'OFF_TRACK' }), atRisk: count({ track: 'AT_RISK' }),
    };
  }
}
