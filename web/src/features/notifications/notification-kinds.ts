import i18next from 'i18next';
import type { Role } from '../../app/roles';

/** Every kind the portal knows (the service's NotificationKind enum). */
export const KINDS = [
  'DEADLINE_REMINDER', 'TASK_ASSIGNED', 'TASK_DUE', 'MEETING_SCHEDULED', 'MEETING_MOVED', 'MEETING_CANCELLED',
  'LETTER_REQUESTED', 'LETTER_ACCEPTED', 'LETTER_DECLINED', 'LETTER_SUBMITTED', 'PLAN_RETURNED', 'PLAN_APPROVED',
  'ROSTER_IMPORT_APPLIED', 'DELETION_COMPLETED', 'EXPORT_READY',
] as const;
export type NotificationKind = (typeof KINDS)[number];
export type NotificationDelivery = 'IN_APP' | 'EMAIL_NOW' | 'DIGEST' | 'OFF';
type Group = 'work' | 'meetings' | 'letters' | 'plan' | 'district';

/** A text of the notifications catalog (these helpers run outside React: the screens calling them loaded it). */
const text = (key: string): string => i18next.t(key, { ns: 'notifications' });
const isKind = (kind: string): kind is NotificationKind => (KINDS as readonly string[]).includes(kind);

/** The delivery choices, in the order the settings page offers them (quietest last). */
export const DELIVERIES: NotificationDelivery[] = ['IN_APP', 'EMAIL_NOW', 'DIGEST', 'OFF'];

/**
 * Which kinds concern which roles (who the service tells, docs/notifications.md), grouped in the words a person would
 * use. A person is only offered the kinds of their role (a student never sees the district's running), whatever
 * else a server answer might hold.
 */
const GROUPS: { group: Group; kinds: { kind: NotificationKind; roles: Role[] }[] }[] = [
  {
    group: 'work',
    kinds: [
      { kind: 'DEADLINE_REMINDER', roles: ['student', 'guardian'] },
      { kind: 'TASK_ASSIGNED', roles: ['student'] },
      { kind: 'TASK_DUE', roles: ['student'] },
    ],
  },
  {
    group: 'meetings',
    kinds: [
      { kind: 'MEETING_SCHEDULED', roles: ['student'] },
      { kind: 'MEETING_MOVED', roles: ['student'] },
      { kind: 'MEETING_CANCELLED', roles: ['student'] },
    ],
  },
  {
    group: 'letters',
    kinds: [
      { kind: 'LETTER_REQUESTED', roles: ['teacher', 'counselor'] },
      { kind: 'LETTER_ACCEPTED', roles: ['student', 'counselor'] },
      { kind: 'LETTER_DECLINED', roles: ['student', 'counselor'] },
      { kind: 'LETTER_SUBMITTED', roles: ['student', 'counselor'] },
    ],
  },
  {
    group: 'plan',
    kinds: [
      { kind: 'PLAN_RETURNED', roles: ['student'] },
      { kind: 'PLAN_APPROVED', roles: ['student'] },
    ],
  },
  {
    group: 'district',
    kinds: [
      { kind: 'ROSTER_IMPORT_APPLIED', roles: ['admin'] },
      { kind: 'DELETION_COMPLETED', roles: ['admin'] },
      { kind: 'EXPORT_READY', roles: ['student', 'admin'] },
    ],
  },
];

/** A kind in plain words ("A task is assigned to you"); an unknown kind (a newer server) as it came. */
export function kindLabel(kind: string): string {
  return isKind(kind) ? text(`kinds.${kind}`) : kind;
}

/** The kinds a role may be told about. */
export function kindsForRole(role: Role): NotificationKind[] {
  return GROUPS.flatMap((g) => g.kinds.filter((k) => k.roles.includes(role)).map((k) => k.kind));
}

export interface PreferenceRow { kind: NotificationKind; label: string; delivery: NotificationDelivery }
export interface PreferenceGroup { title: string; rows: PreferenceRow[] }

/**
 * The settings page's sections: the role's kinds that the server lists for the caller, in the groups' order, each
 * with its delivery; groups left empty are dropped.
 */
export function preferenceGroups(role: Role, preferences: { kind: string; delivery: string }[]): PreferenceGroup[] {
  const chosen = new Map(preferences.map((p) => [p.kind, p.delivery]));
  return GROUPS.map(({ group, kinds }) => ({
    title: text(`groups.${group}`),
    rows: kinds
      .filter((k) => k.roles.includes(role) && chosen.has(k.kind))
      .map((k) => ({ kind: k.kind, label: kindLabel(k.kind), delivery: asDelivery(chosen.get(k.kind)) })),
  })).filter((g) => g.rows.length > 0);
}

function asDelivery(value: string | undefined): NotificationDelivery {
  return DELIVERIES.includes(value as NotificationDelivery) ? (value as NotificationDelivery) : 'IN_APP';
}

/** The preferences that differ from what was saved, to send as one update. */
export function changedPreferences(
  saved: { kind: string; delivery: string }[],
  edited: Record<string, NotificationDelivery>,
): { kind: NotificationKind; delivery: NotificationDelivery }[] {
  const before = new Map(saved.map((p) => [p.kind, p.delivery]));
  return Object.entries(edited)
    .filter(([kind, delivery]) => before.has(kind) && before.get(kind) !== delivery)
    .map(([kind, delivery]) => ({ kind: kind as NotificationKind, delivery }));
}

/** A kind as what emails are about ("tasks assigned to you"); an unknown kind reads as notifications in general. */
export function kindTopic(kind: string | null | undefined): string {
  return kind && isKind(kind) ? text(`topics.${kind}`) : text('unsubscribe.anyTopic');
}
