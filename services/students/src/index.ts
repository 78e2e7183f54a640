export { studentsModule } from './service.js';
export { openStudentStore } from './adapters/open-adapters.js';
export { studentsSdl, studentsTypeDefs } from './graphql/schema.js';
export { RULES as studentRuleMessages } from './domain/profile-rules.js';
export { migrations as studentsSqliteMigrations } from './adapters/sqlite/migrations.js';
export { SqliteStudentStore } from './adapters/sqlite/sqlite-student-store.js';
export type { StudentProfile } from './domain/student.js';
