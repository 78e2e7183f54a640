import { isDeepStrictEqual } from 'node:util';
import type { Stage } from '@counsel/kit';
import type { StudentProfile } from '../../domain/student.js';
import type { BackfillProgress, BackfillRepository, BackfillWrites } from '../../ports/backfills-repository.js';
import { WriteRefused } from '../../ports/student-store.js';
import { PROFILE_ONLY, toProfile } from './student-docs.js';
import type { StudentModels } from './student-models.js';

// A roster-made record is published once imported (sourcedId) or once its student saves (rosterOnly false).
const PUBLISHED = { $or: [{ rosterOnly: { $ne: true } }, { sourcedId: { $ne: null } }] };

/** One-time publications (the backfills collection). */
export class MongoBackfills implements BackfillRepository {
  constructor(private readonly models: StudentModels) {}

  writes(stage: Stage): BackfillWrites {
    const { students, backfills } = this.models;
    return {
      // Every record is checked before the mark moves: on a server without transactions a refusal then leaves the
      // mark where it was, and the outbox forgets the batch's events.
      advance: (name, batch) => stage(async (session) => {
        const last = batch.at(-1);
        if (!last) return;
        const docs = await students.find({ _id: { $in: batch.map((p) => p.id) } }, PROFILE_ONLY).session(session ?? null).lean();
        const now = new Map(docs.map((d) => [d._id, toProfile(d)]));
        if (batch.some((p) => !isDeepStrictEqual(now.get(p.id), p))) throw new WriteRefused('changed');
        await backfills.updateOne({ _id: { $eq: name } }, { $set: { after: last.id } }, { upsert: true, session });
      }),
      finish: (name, at) => stage((session) => backfills.updateOne(
        { _id: { $eq: name } }, [{ $set: { doneAt: { $ifNull: ['$doneAt', { $literal: at }] } } }], { upsert: true, session, updatePipeline: true },
      )),
    };
  }

  async progress(name: string): Promise<BackfillProgress> {
    const d = await this.models.backfills.findOne({ _id: { $eq: name } }).lean();
    return d?.doneAt ? { done: true } : { done: false, after: d?.after ?? null };
  }

  async publishedAfter(after: string | null, limit: number): Promise<StudentProfile[]> {
    const filter = after === null ? PUBLISHED : { ...PUBLISHED, _id: { $gt: after } };
    const docs = await this.models.students.find(filter, PROFILE_ONLY).sort({ _id: 1 }).limit(limit).lean();
    return docs.map(toProfile);
  }
}
