import { DEFAULT_SCHOOL_ID, type Stage } from '@counsel/kit';
import type { StaffAccount } from '../../domain/teacher.js';
import type { AccountRepository, AccountWrites } from '../../ports/accounts-repository.js';
import type { AccountDoc, LettersModels } from './models.js';

const toAccount = (d: AccountDoc): StaffAccount => ({
  userId: d._id, email: d.email ?? null, role: d.role ?? null, firstName: d.firstName ?? null, lastName: d.lastName ?? null, active: d.active, schoolIds: d.schoolIds ?? [],
});
const byName = (a: StaffAccount, b: StaffAccount) =>
  (a.lastName ?? '').localeCompare(b.lastName ?? '', undefined, { sensitivity: 'base' }) || (a.firstName ?? '').localeCompare(b.firstName ?? '', undefined, { sensitivity: 'base' })
  || a.userId.localeCompare(b.userId);

/** Staff accounts from identity's and the roster's events. */
export class MongoAccounts implements AccountRepository {
  constructor(private readonly models: LettersModels) {}

  writes(stage: Stage): AccountWrites {
    return {
      save: ({ userId, ...a }) => stage((session) => this.models.accounts.replaceOne({ _id: userId }, { _id: userId, ...a }, { upsert: true, session })),
    };
  }

  async get(userId: string) {
    const d = await this.models.accounts.findById(userId).lean<AccountDoc>();
    return d ? toAccount(d) : null;
  }

  async many(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return (await this.models.accounts.find({ _id: { $in: userIds } }).lean<AccountDoc[]>()).map(toAccount);
  }

  /** An account with no school assigned belongs to the default school. */
  async teachersOf(schoolId: string) {
    const schools = schoolId === DEFAULT_SCHOOL_ID ? { $or: [{ schoolIds: schoolId }, { schoolIds: { $size: 0 } }] } : { schoolIds: schoolId };
    return (await this.models.accounts.find({ role: 'teacher', active: true, ...schools }).lean<AccountDoc[]>()).map(toAccount).sort(byName);
  }
}
