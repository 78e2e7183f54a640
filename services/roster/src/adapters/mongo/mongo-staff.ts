import type { StagedWrites } from '@counsel/kit';
import type { StaffRepository, StaffWrites } from '../../ports/staff-repository.js';
import type { RosterModels, StaffDoc } from './models.js';

/** One document per staff member: `_id` the user id, with their school ids. */
export class MongoStaff implements StaffRepository {
  constructor(private readonly models: RosterModels) {}

  writes(uow: StagedWrites): StaffWrites {
    return { assign: (userId, schoolIds) => uow.replace<StaffDoc>(this.models.staff, { _id: userId, schoolIds: [...new Set(schoolIds)].sort() }) };
  }

  async schoolsOf(userId: string) {
    const d = await this.models.staff.findById(userId).lean<{ schoolIds: string[] }>();
    return [...(d?.schoolIds ?? [])].sort();
  }

  async of(schoolId: string) {
    return (await this.models.staff.find({ schoolIds: schoolId }, { _id: 1 }).sort({ _id: 1 }).lean<{ _id: string }[]>()).map((d) => d._id);
  }

  async all() {
    const docs = await this.models.staff.find({ 'schoolIds.0': { $exists: true } }).sort({ _id: 1 }).lean<{ _id: string; schoolIds: string[] }[]>();
    return docs.map((d) => ({ userId: d._id, schoolIds: [...d.schoolIds].sort() }));
  }
}
