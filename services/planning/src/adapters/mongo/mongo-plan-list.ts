import type { QueryFilter } from 'mongoose';
import type { PlanStatus, Track } from '../../domain/plan.js';
import type { PlanCounts, PlanListFilter, PlanSummaryRow } from '../../ports/plans-repository.js';
import type { PlanDoc, PlanningModels } from './models.js';

type ListDoc = Omit<PlanDoc, 'body'>;

/**
 * The staff's lists of plans, read from the plans' stored status through their indexes (by counselor, or by school,
 * then status or track, then name): a caseload's off-track list reads the off-track plans of that caseload only.
 */
export class MongoPlanList {
  constructor(private readonly models: PlanningModels) {}

  private filter(f: Omit<PlanListFilter, 'first' | 'offset'>, extra: { status?: PlanStatus | null; track?: Track | null }): QueryFilter<PlanDoc> {
    const q: QueryFilter<PlanDoc> = {};
    if (f.counselorUserId) q.counselorUserId = { $eq: f.counselorUserId };
    if (f.schools !== 'all') q.schoolId = { $in: f.schools };
    if (extra.status) q.status = { $eq: extra.status };
    if (extra.track) q.track = { $eq: extra.track };
    return q;
  }

  async list(f: PlanListFilter): Promise<PlanSummaryRow[]> {
    const docs = await this.models.plans.find(this.filter(f, f), { body: 0 }).sort({ nameKey: 1, _id: 1 }).skip(f.offset).limit(f.first).lean<ListDoc[]>();
    return docs.map((d) => ({
      studentId: d._id, studentName: d.studentName, grade: d.grade ?? null, schoolId: d.schoolId, status: d.status, track: d.track, updatedAt: d.updatedAt,
      tracks: [...(d.tracks ?? [])].sort((a, b) => (a.setName < b.setName ? -1 : a.setName > b.setName ? 1 : 0))
        .map((t) => ({ setId: t.setId, setName: t.setName, status: t.status })),
    }));
  }

  async sets(f: Omit<PlanListFilter, 'first' | 'offset'>): Promise<{ setId: string; setName: string }[]> {
    const rows = await this.models.plans.aggregate<{ _id: string; setName: string }>([
      { $match: this.filter(f, f) }, { $unwind: '$tracks' },
      { $group: { _id: '$tracks.setId', setName: { $first: '$tracks.setName' } } }, { $sort: { setName: 1, _id: 1 } },
    ]);
    return rows.map((r) => ({ setId: r._id, setName: r.setName }));
  }

  async counts(f: Omit<PlanListFilter, 'first' | 'offset'>): Promise<PlanCounts> {
    const count = (extra: { status?: PlanStatus | null; track?: Track | null }) => this.models.plans.countDocuments(this.filter(f, extra));
    const [total, needingReview, offTrack, atRisk] = await Promise.all([
      count(f), count({ status: 'SUBMITTED' }), count({ track: 'OFF_TRACK' }), count({ track: 'AT_RISK' }),
    ]);
    return { total, needingReview, offTrack, atRisk };
  }
}
