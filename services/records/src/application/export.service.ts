import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ForbiddenError, NotFoundError, outboxEvent, requireUser, type BlobStore, type Logger, type OutboxEvents, type Principal,
  type RecordExportPart,
} from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { ExportJob } from '../domain/export-job.js';
import { wordingFor } from '../domain/words.js';
import { recordSummary } from '../domain/record-summary.js';
import type { ExportStore, StudentDirectory } from '../ports/records-store.js';
import { EXPORTING_SERVICES, type ExportSources } from '../ports/export-sources.js';
import type { ArchiveEntry, RecordRendering } from '../ports/record-rendering.js';

export interface ExportDeps {
  store: ExportStore & Pick<StudentDirectory, 'student'>;
  sources: ExportSources;
  blobs: BlobStore;
  events: OutboxEvents;
  render: RecordRendering;
  log: Logger;
  keepHours: number;
  maxBytes: number;
  now?: () => Date;
}

const HOUR_MS = 3_600_000;
/** What a failed export says: the owning service's own words when it refused, never a stack. */
const FAILED = 'The export could not be assembled; start it again.';

/** A name safe inside a zip on every system. */
const safeName = (name: string) => [...name].map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('').slice(0, 120) || 'file';

/**
 * Exports: everything Counsel holds on one student as one zip: a readable PDF summary, each owning
 * service's data as JSON, and the student's files. Each service answers for what it owns, on the caller's behalf
 * (it authorizes the export itself). The archive is streamed into the blob store and kept for `keepHours`.
 */
export class ExportService {
  private readonly now: () => Date;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: ExportDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async start(p: Principal | null, token: string | null, studentId: string): Promise<ExportJob> {
    const user = requireUser(p);
    if (user.role !== 'admin' && user.role !== 'student') throw new ForbiddenError('Only an admin or the student may export a record');
    const student = await this.deps.store.student(studentId);
    if (!student || (user.role === 'student' && student.userId !== user.userId)) throw new NotFoundError('Student not found');
    if (!token) throw new ForbiddenError('Sign in again to export this record');
    const job: ExportJob = {
      id: randomUUID(), studentId, studentUserId: student.userId, requestedBy: user.userId, requestedRole: user.role,
      state: 'pending', createdAt: this.now().toISOString(), finishedAt: null, error: null, blobId: null, bytes: null,
      fileCount: null, expiresAt: null,
    };
    await this.deps.store.createExport(job);
    const run = this.run(job, user, token, student.name).finally(() => this.running.delete(run));
    this.running.add(run);
    return job;
  }

  /** The job, for the admin or student who started it, or any admin. */
  async get(p: Principal | null, id: string): Promise<ExportJob | null> {
    const user = requireUser(p);
    const job = await this.deps.store.exportJob(id);
    if (!job) return null;
    if (user.role === 'admin' || job.requestedBy === user.userId) return job;
    return null;
  }

  async openArchive(p: Principal | null, id: string): Promise<{ job: ExportJob; stream: Readable; size: number }> {
    const job = await this.get(p, id);
    if (!job) throw new NotFoundError('Export not found');
    if (job.state !== 'ready' || !job.blobId) throw new NotFoundError(job.state === 'expired' ? 'This export has expired; start a new one' : 'This export is not ready yet');
    const blob = await this.deps.blobs.get(job.blobId);
    if (!blob) throw new NotFoundError('This export has expired; start a new one');
    return { job, stream: blob.stream, size: blob.meta.size };
  }

