import { openSqlite } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteStudentStore } from '../src/adapters/sqlite/sqlite-student-store.js';
import { describeStudentStoreContract } from './student-store.contract.js';

describeStudentStoreContract('SQLite', async () => new SqliteStudentStore(openSqlite(':memory:', 'students', migrations)));
