import { ConflictError, requireRole, type Logger, type Principal } from '@counsel/kit';
import { leftOnOrBefore, retentionDueAt } from '../domain/retention.js';
import type { RecordStudent } from '../domain/record-student.js';
import type { RetentionStore, StudentDirectory } from '../ports/records-store.js';
import type { AccessLogService } from './access-log.service.js';
import type { DeletionService } from './deletion.service.js';
import type { ExportService } from './export.service.js';

export interface RetentionDeps {
  store: RetentionStore & Pick<StudentDirectory, 'leavers'>;
  deletions: Pick<DeletionService, 'requestForRetention'>;
  access: Pick<AccessLogService, 'purge'>;
  exports: Pick<ExportService, 'sweep'>;
  log: Logger;
  retentionDays: number;
  accessLogRetentionDays: number;
  now?: () => Date;
}

/** Deletions one run asks for at most: a year-end backlog is worked through over several days, not at once. */
export const RETENTION_BATCH = 500;
const PREVIEW_LIMIT = 500;

export interface RetentionPreviewView {
  enabled: boolean;
  retentionDays: number;
  accessLogRetentionDays: number;
  candidates: (RecordStudent & { dueAt: string })[];
  total: number;
  previewedAt: string | null;
  lastRunAt: string | null;
  lastRunDeleted: number;
}

/**
 * Retention: graduated and deactivated students are deleted by the deletion path once their period has
 * run out. It stays off until an admin has seen the dry run and switched it on; the access log and expired export
 * archives are trimmed on every run whatever the switch says (their periods are the district's settings too).
 */
export class RetentionService {
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: RetentionDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async preview(p: Principal | null): Promise<RetentionPreviewView> {
    requireRole(p, 'admin');
    const state = { ...(await this.deps.store.retentionState()), previewedAt: this.now().toISOString() };
    await this.deps.store.saveRetentionState(state);
    const due = await this.deps.store.leavers(leftOnOrBefore(this.now(), this.deps.retentionDays), PREVIEW_LIMIT);
    return {
      ...state, retentionDays: this.deps.retentionDays, accessLogRetentionDays: this.deps.accessLogRetentionDays, total: due.total,
      candidates: due.items.map((s) => ({ ...s, dueAt: retentionDueAt(s, this.deps.retentionDays) ?? s.statusSince })),
    };
  }

  async setEnabled(p: Principal | null, enabled: boolean): Promise<RetentionPreviewView> {
    requireRole(p, 'admin');
    const state = await this.deps.store.retentionState();
    if (enabled && !state.previewedAt) throw new ConflictError('Look at the retention preview before switching retention on');
    await this.deps.store.saveRetentionState({ ...state, enabled });
    if (enabled) await this.run();
    return this.preview(p);
  }

  /** One run: deletions for everyone due (up to a batch), then the access log and export archives trimmed. */
  async run(): Promise<number> {
    const state = await this.deps.store.retentionState();
    let requested = 0;
    if (state.enabled) {
      const due = await this.deps.store.leavers(leftOnOrBefore(this.now(), this.deps.retentionDays), RETENTION_BATCH);
      for (const s of due.items) if (await this.deps.deletions.requestForRetention(s)) requested++;
      await this.deps.store.saveRetentionState({ ...state, lastRunAt: this.now().toISOString(), lastRunDeleted: requested });
      if (requested) this.deps.log.info({ requested }, 'retention: deletions requested');
    }
    await this.deps.access.purge(this.now());
    await this.deps.exports.sweep();
    return requested;
  }

  /** Runs now and then every `everyMs` (default hourly: export archives expire by the hour). */
  start(everyMs = 3_600_000): void {
    const tick = () => { this.run().catch((err: unknown) => this.deps.log.error({ err }, 'retention run failed')); };
    tick();
    this.timer = setInterval(tick, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
