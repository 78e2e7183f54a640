/** What the gateway's session cache is told as a subgraph's answer arrives (session-tokens.ts). */
export interface SessionChanges {
  /** Identity ended or refreshed every session of these users: forget them. */
  changed(userIds: string[]): void;
  /**
   * Another service changed what identity will put in these users' tokens, once it applies the change's events, by a
   * call sent at `since` (epoch ms): identity's events about them from before then are not about this change.
   */
  changing(userIds: string[], since: number): void;
  /**
   * Another service changed what identity will put in the tokens of every user of these roles (the settings service's
   * age-of-majority rule: every guardian), by a call sent at `since`; identity refreshes each one's sessions once it
   * has applied it. Roles, not users: they may be any number.
   */
  changingRoles(roles: string[], since: number): void;
}

/**
 * Hands the session cache what a subgraph answer says of sessions: identity's `extensions.sessionsChanged` (whose
 * sessions its call ended or refreshed: sign-out, a password reset or set, a guardian's link removed or consent
 * withdrawn, a new language), the roster's and records' `sessionsChanging` (whose schools, role or account they
 * changed; whose record deletion blocks the account) and the settings' `roleSessionsChanging` (every guardian's, when
 * the age-of-majority rule changed). The data source calls it as the answer arrives, before the operation answers:
 * identity's events come a moment later, and the caller's next request could otherwise still ride a cached session.
 */
export function tellSessionChanges(extensions: Record<string, unknown> | undefined, told: SessionChanges | undefined, sent: number): void {
  if (!told || !extensions) return;
  const changed = userIds(extensions.sessionsChanged);
  if (changed.length) told.changed(changed);
  const changing = userIds(extensions.sessionsChanging);
  if (changing.length) told.changing(changing, sent);
  const roles = userIds(extensions.roleSessionsChanging);
  if (roles.length) told.changingRoles(roles, sent);
}

function userIds(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}
