import type { Stage } from '@counsel/kit';
import { DEFAULT_MAJORITY_RULE, isMajorityRule, MAJORITY_RULE_KEY, type GuardianLink, type LinkedStudent } from '../../domain/guardian-link.js';
import type { GuardianRepository, GuardianWrites } from '../../ports/guardians-repository.js';
import type { GuardianLinkDoc, GuardianStudentDoc, IdentityModels } from './models.js';

const toLink = (d: GuardianLinkDoc): GuardianLink => ({
  id: d._id, guardianUserId: d.guardianUserId, studentUserId: d.studentUserId, source: d.source,
  createdAt: d.createdAt, createdBy: d.createdBy ?? null, consentWithdrawn: d.consentWithdrawn ?? false,
});
const toStudent = (d: GuardianStudentDoc): LinkedStudent => ({
  studentId: d._id, userId: d.userId, schoolId: d.schoolId ?? null, firstName: d.firstName, lastName: d.lastName, dateOfBirth: d.dateOfBirth ?? null,
});
const byCreation = { createdAt: 1, _id: 1 } as const;

/** Guardian links and what they need, in the identity database. */
export class MongoGuardians implements GuardianRepository {
  constructor(private readonly models: IdentityModels) {}

  writes(stage: Stage): GuardianWrites {
    const m = this.models;
    return {
      // The pair is unique: a repeated roster link keeps the one there (its id, its consent).
      saveLink: (l) => stage((session) => m.guardianLinks.updateOne(
        { guardianUserId: { $eq: l.guardianUserId }, studentUserId: { $eq: l.studentUserId } },
        { $setOnInsert: { _id: l.id, source: l.source, createdAt: l.createdAt, createdBy: l.createdBy, consentWithdrawn: l.consentWithdrawn } },
        { upsert: true, session },
      )),
      deleteLink: (id) => stage((session) => m.guardianLinks.deleteOne({ _id: { $eq: id } }, { session })),
      setConsentWithdrawn: (id, withdrawn) => stage((session) => m.guardianLinks.updateOne({ _id: { $eq: id } }, { $set: { consentWithdrawn: withdrawn } }, { session })),
      upsertStudent: (s) => stage((session) => m.guardianStudents.updateOne({ _id: { $eq: s.studentId } }, {
        $set: { userId: s.userId, schoolId: s.schoolId, firstName: s.firstName, lastName: s.lastName, dateOfBirth: s.dateOfBirth },
      }, { upsert: true, session })),
      setMajorityRule: (rule) => stage((session) => m.districtRules.updateOne({ _id: MAJORITY_RULE_KEY }, { $set: { value: rule } }, { upsert: true, session })),
      eraseFor: (userId) => stage(async (session) => {
        await m.guardianLinks.deleteMany({ $or: [{ guardianUserId: { $eq: userId } }, { studentUserId: { $eq: userId } }] }, { session });
        await m.guardianStudents.deleteMany({ userId: { $eq: userId } }, { session });
      }),
    };
  }

  async link(id: string) {
    const d = await this.models.guardianLinks.findById(id).lean<GuardianLinkDoc>();
    return d ? toLink(d) : null;
  }

  async forGuardian(guardianUserId: string) {
    return (await this.models.guardianLinks.find({ guardianUserId: { $eq: guardianUserId } }).sort(byCreation).lean<GuardianLinkDoc[]>()).map(toLink);
  }

  async forStudent(studentUserId: string) {
    return (await this.models.guardianLinks.find({ studentUserId: { $eq: studentUserId } }).sort(byCreation).lean<GuardianLinkDoc[]>()).map(toLink);
  }

  async student(studentId: string) {
    const d = await this.models.guardianStudents.findById(studentId).lean<GuardianStudentDoc>();
    return d ? toStudent(d) : null;
  }

  async studentByUser(userId: string) {
    const d = await this.models.guardianStudents.findOne({ userId: { $eq: userId } }).lean<GuardianStudentDoc>();
    return d ? toStudent(d) : null;
  }

  async majorityRule() {
    const d = await this.models.districtRules.findById(MAJORITY_RULE_KEY).lean<{ value: string }>();
    return d && isMajorityRule(d.value) ? d.value : DEFAULT_MAJORITY_RULE;
  }

  async guardianIds() {
    return (await this.models.guardianLinks.distinct('guardianUserId')) as string[];
  }
}
