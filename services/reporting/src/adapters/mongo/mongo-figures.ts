import type { Model } from 'mongoose';
import { ALL_CLASSES, DISTRICT, type Figure } from '../../domain/contributions.js';
import type { FigureReader, FigureSum, ReportScope } from '../../domain/reports.js';
import type { NameDoc, ReportingModels } from './models.js';

/** The counts over a scope: one slice of the counts collection (the district's or some schools', one class or every class). */
export class MongoFigures implements FigureReader {
  constructor(private readonly models: Pick<ReportingModels, 'counts' | 'people' | 'schools'>) {}

  async sums(figure: Figure, scope: ReportScope): Promise<FigureSum[]> {
    const schools = scope.schoolIds === 'all' ? [DISTRICT] : [...scope.schoolIds];
    const rows = await this.models.counts.aggregate<{ _id: { k1: string; k2: string }; n: number }>([
      { $match: { figure, classYear: scope.classYear ?? ALL_CLASSES, schoolId: { $in: schools } } },
      { $group: { _id: { k1: '$k1', k2: '$k2' }, n: { $sum: '$n' } } },
      { $match: { n: { $ne: 0 } } },
      { $sort: { '_id.k1': 1, '_id.k2': 1 } },
    ]);
    return rows.map((r) => ({ k1: r._id.k1, k2: r._id.k2, n: r.n }));
  }

  async sumsBySchool(figure: Figure, scope: ReportScope) {
    const schoolId = scope.schoolIds === 'all' ? { $ne: DISTRICT } : { $in: [...scope.schoolIds].filter((s) => s !== DISTRICT) };
    const rows = await this.models.counts.aggregate<{ _id: string; n: number }>([
      { $match: { figure, classYear: scope.classYear ?? ALL_CLASSES, schoolId } },
      { $group: { _id: '$schoolId', n: { $sum: '$n' } } },
      { $match: { n: { $ne: 0 } } },
      { $sort: { _id: 1 } },
    ]);
    return rows.map((r) => ({ schoolId: r._id, n: r.n }));
  }

  async names(userIds: readonly string[]) {
    return namesOf(this.models.people, userIds.length ? { _id: { $in: [...userIds] } } : null);
  }

  async schoolNames() {
    return namesOf(this.models.schools, {});
  }
}

async function namesOf(model: Model<NameDoc>, filter: object | null) {
  const docs = filter ? await model.find(filter).lean<NameDoc[]>() : [];
  return new Map(docs.map((d) => [d._id, d.name]));
}