  /** Waits for exports under way (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async run(job: ExportJob, user: Principal, token: string, studentName: string): Promise<void> {
    const log = this.deps.log.child({ exportId: job.id });
    const started = Date.now();
    try {
      await this.deps.store.updateExport({ ...job, state: 'running' });
      const [parts, language]: [RecordExportPart[], string | null] = await Promise.all([
        Promise.all(EXPORTING_SERVICES.map((s) => this.deps.sources.part(s, token, job.studentId, job.studentUserId))),
        this.deps.sources.readerLanguage(token),
      ]);
      // The summary reads in the language of whoever asked for it (the student, or the admin who sends it on).
      const wording = wordingFor(language);
      const requestedBy = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      const at = this.now().toISOString();
      const summary = await this.deps.render.pdf({ ...recordSummary({ studentName, requestedBy, at }, parts, wording), lang: wording.locale });
      const fileCount = parts.reduce((n, p) => n + (p.files?.length ?? 0), 0);
      const entries = this.entries(parts, summary, token, { exportId: job.id, studentId: job.studentId, at, requestedBy: user.userId });
      let failure: Error | null = null;
      const zip = this.deps.render.zip(entries, (err) => { failure ??= err; });
      const meta = await this.deps.blobs.put(zip, { maxBytes: this.deps.maxBytes, accept: ['zip'] });
      if (failure) throw failure;
      const done: ExportJob = {
        ...job, state: 'ready', finishedAt: this.now().toISOString(), blobId: meta.id, bytes: meta.size, fileCount,
        expiresAt: new Date(this.now().getTime() + this.deps.keepHours * HOUR_MS).toISOString(),
      };
      const audit = outboxEvent(Subjects.recordsExportCreated, {
        exportId: job.id, studentId: job.studentId, actorId: user.userId, actorEmail: user.email,
        actorRole: job.requestedRole, fileCount, bytes: meta.size,
      });
      await this.deps.store.updateExport(done, [audit]);
      this.deps.events.committed();
      log.info({ ms: Date.now() - started, bytes: meta.size, fileCount }, 'record export ready');
    } catch (err) {
      log.warn({ err }, 'record export failed');
      const message = err instanceof ForbiddenError || err instanceof NotFoundError ? `${FAILED} (${err.message})` : FAILED;
      await this.deps.store.updateExport({ ...job, state: 'failed', finishedAt: this.now().toISOString(), error: message })
        .catch((e: unknown) => log.error({ err: e }, 'could not record the failed export'));
    }
  }

  private async *entries(parts: RecordExportPart[], summary: Uint8Array, token: string, manifest: Record<string, string>): AsyncGenerator<ArchiveEntry> {
    yield { name: 'summary.pdf', data: summary };
    const files: { service: string; id: string; path: string; fileName: string; fileType: string; size: number }[] = [];
    for (const part of parts) {
      for (const f of part.files ?? []) files.push({ service: part.service, id: f.id, path: `files/${safeName(f.id)}-${safeName(f.fileName)}`, fileName: f.fileName, fileType: f.fileType, size: f.size });
    }
    yield { name: 'manifest.json', data: JSON.stringify({ ...manifest, services: parts.map((p) => p.service), files }, null, 2) };
    for (const part of parts) yield { name: `data/${part.service}.json`, data: JSON.stringify(part, null, 2) };
    for (const f of files) {
      yield { name: f.path, open: () => this.deps.sources.file(f.service as (typeof EXPORTING_SERVICES)[number], token, f.id) };
    }
  }

  /**
   * Ready archives past their period are removed (expired), and jobs a crash left pending or running fail. A job
   * counts as left behind after an hour: another replica may be running a younger one.
   */
  async sweep(): Promise<number> {
    const now = this.now().toISOString();
    const abandoned = new Date(this.now().getTime() - HOUR_MS).toISOString();
    let n = 0;
    for (const job of await this.deps.store.staleExports(now)) {
      if (job.state !== 'ready' && job.createdAt > abandoned) continue;
      if (job.state === 'ready') {
        if (job.blobId) await this.deps.blobs.delete(job.blobId);
        await this.deps.store.updateExport({ ...job, state: 'expired', blobId: null });
      } else {
        await this.deps.store.updateExport({ ...job, state: 'failed', finishedAt: now, error: 'The export was interrupted; start it again.' });
      }
      n++;
    }
    return n;
  }

  /** Deletion: the student's exports and their archives go; the number removed. */
  async eraseStudent(studentId: string): Promise<number> {
    const jobs = await this.deps.store.exportsOf(studentId);
    for (const j of jobs) if (j.blobId) await this.deps.blobs.delete(j.blobId);
    await this.deps.store.removeExports(studentId);
    return jobs.length;
  }
}
