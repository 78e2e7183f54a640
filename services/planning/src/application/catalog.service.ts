import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError, requireRole, ValidationError, type Principal } from '@counsel/kit';
import { parseCatalogFile } from '../domain/catalog-file.js';
import { COURSE_MESSAGES, courseFieldsSchema, sameCourse, type CatalogCourse } from '../domain/course.js';
import { parseOrRefuse } from '../domain/parse.js';
import { IMPORT_FORMATS, IMPORT_MESSAGES, type CourseImport, type ImportFormat } from '../domain/course-import.js';
import { nowOf, requireSchoolReader, SCHOOL_NOT_FOUND, type PlanningDeps } from './access.js';
import type { PlanChecks } from './plan-checks.js';
import type { CatalogCourseInput } from '../graphql/generated/resolvers-types.js';

// The gateway's REST body limit is 1 MB: a catalog of a few thousand courses fits well within it.
const MAX_CONTENT = 1024 * 1024;

function pageArgs(first: number | null | undefined, offset: number | null | undefined) {
  const f = first ?? 50;
  const o = offset ?? 0;
  if (!Number.isInteger(f) || f < 1 || f > 500) throw new ValidationError('first must be a whole number from 1 to 500');
  if (!Number.isInteger(o) || o < 0) throw new ValidationError('offset must be a whole number from 0');
  return { first: f, offset: o };
}

const parseFields = (input: unknown) => parseOrRefuse(courseFieldsSchema, input);

/** A school's course catalog: read by the school's people, kept by admins by hand or from a file (dry run, then apply). */
export class CatalogService {
  constructor(private readonly deps: PlanningDeps & { checks: PlanChecks }) {}

  async page(p: Principal | null, schoolId: string, q: string | null | undefined, first?: number | null, offset?: number | null) {
    await requireSchoolReader(this.deps.store, p, schoolId);
    const page = pageArgs(first, offset);
    const query = q?.trim() ? q.trim().slice(0, 100) : null;
    return this.deps.store.catalog.coursePage(schoolId, query, page.first, page.offset);
  }

  async create(p: Principal | null, schoolId: string, input: CatalogCourseInput): Promise<CatalogCourse> {
    requireRole(p, 'admin');
    if (!schoolId.trim() || schoolId.length > 100) throw new NotFoundError(SCHOOL_NOT_FOUND);
    const fields = parseFields(input);
    if (await this.deps.store.catalog.courseByCode(schoolId, fields.code)) throw new ConflictError(COURSE_MESSAGES.duplicate);
    const course: CatalogCourse = { ...fields, id: randomUUID(), schoolId, updatedAt: nowOf(this.deps) };
    await this.deps.store.write((w) => w.catalog.saveCourse(course));
    await this.deps.checks.recheckSchool(schoolId);
    return course;
  }

  async update(p: Principal | null, id: string, input: CatalogCourseInput): Promise<CatalogCourse> {
    requireRole(p, 'admin');
    const before = id.length <= 100 ? await this.deps.store.catalog.course(id) : null;
    if (!before) throw new NotFoundError(COURSE_MESSAGES.notFound);
    const fields = parseFields(input);
    const other = await this.deps.store.catalog.courseByCode(before.schoolId, fields.code);
    if (other && other.id !== id) throw new ConflictError(COURSE_MESSAGES.duplicate);
    const course: CatalogCourse = { ...before, ...fields, updatedAt: nowOf(this.deps) };
    await this.deps.store.write((w) => w.catalog.saveCourse(course));
    await this.deps.checks.recheckSchool(before.schoolId);
    return course;
  }

  async remove(p: Principal | null, id: string): Promise<boolean> {
    requireRole(p, 'admin');
    const before = id.length <= 100 ? await this.deps.store.catalog.course(id) : null;
    if (!before) throw new NotFoundError(COURSE_MESSAGES.notFound);
    await this.deps.store.write((w) => w.catalog.deleteCourse(id));
    await this.deps.checks.recheckSchool(before.schoolId);
    return true;
  }

  /** The dry run: every row checked against the course rules and the catalog; nothing changes. */
  async startImport(p: Principal | null, schoolId: string, format: string, content: string, fileName?: string | null): Promise<CourseImport> {
    const user = requireRole(p, 'admin');
    if (!schoolId.trim() || schoolId.length > 100) throw new NotFoundError(SCHOOL_NOT_FOUND);
    if (!(IMPORT_FORMATS as readonly string[]).includes(format)) throw new ValidationError(IMPORT_MESSAGES.format);
    if (!content) throw new ValidationError(IMPORT_MESSAGES.content);
    if (Buffer.byteLength(content, 'utf8') > MAX_CONTENT) throw new ValidationError(IMPORT_MESSAGES.tooLarge);
    if (content.includes('\uFFFD')) throw new ValidationError(IMPORT_MESSAGES.notUtf8);
    if (fileName && fileName.length > 200) throw new ValidationError(IMPORT_MESSAGES.fileName);
    const { courses, rejected } = parseCatalogFile(format as ImportFormat, content);
    let created = 0; let updated = 0; let unchanged = 0;
    for (const c of courses) {
      const held = await this.deps.store.catalog.courseByCode(schoolId, c.code);
      if (!held) created++; else if (sameCourse(held, c)) unchanged++; else updated++;
    }
    const imp: CourseImport = {
      id: randomUUID(), schoolId, format: format as ImportFormat, status: 'PREVIEWED', fileName: fileName?.trim() || null,
      created, updated, unchanged, rejected, rows: courses, createdBy: user.userId, createdAt: nowOf(this.deps), appliedAt: null,
    };
    await this.deps.store.write((w) => w.catalog.saveImport(imp));
    return imp;
  }

  /** Applies a checked import's valid rows (by course code: new codes added, known ones changed), then rechecks the school's plans. */
  async applyImport(p: Principal | null, id: string, acceptRejections: boolean): Promise<CourseImport> {
    requireRole(p, 'admin');
    const imp = id.length <= 100 ? await this.deps.store.catalog.courseImport(id) : null;
    if (!imp) throw new NotFoundError(IMPORT_MESSAGES.notFound);
    if (imp.status === 'APPLIED') throw new ConflictError(IMPORT_MESSAGES.applied);
    if (imp.rejected.length > 0 && !acceptRejections) throw new ConflictError(IMPORT_MESSAGES.rejections);
    const at = nowOf(this.deps);
    const held = new Map((await this.deps.store.catalog.courses(imp.schoolId)).map((c) => [c.code, c]));
    const changed = imp.rows.filter((r) => { const h = held.get(r.code); return !h || !sameCourse(h, r); })
      .map((r): CatalogCourse => ({ ...r, id: held.get(r.code)?.id ?? randomUUID(), schoolId: imp.schoolId, updatedAt: at }));
    const applied: CourseImport = { ...imp, status: 'APPLIED', appliedAt: at };
    await this.deps.store.write((w) => { for (const c of changed) w.catalog.saveCourse(c); w.catalog.saveImport(applied); });
    await this.deps.checks.recheckSchool(imp.schoolId);
    return applied;
  }

  async getImport(p: Principal | null, id: string): Promise<CourseImport | null> {
    requireRole(p, 'admin');
    return id.length <= 100 ? this.deps.store.catalog.courseImport(id) : null;
  }
}
