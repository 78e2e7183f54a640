import type { SqliteDatabase } from '@counsel/kit';
import type { MeetingView } from '../../domain/meeting.js';
import type { MeetingRepository, MeetingWrites } from '../../ports/meetings-repository.js';
import { meetingParams, toMeeting, type MeetingRow } from './rows.js';

const UPSERT_MEETING = `INSERT OR REPLACE INTO meetings (id, student_id, counselor_user_id, counselor_name, starts_at, length_minutes, kind, topics, note, state, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Meetings. Writes run inside the unit of work's transaction. */
export class SqliteMeetings implements MeetingRepository {
  readonly writes: MeetingWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (m) => { db.prepare(UPSERT_MEETING).run(...meetingParams(m)); },
      remove: (id) => { db.prepare('DELETE FROM meetings WHERE id = ?').run(id); },
    };
  }

  /** Inside an erasure's transaction. */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM meetings WHERE student_id = ?').run(studentId);
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM meetings WHERE id = ?').get(id) as MeetingRow | undefined;
    return r ? toMeeting(r) : null;
  }

  async ofStudent(studentId: string) {
    return (this.db.prepare('SELECT * FROM meetings WHERE student_id = ? ORDER BY starts_at, rowid').all(studentId) as MeetingRow[]).map(toMeeting);
  }

  async ofCounselor(counselorUserId: string, from: string, to: string): Promise<MeetingView[]> {
    const rows = this.db.prepare(`SELECT m.*, s.first_name AS s_first_name, s.last_name AS s_last_name FROM meetings m
      LEFT JOIN students s ON s.student_id = m.student_id
      WHERE m.counselor_user_id = ? AND m.starts_at >= ? AND m.starts_at < ? ORDER BY m.starts_at, m.rowid`)
      .all(counselorUserId, from, to) as (MeetingRow & { s_first_name: string | null; s_last_name: string | null })[];
    return rows.map((r) => ({ ...toMeeting(r), studentName: [r.s_first_name, r.s_last_name].filter(Boolean).join(' ').trim() || r.student_id }));
  }

  async scheduled(studentId: string, from: string) {
    return (this.db.prepare("SELECT * FROM meetings WHERE student_id = ? AND state = 'scheduled' AND starts_at >= ? ORDER BY starts_at, rowid")
      .all(studentId, from) as MeetingRow[]).map(toMeeting);
  }
}
