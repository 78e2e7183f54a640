import type { Connection } from 'mongoose';
import { countChanges } from '../../domain/outcome-counts.js';
import {
  EVERY, type ClassResultCount, type CollegeResultCount, type HistoryScope, type OutcomeFact, type OutcomeHistory, type OutcomeResult,
} from '../../ports/outcome-history.js';

type FactDoc = Omit<OutcomeFact, 'outcomeId'> & { _id: string; at: string };
interface CountDoc { _id: string; schoolId: string; classYear: number; collegeId: string; result: OutcomeResult; n: number }
interface NameDoc { _id: string; name: string }
interface FreshnessDoc { _id: 'history'; at: string }

function models(conn: Connection) {
  const { Schema } = conn.base;
  const loose = { versionKey: false, strict: false } as const;
  const counts = new Schema<CountDoc>({ _id: String, schoolId: String, classYear: Number, collegeId: String }, loose);
  // A dashboard reads one slice: some schools, one class (or every class), every college or each college.
  counts.index({ schoolId: 1, collegeId: 1, classYear: 1 });
  counts.index({ schoolId: 1, classYear: 1, collegeId: 1 });
  return {
    facts: conn.model<FactDoc>('OutcomeFact', new Schema<FactDoc>({ _id: String }, loose), 'outcome_facts'),
    counts: conn.model<CountDoc>('OutcomeCount', counts, 'outcome_counts'),
    names: conn.model<NameDoc>('CollegeName', new Schema<NameDoc>({ _id: String }, loose), 'college_names'),
    freshness: conn.model<FreshnessDoc>('HistoryFreshness', new Schema<FreshnessDoc>({ _id: String }, loose), 'history_freshness'),
  };
}
type Models = ReturnType<typeof models>;

const schoolsOf = (schoolIds: readonly string[] | 'all') => (schoolIds === 'all' ? [EVERY.school] : [...schoolIds]);

/** The history on MongoDB (one database per service): a batch of outcomes is one transaction (rows and counts together). */
export class MongoOutcomeHistory implements OutcomeHistory {
  private constructor(private readonly conn: Connection, private readonly models: Models) {}

  static async open(conn: Connection): Promise<MongoOutcomeHistory> {
    const m = models(conn);
    await Promise.all([m.facts.init(), m.counts.init(), m.names.init(), m.freshness.init()]);
    return new MongoOutcomeHistory(conn, m);
  }

  async record(outcomes: readonly OutcomeFact[], at: string) {
    await this.conn.transaction(async (session) => {
      const docs = await this.models.facts.find({ _id: { $in: outcomes.map((o) => o.outcomeId) } }).session(session).lean<FactDoc[]>();
      const held = new Map(docs.map(({ _id, ...d }) => [_id, { outcomeId: _id, ...d }]));
      const { rows, delta } = countChanges(outcomes, held, at);
      if (rows.length) {
        await this.models.facts.bulkWrite(rows.map(({ outcomeId, ...o }) => ({ replaceOne: { filter: { _id: outcomeId }, replacement: { _id: outcomeId, ...o, at }, upsert: true } })), { session });
      }
      if (delta.size) {
        await this.models.counts.bulkWrite([...delta].map(([id, { key, n }]) => ({
          updateOne: { filter: { _id: id }, update: { $setOnInsert: key, $inc: { n } }, upsert: true },
        })), { session });
      }
      const fresh = await this.models.freshness.findById('history').session(session).lean<FreshnessDoc>();
      if (!fresh || fresh.at < at) await this.models.freshness.replaceOne({ _id: 'history' }, { _id: 'history', at }, { upsert: true, session });
    });
  }

  async nameColleges(names: readonly { collegeId: string; name: string }[]) {
    if (!names.length) return;
    await this.models.names.bulkWrite(names.map((c) => ({ replaceOne: { filter: { _id: c.collegeId }, replacement: { _id: c.collegeId, name: c.name }, upsert: true } })));
  }

  async byClass(scope: HistoryScope) {
    const schools = schoolsOf(scope.schoolIds);
    const classYear = scope.classYear === null ? { $ne: EVERY.classYear } : { $eq: scope.classYear };
    const rows = await this.models.counts.aggregate<ClassResultCount>([
      { $match: { schoolId: { $in: schools }, collegeId: EVERY.college, classYear } },
      { $group: { _id: { classYear: '$classYear', result: '$result' }, n: { $sum: '$n' } } },
      { $match: { n: { $ne: 0 } } },
      { $project: { _id: 0, classYear: '$_id.classYear', result: '$_id.result', n: 1 } },
    ]);
    return rows;
  }

  async byCollege(scope: HistoryScope) {
    const rows = await this.models.counts.aggregate<CollegeResultCount>([
      { $match: { schoolId: { $in: schoolsOf(scope.schoolIds) }, classYear: scope.classYear ?? EVERY.classYear, collegeId: { $ne: EVERY.college } } },
      { $group: { _id: { collegeId: '$collegeId', result: '$result' }, n: { $sum: '$n' } } },
      { $match: { n: { $ne: 0 } } },
      { $project: { _id: 0, collegeId: '$_id.collegeId', result: '$_id.result', n: 1 } },
    ]);
    return rows;
  }

  async collegeNames(collegeIds: readonly string[]) {
    const docs = await this.models.names.find({ _id: { $in: [...new Set(collegeIds)] } }).lean<NameDoc[]>();
    return new Map(docs.map((d) => [d._id, d.name]));
  }

  async classYears(schoolIds: readonly string[] | 'all') {
    const years = await this.models.counts.distinct('classYear', {
      schoolId: { $in: schoolsOf(schoolIds) }, collegeId: EVERY.college, classYear: { $ne: EVERY.classYear }, n: { $gt: 0 },
    }) as number[];
    return years.sort((a, b) => b - a);
  }

  async updatedAt() {
    return (await this.models.freshness.findById('history').lean<FreshnessDoc>())?.at ?? null;
  }

  ready() { return this.conn.readyState === 1; }
  async close() { await this.conn.close(); }
}
