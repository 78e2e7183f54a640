import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ConflictError, NotFoundError, ValidationError, requireRole, reserveUploadFor, sweepUploads, uploadToRegister,
  type BlobStore, type Logger, type Principal, type UploadDeps, type UploadPolicy, type UploadReservation,
} from '@counsel/kit';
import type { RosterFormat } from '../domain/roster-import.js';
import type { RosterStore, StoredImport } from '../ports/roster-store.js';
import { ROSTER_FILE_KINDS, ROSTER_PURPOSE, type ReadRosterFile } from '../ports/roster-file.js';
import { planRosterChange } from './import-change.js';
import type { RosterEvents } from './roster-events.js';

export interface RosterImportsDeps {
  store: RosterStore;
  blobs: BlobStore;
  events: RosterEvents;
  log: Logger;
  /** Reads an uploaded file into records (domain/roster-file). */
  readFile: ReadRosterFile;
  maxBytes: number;
  urlTtlSeconds: number;
  unregisteredTtlMs: number;
  now?: () => Date;
}

/** The rejected rows an import keeps (and answers); the counts still count all of them. */
export const KEPT_REJECTIONS = 1000;

const previewInput = z.object({
  uploadId: z.uuid({ message: 'Invalid upload URL' }),
  format: z.enum(['COUNSEL_CSV', 'ONEROSTER_ZIP'], 'format must be counsel-csv or oneroster'),
  // eslint-disable-next-line no-control-regex
  fileName: z.string('File name must be text').max(255, 'File name must be at most 255 characters').regex(/^[^\u0000-\u001f\u007f/\\]*$/, 'File name must not contain control characters or slashes').nullable(),
});
const ID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * Roster imports: the admin uploads a file (a signed single PUT), previews what it would change (the dry run,
 * stored with the file's hash and counts), then applies it. Applying reads the file again and plans against
 * the roster as it is then, and writes everything (schools, accounts, enrollments, assignments, the import's
 * status and every event) in one transaction: a crash leaves nothing half-imported, and the import can be
 * applied again.
 */
export class RosterImportsService {
  readonly uploads: UploadDeps;
  readonly policy: UploadPolicy;
  private readonly now: () => Date;

  constructor(private readonly d: RosterImportsDeps) {
    this.now = d.now ?? (() => new Date());
    this.uploads = { ledger: d.store, blobs: d.blobs, now: this.now, log: d.log };
    this.policy = { purpose: ROSTER_PURPOSE, maxBytes: d.maxBytes, accept: ROSTER_FILE_KINDS };
  }

  async reserveUpload(p: Principal | null): Promise<UploadReservation> {
    const admin = requireRole(p, 'admin');
    return reserveUploadFor(this.uploads, this.policy, admin.userId, this.d.urlTtlSeconds);
  }

  /** The dry run: what the file would change, kept as an import to apply later. */
  async preview(p: Principal | null, input: { uploadId: unknown; format: unknown; fileName: unknown }): Promise<StoredImport> {
    const admin = requireRole(p, 'admin');
    const parsed = previewInput.safeParse(input);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
    const { uploadId, format, fileName } = parsed.data;
    const upload = await uploadToRegister(this.uploads, ROSTER_PURPOSE, uploadId, admin.userId);
    const isZip = upload.fileType === 'application/zip';
    if (format === 'ONEROSTER_ZIP' && !isZip) throw new ValidationError('A OneRoster file must be a zip of orgs.csv, users.csv and enrollments.csv');
    if (format === 'COUNSEL_CSV' && isZip) throw new ValidationError('This file is a zip: choose the OneRoster format, or upload the Counsel CSV itself');
    const id = randomUUID();
    const { plan, fileHash } = await this.plan(upload.blobId, format, id, true);
    const at = this.now().toISOString();
    const record: StoredImport = {
      id, format, status: 'PREVIEWED', fileName: fileName?.trim() || null, fileHash, counts: plan.counts,
      rejected: plan.rejected.slice(0, KEPT_REJECTIONS), createdById: admin.userId, createdAt: at, appliedAt: null,
      appliedWithRejections: false, newAccounts: 0, uploadId, blobId: upload.blobId,
    };
    await this.d.store.commit({ imports: [record], registerUpload: { uploadId, at } });
    this.d.log.info({ importId: id, counts: plan.counts, actorId: admin.userId }, 'roster import previewed');
    return record;
  }

  /**
   * Applies a previewed import. A file with rejected rows applies nothing unless the admin accepts them
   * (then the valid rows are applied). Planned again against the roster as it is now, so an apply after
   * other changes (or a second apply) does only what is still to do.
   */
  async apply(p: Principal | null, id: string, acceptRejections: boolean): Promise<StoredImport> {
    const admin = requireRole(p, 'admin');
    const record = await this.importOrThrow(id);
    if (record.status === 'APPLIED') throw new ConflictError('This import has already been applied');
    const refuse = (n: number) => new ValidationError(`This file has ${n} rejected row(s). Fix the file and upload it again, or apply the valid rows only (acceptRejections).`);
    if (record.counts.rejected > 0 && !acceptRejections) throw refuse(record.counts.rejected);
    const { plan, fileHash } = await this.plan(record.blobId, record.format, record.id, false);
    if (fileHash !== record.fileHash) throw new ConflictError('The roster file changed since the preview; upload it again');
    // The roster may have changed since the preview so that rows are rejected now: the same rule holds.
    if (plan.counts.rejected > 0 && !acceptRejections) throw refuse(plan.counts.rejected);
    const at = this.now().toISOString();
    const applied: StoredImport = {
      ...record, status: 'APPLIED', appliedAt: at, counts: plan.counts, rejected: plan.rejected.slice(0, KEPT_REJECTIONS),
      appliedWithRejections: plan.counts.rejected > 0, newAccounts: plan.newAccounts,
    };
    // The audit log's record of who applied what goes with the change, even when the file changed nothing.
    const events = [...plan.events, this.d.events.importApplied(applied, admin)];
    await this.d.store.commit({ ...plan.change, imports: [applied] }, events);
    this.d.events.committed();
    this.d.log.info({ importId: id, counts: plan.counts, actorId: admin.userId }, 'roster import applied');
    return applied;
  }

  async history(p: Principal | null, limit: number, offset: number) {
    requireRole(p, 'admin');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new ValidationError('limit must be a whole number from 1 to 100');
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError('offset must be a whole number of at least 0');
    return this.d.store.rosterImports(limit, offset);
  }

  async rosterImport(p: Principal | null, id: string): Promise<StoredImport | null> {
    requireRole(p, 'admin');
    return ID.safeParse(id).success ? this.d.store.rosterImport(id) : null;
  }

  sweep() {
    return sweepUploads(this.uploads, this.d.unregisteredTtlMs);
  }

  /** Streams the stored file through the reader and plans it against the current roster. */
  private async plan(blobId: string, format: RosterFormat, importId: string, dryRun: boolean) {
    const blob = await this.d.blobs.get(blobId);
    if (!blob) throw new NotFoundError('The roster file is no longer stored; upload it again');
    const parsed = await this.d.readFile(blob.stream, format);
    const plan = await planRosterChange(this.d.store, this.d.events, parsed, { importId, now: this.now().toISOString(), dryRun });
    return { plan, fileHash: blob.meta.sha256 };
  }

  private async importOrThrow(id: string): Promise<StoredImport> {
    const r = ID.safeParse(id).success ? await this.d.store.rosterImport(id) : null;
    if (!r) throw new NotFoundError('Import not found');
    return r;
  }
}
