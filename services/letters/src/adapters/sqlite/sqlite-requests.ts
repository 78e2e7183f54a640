import type { SqliteDatabase } from '@counsel/kit';
import { ACTIVE_STATES, PENDING_STATES, type RequestState } from '../../domain/request.js';
import type { RecommendationRequestRepository, RecommendationRequestWrites, StaffQuery } from '../../ports/requests-repository.js';
import { toRequest, type RequestRow } from './rows.js';

const UPSERT = `INSERT INTO requests (id, student_id, student_user_id, school_id, teacher_user_id, application_ids, note, waived, state, decline_reason,
    school_year, requested_at, updated_at)
  VALUES (@id, @studentId, @studentUserId, @schoolId, @teacherUserId, @applicationIds, @note, @waived, @state, @declineReason, @schoolYear, @requestedAt, @updatedAt)
  ON CONFLICT(id) DO UPDATE SET application_ids = excluded.application_ids, note = excluded.note, waived = excluded.waived, state = excluded.state,
    decline_reason = excluded.decline_reason, updated_at = excluded.updated_at`;

const states = (s: readonly RequestState[]) => JSON.stringify(s);

/** Recommendation requests. */
export class SqliteRequests implements RecommendationRequestRepository {
  readonly writes: RecommendationRequestWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (r) => { db.prepare(UPSERT).run({ ...r, applicationIds: JSON.stringify(r.applicationIds), waived: r.waived ? 1 : 0 }); },
    };
  }

  /** Inside an erasure's transaction. */
  eraseStudent(studentId: string): number {
    return this.db.prepare('DELETE FROM requests WHERE student_id = ?').run(studentId).changes;
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM requests WHERE id = ?').get(id) as RequestRow | undefined;
    return r ? toRequest(r) : null;
  }

  async ofStudent(studentId: string) {
    return (this.db.prepare('SELECT * FROM requests WHERE student_id = ? ORDER BY requested_at DESC, id').all(studentId) as RequestRow[]).map(toRequest);
  }

  async ofStudentUser(studentUserId: string) {
    return (this.db.prepare('SELECT * FROM requests WHERE student_user_id = ? ORDER BY requested_at DESC, id').all(studentUserId) as RequestRow[]).map(toRequest);
  }

  async ofTeacher(teacherUserId: string, inStates: readonly RequestState[]) {
    return (this.db.prepare(`SELECT * FROM requests WHERE teacher_user_id = ? AND state IN (SELECT value FROM json_each(?))
      ORDER BY requested_at, id`).all(teacherUserId, states(inStates)) as RequestRow[]).map(toRequest);
  }

  async activeWith(studentId: string, teacherUserId: string) {
    return (this.db.prepare(`SELECT * FROM requests WHERE student_id = ? AND teacher_user_id = ? AND state IN (SELECT value FROM json_each(?))
      ORDER BY requested_at, id`).all(studentId, teacherUserId, states(ACTIVE_STATES)) as RequestRow[]).map(toRequest);
  }

  async countThisYear(teacherUserIds: readonly string[], schoolYear: string) {
    const rows = this.db.prepare(`SELECT teacher_user_id AS t, count(*) AS n FROM requests
      WHERE teacher_user_id IN (SELECT value FROM json_each(?)) AND school_year = ? AND state IN (SELECT value FROM json_each(?))
      GROUP BY teacher_user_id`).all(JSON.stringify(teacherUserIds), schoolYear, states(ACTIVE_STATES)) as { t: string; n: number }[];
    return new Map(rows.map((r) => [r.t, r.n]));
  }

  async staffPage(q: StaffQuery) {
    const { where, params } = staffWhere(q);
    const total = (this.db.prepare(`SELECT count(*) AS n FROM requests WHERE 1 = 1 ${where}`).get(params) as { n: number }).n;
    const items = (this.db.prepare(`SELECT * FROM requests WHERE 1 = 1 ${where} ORDER BY requested_at DESC, id LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: q.limit, offset: q.offset }) as RequestRow[]).map(toRequest);
    return { items, total };
  }

  async staffCounts(q: Omit<StaffQuery, 'state' | 'offset' | 'limit'>) {
    const { where, params } = staffWhere({ ...q, state: null });
    const rows = this.db.prepare(`SELECT state, count(*) AS n FROM requests WHERE 1 = 1 ${where} GROUP BY state`).all(params) as { state: RequestState; n: number }[];
    return new Map(rows.map((r) => [r.state, r.n]));
  }
}

/** The staff list's filters as SQL (by school and state, the index requests_school_state answers them). */
function staffWhere(q: Omit<StaffQuery, 'offset' | 'limit'>) {
  const where = [
    q.schools === 'all' ? '' : 'AND school_id IN (SELECT value FROM json_each(@schools))',
    q.state ? 'AND state = @state' : '',
    q.pendingSince ? 'AND state IN (SELECT value FROM json_each(@pending)) AND requested_at < @pendingSince' : '',
    q.teacherUserId ? 'AND teacher_user_id = @teacher' : '',
  ].join(' ');
  const params = {
    ...(q.schools === 'all' ? {} : { schools: JSON.stringify(q.schools) }),
    ...(q.state ? { state: q.state } : {}),
    ...(q.pendingSince ? { pending: states(PENDING_STATES), pendingSince: q.pendingSince } : {}),
    ...(q.teacherUserId ? { teacher: q.teacherUserId } : {}),
  };
  return { where, params };
}
