import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { Outcome } from '../../domain/outcome.js';
import type { OutcomeRepository, OutcomeWrites } from '../../ports/outcomes-repository.js';
import type { OutcomeDoc, OutcomesModels } from './models.js';

const toOutcome = ({ _id, ...d }: OutcomeDoc): Outcome => ({
  id: _id, schoolId: d.schoolId, classYear: d.classYear, collegeId: d.collegeId, plan: d.plan, result: d.result, gpa: d.gpa, sat: d.sat, act: d.act,
  source: d.source, importId: d.importId ?? null, studentId: d.studentId ?? null, applicationId: d.applicationId ?? null,
});

/** The outcomes. */
export class MongoOutcomes implements OutcomeRepository {
  constructor(private readonly models: OutcomesModels) {}

  writes(stage: Stage): OutcomeWrites {
    const m = this.models;
    return {
      add: ({ id, ...o }) => stage((session) => (o.applicationId
        ? m.outcomes.updateOne({ applicationId: { $eq: o.applicationId } }, { $setOnInsert: { _id: id, ...o } }, { upsert: true, session })
        : m.outcomes.create([{ _id: id, ...o }], { session }))),
      updateResult: (id, result) => stage((session) => m.outcomes.updateOne({ applicationId: { $eq: id } }, { $set: { result } }, { session })),
    };
  }

  /** The student's outcomes stay, without student or application id (an erasure, inside its unit of work). */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.outcomes.updateMany({ studentId: { $eq: studentId } }, { $set: { studentId: null, applicationId: null } }, { session });
  }

  async ofStudent(studentId: string) {
    return (await this.models.outcomes.find({ studentId: { $eq: studentId } }).sort({ classYear: 1, _id: 1 }).lean<OutcomeDoc[]>()).map(toOutcome);
  }

  async at(schoolId: string, collegeId: string) {
    return (await this.models.outcomes.find({ schoolId: { $eq: schoolId }, collegeId: { $eq: collegeId } }).sort({ _id: 1 }).lean<OutcomeDoc[]>()).map(toOutcome);
  }

  async count(schoolId: string) {
    return this.models.outcomes.countDocuments({ schoolId: { $eq: schoolId } });
  }

  async all() {
    return (await this.models.outcomes.find({}).sort({ _id: 1 }).lean<OutcomeDoc[]>()).map(toOutcome);
  }
}
