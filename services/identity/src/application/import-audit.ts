import type { ImportApplied } from '@counsel/proto-events';
import type { AuditEntry } from '../domain/audit.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { ImportTally, UserStore } from '../ports/user-store.js';

/** Between the roster's part of the detail and identity's account tally. */
const ACCOUNTS = ' | accounts: ';

const entryId = (importId: string) => `import-${importId}`;

function rosterDetail(e: ImportApplied) {
  const c = e.counts;
  const rejected = `${c.rejected} rejected${c.rejected && e.acceptedRejections ? ' (valid rows applied)' : ''}`;
  return `${c.create} to create, ${c.update} to update, ${c.unchanged} unchanged, ${c.deactivate} to deactivate, ${rejected}; ${e.format}, sha256 ${e.fileHash}`;
}

function tallyDetail(t: ImportTally) {
  return `${t.created} created, ${t.updated} updated, ${t.unchanged} unchanged, ${t.disabled} disabled, ${t.refused} refused (email in use)`;
}

/**
 * One staff audit entry per roster import (id `import-<importId>`), fed by two consumers in any order: the
 * roster's `import.applied` event (who ran it, the file, its hash and counts: action roster.imported) and the
 * accounts the import created or changed (identity's tally). Before the import's event arrives the entry is
 * an actor-less accounts.imported one holding the tally; the import's event turns it into roster.imported and
 * keeps the tally. Writes for one import run one at a time (read, then replace), so neither overwrites the other.
 */
export class ImportAudit {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly audit: AuditLog, private readonly users: UserStore) {}

  /** Idempotent: a redelivered event finds the import's entry already written and changes nothing. */
  applied(e: ImportApplied, at: string): Promise<void> {
    return this.serially(e.importId, async () => {
      const existing = await this.audit.get(entryId(e.importId));
      if (existing?.action === 'roster.imported') return;
      // Identity owns accounts: it names the actor when the token carried no email.
      const actorEmail = e.actorEmail || (await this.users.byId(e.actorId))?.email || null;
      const tally = existing?.detail ? `${ACCOUNTS}${existing.detail}` : '';
      await this.audit.put({
        id: entryId(e.importId), at, actorId: e.actorId, actorEmail, action: 'roster.imported', targetId: e.importId,
        targetLabel: e.fileName ?? `roster import ${e.importId}`, outcome: existing?.outcome ?? 'success', detail: rosterDetail(e) + tally,
      });
    });
  }

  /** The import's account counts so far (the caller counts each account once). */
  accounts(importId: string, t: ImportTally): Promise<void> {
    return this.serially(importId, async () => {
      const existing = await this.audit.get(entryId(importId));
      const outcome = t.refused ? 'failure' : 'success';
      const entry: AuditEntry = existing?.action === 'roster.imported'
        ? { ...existing, outcome, detail: `${(existing.detail ?? '').split(ACCOUNTS)[0]}${ACCOUNTS}${tallyDetail(t)}` }
        : {
          id: entryId(importId), at: new Date().toISOString(), actorId: null, actorEmail: null, action: 'accounts.imported',
          targetId: importId, targetLabel: `roster import ${importId}`, outcome, detail: tallyDetail(t),
        };
      await this.audit.put(entry);
    });
  }

  /** Runs `write` after the earlier writes for this import (whatever their outcome). */
  private serially(importId: string, write: () => Promise<void>): Promise<void> {
    const run = (this.pending.get(importId) ?? Promise.resolve()).catch(() => undefined).then(write);
    this.pending.set(importId, run);
    const forget = () => { if (this.pending.get(importId) === run) this.pending.delete(importId); };
    run.then(forget, forget);
    return run;
  }
}
