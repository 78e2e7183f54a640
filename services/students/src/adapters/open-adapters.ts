import { openSqlite } from '@counsel/kit';
import type { StudentsConfig } from '../config.js';
import type { StudentStore } from '../ports/student-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteStudentStore } from './sqlite/sqlite-student-store.js';

/** MongoDB when MONGODB_URL is set (distributed), else SQLite under DATA_DIR (embedded). */
export async function openStudentStore(config: StudentsConfig): Promise<StudentStore> {
  if (config.MONGODB_URL) return (await import('./mongo/mongo-student-store.js')).MongoStudentStore.connect(config.MONGODB_URL, config.STUDENTS_MONGODB_DB);
  return new SqliteStudentStore(openSqlite(config.DATA_DIR, 'students', migrations));
}
