import { openSqlite } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteStudentStore } from '../src/adapters/sqlite/sqlite-student-store.js';
import { describeStudentBackfillContract } from './student-backfill.contract.js';
import { describeStudentStoreContract } from './student-store.contract.js';

const open = async () => new SqliteStudentStore(openSqlite(':memory:', 'students', migrations));
describeStudentStoreContract('SQLite', open);
describeStudentBackfillContract('SQLite', open);
