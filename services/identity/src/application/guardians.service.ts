import { randomUUID } from 'node:crypto';
import { Subjects } from '@counsel/proto-events';
import {
  ConflictError, NotFoundError, canSeeStudent, isStaff, outboxEvent, requireRole, requireStaff, requireUser,
  type Logger, type OutboxEvent, type OutboxEvents, type Principal,
} from '@counsel/kit';
import {
  consentApplies, linkInForce, todayUtc, type GuardianLink, type LinkedStudent, type MajorityRule,
} from '../domain/guardian-link.js';
import { GUARDIAN_MESSAGES, guardianInvitationSchema, splitName } from '../domain/guardian-invitation.js';
import { displayName, normalizeEmail, type User } from '../domain/user.js';
import { languageChanged } from './language-events.js';
import { parseInput } from '../domain/validation.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { IdentityStore, IdentityWrites } from '../ports/identity-store.js';
import type { SetPasswordLinks } from './set-password-links.js';
import type { GuardianInvitationInput } from '../graphql/generated/resolvers-types.js';

/** A link's change as other services follow it (notifications address a guardian only through a link in force). */
export const linkChanged = (l: GuardianLink, active: boolean, linked = true): OutboxEvent =>
  outboxEvent(Subjects.identityGuardianLinkChanged, {
    linkId: l.id, guardianUserId: l.guardianUserId, studentUserId: l.studentUserId, active, linked, consentWithdrawn: l.consentWithdrawn,
  });

export interface GuardiansDeps {
  store: IdentityStore;
  credentials: CredentialProvider;
  links: SetPasswordLinks;
  events: Pick<OutboxEvents, 'committed'>;
  log: Logger;
  now?: () => Date;
}

/** A linked child as the guardian's home lists them. */
export interface GuardianChild {
  linkId: string; studentId: string | null; studentUserId: string; firstName: string; lastName: string;
  /** The child's school, while the guardian's access is in force (null otherwise, or before identity has the profile). */
  schoolId: string | null;
  /** False once the adult student withdrew consent (the card then says that access ended). */
  accessActive: boolean;
}

/** A link as staff and the student see it. */
export interface StudentGuardian {
  id: string; guardianUserId: string; name: string; email: string; source: GuardianLink['source']; createdAt: string;
  activated: boolean; consentWithdrawn: boolean; accessActive: boolean;
  /** Whether the student decides (18 or older, and the district asks for consent). */
  consentApplies: boolean;
}

export interface Invitation { link: StudentGuardian; setPasswordUrl: string | null; emailed: boolean }

/**
 * Guardians and their links to students. Identity owns the links because it mints the token: `visibleStudents` is
 * the token's `students` claim, with the age-of-majority consent applied, and every change to a link tells the
 * gateway in the same unit of work to drop the guardian's cached tokens, so the next request sees the change.
 */
export class GuardiansService {
  constructor(private readonly deps: GuardiansDeps) {}

  private today() {
    return todayUtc(this.deps.now?.() ?? new Date());
  }

  /** The students the guardian may see now: the `students` claim. */
  async visibleStudents(guardianUserId: string): Promise<string[]> {
    const [links, rule] = await Promise.all([this.deps.store.guardians.forGuardian(guardianUserId), this.deps.store.guardians.majorityRule()]);
    const today = this.today();
    const out: string[] = [];
    for (const l of links) if (linkInForce(l, await this.deps.store.guardians.studentByUser(l.studentUserId), rule, today)) out.push(l.studentUserId);
    return out;
  }

  /** The guardian's home: each linked child, whether access is still on. */
  async myStudents(p: Principal | null): Promise<GuardianChild[]> {
    const g = requireRole(p, 'guardian');
    const [links, rule] = await Promise.all([this.deps.store.guardians.forGuardian(g.userId), this.deps.store.guardians.majorityRule()]);
    const today = this.today();
    return Promise.all(links.map(async (l) => {
      const s = await this.deps.store.guardians.studentByUser(l.studentUserId);
      const user = s ? null : await this.deps.store.users.byId(l.studentUserId);
      const accessActive = linkInForce(l, s, rule, today);
      return {
        linkId: l.id, studentId: s?.studentId ?? null, studentUserId: l.studentUserId,
        firstName: s?.firstName ?? user?.firstName ?? '', lastName: s?.lastName ?? user?.lastName ?? '',
        schoolId: accessActive ? s?.schoolId ?? null : null, accessActive,
      };
    }));
  }

  /** Staff of the student's school, or the student themself: who is linked to the student. */
  async studentGuardians(p: Principal | null, studentId: string): Promise<StudentGuardian[] | null> {
    const user = requireUser(p);
    const student = await this.deps.store.guardians.student(studentId);
    if (!student || !canSeeStudent(user, student.userId, student.schoolId)) return null;
    const rule = await this.deps.store.guardians.majorityRule();
    return Promise.all((await this.deps.store.guardians.forStudent(student.userId)).map((l) => this.describe(l, student, rule)));
  }

