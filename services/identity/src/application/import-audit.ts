import type { ImportApplied } from '@counsel/proto-events';
import type { AuditEntry } from '../domain/audit.js';
import { committed, type IdentityStore } from '../ports/identity-store.js';
import type { ImportTally } from '../ports/imports-repository.js';

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

/** The number of accounts a tally counts (tallies only grow: a larger one is the newer). */
function tallied(detail: string | null) {
  const m = /(\d+) created, (\d+) updated, (\d+) unchanged, (\d+) disabled, (\d+) refused/.exec(detail ?? '');
  return m ? m.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
}

const total = (t: ImportTally) => t.created + t.updated + t.unchanged + t.disabled + t.refused;

/** A writer gives up after this many lost races (each loss means another writer made progress). */
const ATTEMPTS = 20;

/**
 * One staff audit entry per roster import (id `import-<importId>`), fed by two consumers in any order: the
 * roster's `import.applied` event (who ran it, the file, its hash and counts: action roster.imported) and the
 * accounts the import created or changed (identity's tally). Before the import's event arrives the entry is
 * an actor-less accounts.imported one holding the tally; the import's event turns it into roster.imported and
 * keeps the tally. Each write replaces the entry only if it is still what the writer read (AuditWrites.swap), so
 * consumers on several replicas never overwrite each other; an older tally never replaces a newer one.
 */
export class ImportAudit {
  constructor(private readonly store: IdentityStore) {}

  /** Idempotent: a redelivered event finds the import's entry already written and changes nothing. */
  applied(e: ImportApplied, at: string): Promise<void> {
    return this.update(e.importId, async (existing) => {
      if (existing?.action === 'roster.imported') return null;
      // Identity owns accounts: it names the actor when the token carried no email.
      const actorEmail = e.actorEmail || (await this.store.users.byId(e.actorId))?.email || null;
      const tally = existing?.detail ? `${ACCOUNTS}${existing.detail}` : '';
      return {
        id: entryId(e.importId), at, actorId: e.actorId, actorEmail, action: 'roster.imported', targetId: e.importId,
        targetLabel: e.fileName ?? `roster import ${e.importId}`, outcome: existing?.outcome ?? 'success', detail: rosterDetail(e) + tally,
      };
    });
  }

  /** The import's account counts so far (the caller counts each account once). */
  accounts(importId: string, t: ImportTally): Promise<void> {
    return this.update(importId, async (existing) => {
      const merged = existing?.action === 'roster.imported';
      const counted = existing ? tallied(merged ? (existing.detail ?? '').split(ACCOUNTS)[1] ?? null : existing.detail) : -1;
      if (counted >= total(t)) return null; // a newer tally is already in
      const outcome = t.refused ? 'failure' : 'success';
      if (existing && merged) return { ...existing, outcome, detail: `${(existing.detail ?? '').split(ACCOUNTS)[0]}${ACCOUNTS}${tallyDetail(t)}` };
      return {
        id: entryId(importId), at: new Date().toISOString(), actorId: null, actorEmail: null, action: 'accounts.imported',
        targetId: importId, targetLabel: `roster import ${importId}`, outcome, detail: tallyDetail(t),
      };
    });
  }

  /** Reads the entry, asks `next` what to write (null: nothing), and writes it unless another writer came first. */
  private async update(importId: string, next: (existing: AuditEntry | null) => Promise<AuditEntry | null>): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const existing = await this.store.audit.get(entryId(importId));
      const entry = await next(existing);
      if (!entry || await committed(this.store.write((w) => w.audit.swap(existing, entry)), 'changed')) return;
    }
    // Retried by the bus (with back-off) like any failed handler.
    throw new Error(`audit entry of roster import ${importId}: too many concurrent writers`);
  }
}
