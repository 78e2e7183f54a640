import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ConflictError, NotFoundError, ValidationError, phrase, requireRole, reserveUploadFor, sweepUploads, uploadToRegister,
  textEncodingFromLabel, type BlobStore, type Logger, type Principal, type UploadDeps, type UploadPolicy, type UploadReservation,
} from '@counsel/kit';
import type { AnsweredImport, RosterFormat } from '../domain/roster-import.js';
import { encodingInput, previewInput } from '../domain/import-input.js';
import type { TextChoice } from '../domain/roster-file/index.js';
import type { MutationPreviewRosterImportArgs } from '../graphql/generated/resolvers-types.js';
import type { StoredImport } from '../ports/imports-repository.js';
import type { RosterStore } from '../ports/roster-store.js';
import { ROSTER_FILE_KINDS, ROSTER_PURPOSE, type ReadRosterFile } from '../ports/roster-file.js';
import { importEncoding, sampleNames } from './import-text.js';
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

  constructor(private readonly deps: RosterImportsDeps) {
    this.now = deps.now ?? (() => new Date());
    this.uploads = { ledger: deps.store, blobs: deps.blobs, now: this.now, log: deps.log };
    this.policy = { purpose: ROSTER_PURPOSE, maxBytes: deps.maxBytes, accept: ROSTER_FILE_KINDS };
  }

  async reserveUpload(p: Principal | null): Promise<UploadReservation> {
    const admin = requireRole(p, 'admin');
    return reserveUploadFor(this.uploads, this.policy, admin.userId, this.deps.urlTtlSeconds);
  }

  /** The dry run: what the file would change, kept as an import to apply later. */
  async preview(p: Principal | null, input: MutationPreviewRosterImportArgs): Promise<StoredImport & AnsweredImport> {
    const admin = requireRole(p, 'admin');
    const parsed = previewInput.safeParse(input);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
    const { uploadId, format, fileName, encoding } = parsed.data;
    const upload = await uploadToRegister(this.uploads, ROSTER_PURPOSE, uploadId, admin.userId);
    const isZip = upload.fileType === 'application/zip';
    if (format === 'ONEROSTER_ZIP' && !isZip) throw new ValidationError('A OneRoster file must be a zip of orgs.csv, users.csv and enrollments.csv');
    if (format === 'COUNSEL_CSV' && isZip) throw new ValidationError('This file is a zip: choose the OneRoster format, or upload the Counsel CSV itself');
    const id = randomUUID();
    // A file that is not UTF-8 is previewed in its likeliest encoding (the admin then confirms it or not).
    const { plan, fileHash, text, names } = await this.plan(upload.blobId, format, id, true, { encoding, tentative: true });
    const at = this.now().toISOString();
    const record: StoredImport = {
      id, format, status: 'PREVIEWED', fileName: fileName?.trim() || null, fileHash, counts: plan.counts,
      rejected: plan.rejected.slice(0, KEPT_REJECTIONS), createdById: admin.userId, createdAt: at, appliedAt: null,
      appliedWithRejections: false, newAccounts: 0, uploadId, blobId: upload.blobId, encoding: text,
    };
    await this.deps.store.write((w) => {
      w.imports.save(record);
      w.imports.registerUpload(uploadId, at);
    });
    this.deps.log.info({ importId: id, counts: plan.counts, encoding: text.encoding, actorId: admin.userId }, 'roster import previewed');
    return { ...record, sampleNames: names };
  }

  /**
   * Applies a previewed import. A file with rejected rows applies nothing unless the admin accepts them
   * (then the valid rows are applied). Planned again against the roster as it is now, so an apply after
   * other changes (or a second apply) does only what is still to do.
   */
  async apply(p: Principal | null, id: string, acceptRejections: boolean, encodingLabel?: string | null): Promise<StoredImport & AnsweredImport> {
    const admin = requireRole(p, 'admin');
    const encoding = encodingInput.safeParse(encodingLabel);
    if (!encoding.success) throw new ValidationError(encoding.error.issues[0].message);
    const record = await this.importOrThrow(id);
    if (record.status === 'APPLIED') throw new ConflictError('This import has already been applied');
    const refuse = (n: number) => new ValidationError(phrase('This file has {{rejected}} rejected row(s). Fix the file and upload it again, or apply the valid rows only (acceptRejections).', { rejected: n }));
    if (record.counts.rejected > 0 && !acceptRejections) throw refuse(record.counts.rejected);
    // The encoding confirmed now, or at the preview; a file that is not UTF-8 with neither is refused (400).
    const confirmed = encoding.data ?? (record.encoding && !record.encoding.needsConfirmation && record.encoding.candidates.length ? textEncodingFromLabel(record.encoding.encoding) : null);
    const { plan, fileHash, text, names } = await this.plan(record.blobId, record.format, record.id, false, { encoding: confirmed });
    if (fileHash !== record.fileHash) throw new ConflictError('The roster file changed since the preview; upload it again');
    // The roster may have changed since the preview so that rows are rejected now: the same rule holds.
    if (plan.counts.rejected > 0 && !acceptRejections) throw refuse(plan.counts.rejected);
    const at = this.now().toISOString();
    const applied: StoredImport = {
      ...record, status: 'APPLIED', appliedAt: at, counts: plan.counts, rejected: plan.rejected.slice(0, KEPT_REJECTIONS),
      appliedWithRejections: plan.counts.rejected > 0, newAccounts: plan.newAccounts, encoding: text,
    };
    // The audit log's record of who applied what goes with the change, even when the file changed nothing.
    const events = [...plan.events, this.deps.events.importApplied(applied, admin)];
    await this.deps.store.write((w) => {
      plan.write(w);
      w.imports.save(applied);
    }, events);
    this.deps.events.committed();
    this.deps.log.info({ importId: id, counts: plan.counts, encoding: text.encoding, actorId: admin.userId }, 'roster import applied');
    return { ...applied, sampleNames: names };
  }

  async history(p: Principal | null, limit: number, offset: number) {
    requireRole(p, 'admin');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new ValidationError('limit must be a whole number from 1 to 100');
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError('offset must be a whole number of at least 0');
    return this.deps.store.imports.page(limit, offset);
  }

  async rosterImport(p: Principal | null, id: string): Promise<StoredImport | null> {
    requireRole(p, 'admin');
    return ID.safeParse(id).success ? this.deps.store.imports.get(id) : null;
  }

  sweep() {
    return sweepUploads(this.uploads, this.deps.unregisteredTtlMs);
  }

  /** Streams the stored file through the reader and plans it against the current roster. */
  private async plan(blobId: string, format: RosterFormat, importId: string, dryRun: boolean, choice: TextChoice) {
    const blob = await this.deps.blobs.get(blobId);
    if (!blob) throw new NotFoundError('The roster file is no longer stored; upload it again');
    const parsed = await this.deps.readFile(blob.stream, format, choice);
    const plan = await planRosterChange(this.deps.store, this.deps.events, parsed, { importId, now: this.now().toISOString(), dryRun });
    return { plan, fileHash: blob.meta.sha256, text: importEncoding(parsed.text), names: sampleNames(parsed.people) };
  }

  private async importOrThrow(id: string): Promise<StoredImport> {
    const r = ID.safeParse(id).success ? await this.deps.store.imports.get(id) : null;
    if (!r) throw new NotFoundError('Import not found');
    return r;
  }
}
