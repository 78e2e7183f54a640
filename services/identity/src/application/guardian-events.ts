import { randomUUID } from 'node:crypto';
import { Subjects } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import { isMajorityRule, MAJORITY_RULE_KEY, type GuardianLink } from '../domain/guardian-link.js';
import type { IdentityStore } from '../ports/identity-store.js';
import { linkChanged, type GuardiansService } from './guardians.service.js';

/**
 * A roster import's guardian links, and what identity keeps to apply links: each student's account, school and birth date (from the students
 * service's profiles), and the district's age-of-majority rule (from the settings service). Both are upserts,
 * so a repeated event changes nothing.
 */
export function guardianEventHandlers(store: IdentityStore, guardians: GuardiansService): EventSubscription[] {
  return [
    on(Subjects.studentsProfileUpserted, 'identity-guardian-students', async (e) => {
      const d = e.data;
      await store.write((w) => w.guardians.upsertStudent({
        studentId: d.studentId, userId: d.userId, schoolId: d.schoolId ?? null,
        firstName: d.profile.firstName ?? '', lastName: d.profile.lastName ?? '', dateOfBirth: d.profile.dateOfBirth ?? null,
      }));
    }),
    // A roster import's guardian: the links (the pair is unique, so a repeat keeps the link and its consent).
    on(Subjects.rosterGuardianLinked, 'identity-roster-guardians', async (e) => {
      const { guardianUserId, studentUserIds } = e.data;
      const at = new Date().toISOString();
      const held = new Set((await store.guardians.forGuardian(guardianUserId)).map((l) => l.studentUserId));
      const links: GuardianLink[] = [...new Set(studentUserIds)].filter((s) => !held.has(s))
        .map((studentUserId) => ({ id: randomUUID(), guardianUserId, studentUserId, source: 'roster', createdAt: at, createdBy: null, consentWithdrawn: false }));
      // Only the new pairs are announced: a kept link keeps its id and its consent.
      await guardians.changeLink(guardianUserId, (w) => { for (const l of links) w.guardians.saveLink(l); }, links.map((l) => linkChanged(l, true)));
    }),
    on(Subjects.settingsSettingChanged, 'identity-guardian-majority-rule', async (e) => {
      if (e.data.key !== MAJORITY_RULE_KEY || !isMajorityRule(e.data.value)) return;
      const rule = e.data.value;
      await store.write((w) => w.guardians.setMajorityRule(rule));
      // Every guardian's claim may change with the rule: their next request carries the new one.
      for (const guardianUserId of await store.guardians.guardianIds()) await guardians.changeLink(guardianUserId, () => undefined);
    }),
  ];
}
