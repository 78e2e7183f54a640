/** Identity: sessions, accounts, guardian links and languages. */
import { z } from 'zod';
import { str } from './shared.js';
import { recordErased } from './records.js';
import { Subjects } from '../subjects.js';

const sessionRevoked = z.strictObject({ userId: str, sessionIds: z.array(str), reason: z.enum(['logout', 'password_reset', 'admin']) });
/**
 * What a session's access token says changed (the user's schools, role, names or email): the gateway drops its
 * cached grant for these sessions at once, so the next request carries a token minted from the new facts.
 */
const sessionRefreshed = z.strictObject({ userId: str, sessionIds: z.array(str) });
/**
 * A new account. The names were added later (services that show a teacher need their name): optional, so
 * events logged before them still read; producers fill them (null when the account has none).
 */
const userCreated = z.strictObject({
  userId: str, email: str, role: str, createdBy: z.string().nullable(),
  firstName: z.string().nullable().optional(), lastName: z.string().nullable().optional(),
});

/**
 * A guardian link made, removed or its consent switched (identity), in the change's unit of work.
 * `active`: in force now, as identity evaluates it. `linked` (false once removed) and `consentWithdrawn` let a
 * follower evaluate the age-of-majority rule itself on a later day (kit guardianLinkInForce); absent on older events.
 */
const guardianLinkChanged = z.strictObject({
  linkId: str, guardianUserId: str, studentUserId: str, active: z.boolean(),
  linked: z.boolean().optional(), consentWithdrawn: z.boolean().optional(),
});

/** The languages the portal speaks (identity's LANGUAGES); null: follow the browser (emails: English). */
const userLanguageChanged = z.strictObject({ userId: str, language: z.enum(['en', 'es']).nullable() });
/** A session opened (identity): the account, its role and when; reporting counts sign-ins per week from it. */
const sessionStarted = z.strictObject({ userId: str, role: z.enum(['student', 'counselor', 'admin', 'teacher', 'guardian']).nullable(), at: str });

export const identityEvents = {
  [Subjects.identitySessionRevoked]: sessionRevoked,
  [Subjects.identityUserCreated]: userCreated,
  [Subjects.identitySessionRefreshed]: sessionRefreshed,
  [Subjects.identityRecordErased]: recordErased,
  [Subjects.identityGuardianLinkChanged]: guardianLinkChanged,
  [Subjects.identityUserLanguageChanged]: userLanguageChanged,
  [Subjects.identitySessionStarted]: sessionStarted,
} as const;

export type SessionRevoked = z.infer<typeof sessionRevoked>;
export type SessionRefreshed = z.infer<typeof sessionRefreshed>;
export type UserCreated = z.infer<typeof userCreated>;
export type GuardianLinkChanged = z.infer<typeof guardianLinkChanged>;
export type UserLanguageChanged = z.infer<typeof userLanguageChanged>;
export type SessionStarted = z.infer<typeof sessionStarted>;