  /** Staff of the student's school invite a guardian by email: the account (new, or an existing guardian's), the link, a set-password link. */
  async invite(p: Principal | null, studentId: string, input: GuardianInvitationInput): Promise<Invitation | null> {
    const staff = requireStaff(p);
    const student = await this.deps.store.guardians.student(studentId);
    if (!student || !canSeeStudent(staff, student.userId, student.schoolId)) return null;
    const { email: rawEmail, name, language } = parseInput(guardianInvitationSchema, input);
    const email = normalizeEmail(rawEmail);
    let account: User | null = await this.deps.store.users.byEmail(email);
    if (account && account.role !== 'guardian') throw new ConflictError(GUARDIAN_MESSAGES.notGuardian);
    if (account && (await this.deps.store.guardians.forStudent(student.userId)).some((l) => l.guardianUserId === account!.id)) {
      throw new ConflictError(GUARDIAN_MESSAGES.alreadyLinked);
    }
    if (!account) {
      const { firstName, lastName } = splitName(name);
      const id = randomUUID();
      account = await this.deps.credentials.importAccount({ id, email, firstName, lastName, role: 'guardian', importId: 'guardian-invitation' }, [
        outboxEvent(Subjects.identityUserCreated, { userId: id, email, role: 'guardian', createdBy: staff.userId, firstName, lastName }),
      ]);
      if (language && language !== account.language) {
        await this.deps.store.write((w) => w.users.setLanguage(id, language), [languageChanged(id, language)]);
      }
      this.deps.events.committed();
    }
    const link: GuardianLink = {
      id: randomUUID(), guardianUserId: account.id, studentUserId: student.userId, source: 'invitation',
      createdAt: new Date().toISOString(), createdBy: staff.userId, consentWithdrawn: false,
    };
    await this.changeLink(account.id, (w) => w.guardians.saveLink(link), [linkChanged(link, true)]);
    const issued = account.activated ? null : await this.deps.links.invitation(account);
    return {
      link: await this.describe(link, student, await this.deps.store.guardians.majorityRule()),
      setPasswordUrl: issued && !issued.emailed ? issued.url : null, emailed: issued?.emailed ?? false,
    };
  }

  /** Staff of the student's school remove a link; so may the adult student when the district asks for consent. */
  async removeLink(p: Principal | null, linkId: string): Promise<boolean> {
    const user = requireUser(p);
    const { link, student, rule } = await this.linkSeenBy(user, linkId);
    if (!isStaff(user) && !consentApplies(rule, student, this.today())) throw new NotFoundError('Guardian link not found');
    await this.changeLink(link.guardianUserId, (w) => w.guardians.deleteLink(link.id), [linkChanged(link, false, false)]);
    return true;
  }

  /** The adult student switches a guardian's access off (or on again), when the district asks for consent. */
  async setConsent(p: Principal | null, linkId: string, given: boolean): Promise<StudentGuardian> {
    const user = requireRole(p, 'student');
    const { link, student, rule } = await this.linkSeenBy(user, linkId);
    if (!consentApplies(rule, student, this.today())) throw new ConflictError('Your guardians\u2019 access does not depend on your consent');
    const next = { ...link, consentWithdrawn: !given };
    await this.changeLink(link.guardianUserId, (w) => w.guardians.setConsentWithdrawn(link.id, !given), [linkChanged(next, linkInForce(next, student, rule, this.today()))]);
    return this.describe(next, student, rule);
  }

  /** A link the caller may see (staff of the student's school, or the student), else not found. */
  private async linkSeenBy(user: Principal, linkId: string) {
    const link = await this.deps.store.guardians.link(linkId);
    const student = link ? await this.deps.store.guardians.studentByUser(link.studentUserId) : null;
    const seen = link && (student ? canSeeStudent(user, student.userId, student.schoolId) : user.role === 'admin' || user.userId === link.studentUserId);
    if (!link || !seen) throw new NotFoundError('Guardian link not found');
    return { link, student, rule: await this.deps.store.guardians.majorityRule() };
  }

  /**
   * Writes a link change with the refresh of the guardian's sessions, so their next request carries the new claim,
   * and `events` (the link's change, for services that follow links) in the same unit of work.
   */
  async changeLink(guardianUserId: string, change: (w: IdentityWrites) => void, events: readonly OutboxEvent[] = []) {
    const sessionIds = await this.deps.store.sessions.idsForUser(guardianUserId);
    const all = [...events, ...(sessionIds.length ? [outboxEvent(Subjects.identitySessionRefreshed, { userId: guardianUserId, sessionIds })] : [])];
    await this.deps.store.write(change, all);
    if (all.length) this.deps.events.committed();
  }

  private async describe(l: GuardianLink, student: LinkedStudent | null, rule: MajorityRule): Promise<StudentGuardian> {
    const g = await this.deps.store.users.byId(l.guardianUserId);
    return {
      id: l.id, guardianUserId: l.guardianUserId, name: g ? displayName(g) : '', email: g?.email ?? '', source: l.source, createdAt: l.createdAt,
      activated: g?.activated ?? false, consentWithdrawn: l.consentWithdrawn, accessActive: linkInForce(l, student, rule, this.today()),
      consentApplies: consentApplies(rule, student, this.today()),
    };
  }
}
