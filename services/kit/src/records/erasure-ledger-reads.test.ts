import { describe, expect, it } from '@jest/globals';
import { openSqlite } from '../store/sqlite.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from '../outbox/sqlite-outbox.js';
import { ErasureLedgerReads } from './erasures.js';
import { ERASURES_TABLE_SQL, SqliteErasures } from './sqlite-erasures.js';

describe('ErasureLedgerReads', () => {
  it('answers a synchronous ledger\'s reads as promises, for the recorded deletion and its student only', async () => {
    const db = openSqlite(':memory:', 'erasure-reads-test', [`${OUTBOX_TABLE_SQL} ${ERASURES_TABLE_SQL}`]);
    const ledger = new SqliteErasures(db, new SqliteOutbox(db));
    const reads = new ErasureLedgerReads(ledger);
    ledger.record({ deletionId: 'del-1', studentId: 'st-1', studentUserId: 'u-1' }, [{ item: 'notes', count: 3 }]);

    const recorded = reads.recorded('del-1');
    expect(recorded).toBeInstanceOf(Promise);
    expect(await recorded).toEqual([{ item: 'notes', count: 3 }]);
    expect(await reads.recorded('del-2')).toBeNull();
    expect(await reads.isErased('st-1')).toBe(true);
    expect(await reads.isErased('st-2')).toBe(false);
    expect(await reads.isUserErased('u-1')).toBe(true);
    expect(await reads.isUserErased('u-2')).toBe(false);
    db.close();
  });

  it('hands a subclass the ledger it was given, for the writes it does beside the reads', async () => {
    class Recording extends ErasureLedgerReads<{ recorded: () => null; isErased: () => Promise<boolean>; isUserErased: () => boolean; erased: string[] }> {
      erase(studentId: string) { this.ledger.erased.push(studentId); }
    }
    const ledger = { recorded: () => null, isErased: async () => false, isUserErased: () => false, erased: [] as string[] };
    const store = new Recording(ledger);
    store.erase('st-9');
    expect(ledger.erased).toEqual(['st-9']);
    expect(await store.isErased('st-9')).toBe(false);
  });
});
