import type { GuardianLink, LinkedStudent, MajorityRule } from '../domain/guardian-link.js';

/** Guardian links, and what identity keeps of students and of the district's majority rule to apply them. */
export interface GuardianRepository {
  link(id: string): Promise<GuardianLink | null>;
  forGuardian(guardianUserId: string): Promise<GuardianLink[]>;
  forStudent(studentUserId: string): Promise<GuardianLink[]>;
  student(studentId: string): Promise<LinkedStudent | null>;
  studentByUser(userId: string): Promise<LinkedStudent | null>;
  majorityRule(): Promise<MajorityRule>;
  /** Every guardian with at least one link. */
  guardianIds(): Promise<string[]>;
}

export interface GuardianWrites {
  /** Creates the link; one that already joins the pair is kept as it is (roster imports repeat). */
  saveLink(link: GuardianLink): void;
  deleteLink(id: string): void;
  setConsentWithdrawn(id: string, withdrawn: boolean): void;
  upsertStudent(student: LinkedStudent): void;
  setMajorityRule(rule: MajorityRule): void;
  /** A student's or a guardian's erasure: every link that names the account, and the kept student. */
  eraseFor(userId: string): void;
}
