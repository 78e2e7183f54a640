import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import { ACTIVE_STATES, PENDING_STATES, type RecommendationRequest, type RequestState } from '../../domain/request.js';
import type { RecommendationRequestRepository, RecommendationRequestWrites, StaffQuery } from '../../ports/requests-repository.js';
import type { LettersModels, RequestDoc } from './models.js';

const toRequest = ({ _id, ...d }: RequestDoc): RecommendationRequest => ({ ...d, id: _id, declineReason: d.declineReason ?? null });
const newestFirst = { requestedAt: -1, _id: 1 } as const;

/** Recommendation requests. */
export class MongoRequests implements RecommendationRequestRepository {
  constructor(private readonly models: LettersModels) {}

  writes(stage: Stage): RecommendationRequestWrites {
    return { save: ({ id, ...r }) => stage((session) => this.models.requests.replaceOne({ _id: id }, { _id: id, ...r }, { upsert: true, session })) };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.requests.deleteMany({ studentId }, { session });
  }

  async get(id: string) {
    const d = await this.models.requests.findById(id).lean<RequestDoc>();
    return d ? toRequest(d) : null;
  }

  async ofStudent(studentId: string) {
    return (await this.models.requests.find({ studentId }).sort(newestFirst).lean<RequestDoc[]>()).map(toRequest);
  }

  async ofStudentUser(studentUserId: string) {
    return (await this.models.requests.find({ studentUserId }).sort(newestFirst).lean<RequestDoc[]>()).map(toRequest);
  }

  async ofTeacher(teacherUserId: string, states: readonly RequestState[]) {
    return (await this.models.requests.find({ teacherUserId, state: { $in: [...states] } }).sort({ requestedAt: 1, _id: 1 }).lean<RequestDoc[]>()).map(toRequest);
  }

  async activeWith(studentId: string, teacherUserId: string) {
    return (await this.models.requests.find({ studentId, teacherUserId, state: { $in: [...ACTIVE_STATES] } }).sort({ requestedAt: 1, _id: 1 }).lean<RequestDoc[]>()).map(toRequest);
  }

  async countThisYear(teacherUserIds: readonly string[], schoolYear: string) {
    const rows = await this.models.requests.aggregate<{ _id: string; n: number }>([
      { $match: { teacherUserId: { $in: [...teacherUserIds] }, schoolYear, state: { $in: [...ACTIVE_STATES] } } },
      { $group: { _id: '$teacherUserId', n: { $sum: 1 } } },
    ]);
    return new Map(rows.map((r) => [r._id, r.n]));
  }

  async staffPage(q: StaffQuery) {
    const where = staffFilter(q);
    const total = await this.models.requests.countDocuments(where);
    const items = q.limit === 0 ? [] : await this.models.requests.find(where).sort(newestFirst).skip(q.offset).limit(q.limit).lean<RequestDoc[]>();
    return { items: items.map(toRequest), total };
  }

  async staffCounts(q: Omit<StaffQuery, 'state' | 'offset' | 'limit'>) {
    const rows = await this.models.requests.aggregate<{ _id: RequestState; n: number }>([
      { $match: staffFilter({ ...q, state: null }) }, { $group: { _id: '$state', n: { $sum: 1 } } },
    ]);
    return new Map(rows.map((r) => [r._id, r.n]));
  }
}

function staffFilter(q: Omit<StaffQuery, 'offset' | 'limit'>): Record<string, unknown> {
  const filter: Record<string, unknown> = {
    ...(q.schools === 'all' ? {} : { schoolId: { $in: q.schools } }),
    ...(q.teacherUserId ? { teacherUserId: q.teacherUserId } : {}),
    ...(q.pendingSince ? { requestedAt: { $lt: q.pendingSince } } : {}),
  };
  const states = [q.state ? [q.state] : null, q.pendingSince ? [...PENDING_STATES] : null].filter((s): s is RequestState[] => s !== null);
  const byState = states.length ? { state: { $in: states.reduce((a, b) => a.filter((s) => b.includes(s))) } } : {};
  return { ...filter, ...byState };
}
