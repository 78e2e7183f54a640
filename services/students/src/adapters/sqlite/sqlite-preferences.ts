import type { SqliteDatabase } from '@counsel/kit';
import type { CollegePreferences } from '../../domain/student.js';
import type { PreferenceRepository, PreferenceWrites } from '../../ports/preferences-repository.js';

interface PreferencesRow {
  student_id: string; overall_feeling: string | null; concerns: string | null; college_search_started: string | null;
  college_size: string; location: string; academics: string; updated_at: string;
}

const UPSERT = `INSERT INTO college_preferences (student_id, overall_feeling, concerns, college_search_started, college_size, location, academics, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(student_id) DO UPDATE SET overall_feeling = excluded.overall_feeling, concerns = excluded.concerns,
    college_search_started = excluded.college_search_started, college_size = excluded.college_size,
    location = excluded.location, academics = excluded.academics, updated_at = excluded.updated_at`;

/** Students' college preferences (one row each; the checklists as JSON arrays). Writes run inside the unit of work's transaction. */
export class SqlitePreferences implements PreferenceRepository {
  readonly writes: PreferenceWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (p) => {
        db.prepare(UPSERT).run(p.studentId, p.overallFeeling, p.concerns, p.collegeSearchStarted, JSON.stringify(p.collegeSizePreferences),
          JSON.stringify(p.locationPreferences), JSON.stringify(p.academicsExtracurricularsPreferences), p.updatedAt);
      },
    };
  }

  /** Inside an erasure. */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM college_preferences WHERE student_id = ?').run(studentId);
  }

  async ofStudent(studentId: string): Promise<CollegePreferences | null> {
    const r = this.db.prepare('SELECT * FROM college_preferences WHERE student_id = ?').get(studentId) as PreferencesRow | undefined;
    if (!r) return null;
    return {
      studentId: r.student_id, overallFeeling: r.overall_feeling, concerns: r.concerns, collegeSearchStarted: r.college_search_started,
      collegeSizePreferences: JSON.parse(r.college_size) as string[], locationPreferences: JSON.parse(r.location) as string[],
      academicsExtracurricularsPreferences: JSON.parse(r.academics) as string[], updatedAt: r.updated_at,
    };
  }
}
