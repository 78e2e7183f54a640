import type { StagedWrites } from '@counsel/kit';
import type { CatalogCourse } from '../../domain/course.js';
import type { CatalogRepository, CatalogWrites } from '../../ports/catalog-repository.js';
import type { CourseDoc, ImportDoc, PlanningModels } from './models.js';

const toCourse = ({ _id, ...d }: CourseDoc): CatalogCourse => ({ ...d, id: _id });
const escapeRegex = (q: string) => q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The schools' course catalogs and their imports. */
export class MongoCatalog implements CatalogRepository {
  constructor(private readonly models: PlanningModels) {}

  /** Courses go in full through the unit's replace: an import's thousands go as one bulkWrite. */
  writes(uow: StagedWrites): CatalogWrites {
    const m = this.models;
    return {
      saveCourse: (c) => { const { id, ...rest } = c; uow.replace(m.courses, { _id: id, ...rest }); },
      deleteCourse: (id) => uow.stage((session) => m.courses.deleteOne({ _id: { $eq: id } }, { session })),
      saveImport: (i) => uow.replace<ImportDoc>(m.imports, { _id: i.id, schoolId: i.schoolId, body: i }),
    };
  }

  async course(id: string) {
    const d = await this.models.courses.findById(id).lean<CourseDoc>();
    return d ? toCourse(d) : null;
  }

  async courseByCode(schoolId: string, code: string) {
    const d = await this.models.courses.findOne({ schoolId: { $eq: schoolId }, code: { $eq: code } }).lean<CourseDoc>();
    return d ? toCourse(d) : null;
  }

  async courses(schoolId: string) {
    return (await this.models.courses.find({ schoolId: { $eq: schoolId } }).sort({ code: 1 }).lean<CourseDoc[]>()).map(toCourse);
  }

  async coursePage(schoolId: string, q: string | null, first: number, offset: number) {
    const like = q ? new RegExp(escapeRegex(q), 'i') : null;
    const filter = like ? { schoolId: { $eq: schoolId }, $or: [{ code: like }, { title: like }] } : { schoolId: { $eq: schoolId } };
    const [items, total] = await Promise.all([
      this.models.courses.find(filter).sort({ subjectArea: 1, code: 1 }).skip(offset).limit(first).lean<CourseDoc[]>(),
      this.models.courses.countDocuments(filter),
    ]);
    return { items: items.map(toCourse), total };
  }

  async courseImport(id: string) {
    return (await this.models.imports.findById(id).lean())?.body ?? null;
  }
}
