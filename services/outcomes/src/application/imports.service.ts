import { createHash, randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError, requireStaff, canActInSchool, ValidationError, type Principal } from '@counsel/kit';
import type { Outcome } from '../domain/outcome.js';
import { IMPORT_MESSAGES, parseOutcomesFile, type OutcomeImport } from '../domain/outcome-import.js';
import { nowOf, requireSchoolStaff, type OutcomesDeps } from './access.js';
import { outcomesRecorded } from './outcome-events.js';

// The gateway's REST body limit is 1 MB: 5,000 rows of a few numbers fit well within it.
const MAX_CONTENT = 1024 * 1024;

/** Past classes' outcomes from a file: a dry run that names every rejected row, then the apply. Staff of the school. */
export class OutcomeImportsService {
  constructor(private readonly deps: OutcomesDeps) {}

  async start(p: Principal | null, schoolId: string, content: string, fileName?: string | null): Promise<OutcomeImport> {
    const user = requireSchoolStaff(p, schoolId);
    if (!content) throw new ValidationError(IMPORT_MESSAGES.content);
    if (Buffer.byteLength(content, 'utf8') > MAX_CONTENT) throw new ValidationError(IMPORT_MESSAGES.tooLarge);
    if (content.includes('\uFFFD')) throw new ValidationError(IMPORT_MESSAGES.notUtf8);
    if (fileName && fileName.length > 200) throw new ValidationError(IMPORT_MESSAGES.fileName);
    const now = nowOf(this.deps);
    const { rows, rejected } = parseOutcomesFile(content, now.getUTCFullYear());
    const imp: OutcomeImport = {
      id: randomUUID(), schoolId, status: 'PREVIEWED', fileName: fileName?.trim() || null,
      fileHash: createHash('sha256').update(content).digest('hex'),
      accepted: rows.length, classYears: [...new Set(rows.map((r) => r.classYear))].sort((a, b) => a - b),
      rejected, rows, createdBy: user.userId, createdAt: now.toISOString(), appliedAt: null,
    };
    await this.deps.store.write((w) => w.imports.save(imp));
    return imp;
  }

  /** Adds the valid rows as anonymous outcomes; the same file twice would count every applicant twice, so it is refused. */
  async apply(p: Principal | null, id: string, acceptRejections: boolean): Promise<OutcomeImport> {
    const imp = await this.get(p, id);
    if (!imp) throw new NotFoundError(IMPORT_MESSAGES.notFound);
    if (imp.status === 'APPLIED') throw new ConflictError(IMPORT_MESSAGES.applied);
    if (imp.rejected.length > 0 && !acceptRejections) throw new ConflictError(IMPORT_MESSAGES.rejections);
    if (await this.deps.store.imports.appliedFile(imp.schoolId, imp.fileHash)) throw new ConflictError(IMPORT_MESSAGES.sameFile);
    const applied: OutcomeImport = { ...imp, status: 'APPLIED', appliedAt: nowOf(this.deps).toISOString() };
    const outcomes = imp.rows.map((r): Outcome => ({
      ...r, id: randomUUID(), schoolId: imp.schoolId, source: 'IMPORT', importId: imp.id, studentId: null, applicationId: null,
    }));
    await this.deps.store.write((w) => { for (const o of outcomes) w.outcomes.add(o); w.imports.save(applied); }, outcomesRecorded(outcomes));
    this.deps.events.committed();
    return applied;
  }

  /** An import, to its school's staff (another school's counselor finds none). */
  async get(p: Principal | null, id: string): Promise<OutcomeImport | null> {
    const user = requireStaff(p);
    const imp = id.length <= 100 ? await this.deps.store.imports.get(id) : null;
    return imp && canActInSchool(user, imp.schoolId) ? imp : null;
  }
}
