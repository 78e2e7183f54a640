// The child of kill-during-apply.test.ts: applies a previewed roster import from the BUILT roster service over
// a DATA_DIR, and stops in the middle of the apply's transaction (a temporary trigger calls a function that
// writes a marker file and then waits), so the parent can SIGKILL it there.
// Usage: node apply-in-child.mjs <dataDir> <importId> <pauseAtSourcedId> <markerFile>
import { writeFileSync } from 'node:fs';
import { DurableLocalBus, LocalBlobStore, createLogger, openSqlite } from '@counsel/kit';
import { migrations } from '../../dist/adapters/sqlite/migrations.js';
import { SqliteRosterStore } from '../../dist/adapters/sqlite/sqlite-roster-store.js';
import { RosterEvents } from '../../dist/application/roster-events.js';
import { RosterImportsService } from '../../dist/application/roster-imports.service.js';
import { parseRosterFile } from '../../dist/domain/roster-file/index.js';

const [dataDir, importId, pauseAt, marker] = process.argv.slice(2);
const log = createLogger('apply-child', 'silent');
const db = openSqlite(dataDir, 'roster', migrations);
db.function('pause_here', () => {
  writeFileSync(marker, String(process.pid));
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  return 0;
});
db.exec(`CREATE TEMP TRIGGER pause_mid_apply BEFORE INSERT ON main.enrollments WHEN NEW.sourced_id = '${pauseAt}' BEGIN SELECT pause_here(); END;`);
const store = new SqliteRosterStore(db);
const bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
const events = new RosterEvents(store, bus, log);
const imports = new RosterImportsService({
  store, blobs: LocalBlobStore.forService(dataDir, 'roster'), events, log, readFile: (stream, format) => parseRosterFile(format, { stream }),
  maxBytes: 10_000_000, urlTtlSeconds: 900, unregisteredTtlMs: 3_600_000,
});
const admin = { userId: 'admin-1', email: 'admin@example.org', firstName: null, lastName: null, role: 'admin', sessionId: 's' };
await imports.apply(admin, importId, false);
writeFileSync(marker, 'applied'); // never reached when killed
process.exit(0);
