import i18next from 'i18next';
import type { RecommendationRequestFilter, RecommendationRequestState } from '../../gql/graphql';

/** Limits the letters service enforces, repeated here so a form says so before the server refuses. */
export const LETTER_TEXT_MAX = 20_000;
export const NOTE_MAX = 2_000;
export const REASON_MAX = 1_000;

/** The states in their order of the filter; their words are the letters catalog's `state.*`. */
export const REQUEST_STATES: readonly RecommendationRequestState[] = ['requested', 'accepted', 'declined', 'cancelled', 'submitted'];

const STATE_ENGLISH: Record<RecommendationRequestState, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  submitted: 'Submitted',
};

/**
 * A shared word in the reader's language (the `letters` catalog, loaded by the screens that show it); the English,
 * the catalog's own text, when no catalog is loaded (unit tests).
 */
const say = (key: string, english: string, values?: Record<string, unknown>): string =>
  (i18next.isInitialized && i18next.hasLoadedNamespace('letters') ? i18next.t(key, { ns: 'letters', ...values }) : english);

export const stateLabel = (state: RecommendationRequestState): string => say(`state.${state}`, STATE_ENGLISH[state]);

/** The FERPA choice in words, so it never rests on a colour or an icon. */
export const waiverText = (waived: boolean): string =>
  (waived ? say('waiver.waived', 'Waived right to read') : say('waiver.notWaived', 'Did not waive'));

/** The two choices of the request form, in Common App's words. */
export const waiverChoices = (): { value: boolean; label: string }[] => [
  { value: true, label: say('waiver.choiceWaive', 'I waive my right to access this letter') },
  { value: false, label: say('waiver.choiceKeep', 'I do not waive my right') },
];

/** The teacher has not answered, or answered yes and not yet written: what counts as "pending". */
const isPending = (state: RecommendationRequestState): boolean => state === 'requested' || state === 'accepted';

/** A student may cancel until the letter is submitted (and not after declining or cancelling). */
export const canCancel = (state: RecommendationRequestState): boolean => isPending(state);

/** A student reads their letter only once submitted and only when they kept the right to read it. */
export const canRead = (r: { state: RecommendationRequestState; waived: boolean }): boolean => r.state === 'submitted' && !r.waived;

interface Sortable { earliestDeadline?: string | null; requestedAt: string }

/**
 * The teacher's order: earliest deadline first (YYYY-MM-DD sorts as text), requests without a deadline last,
 * then the oldest request first.
 */
export function byEarliestDeadline<R extends Sortable>(rows: readonly R[]): R[] {
  return [...rows].sort((a, b) => {
    const da = a.earliestDeadline ?? null;
    const db = b.earliestDeadline ?? null;
    if (da !== db) {
      if (da === null) return 1;
      if (db === null) return -1;
      return da < db ? -1 : 1;
    }
    return a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0;
  });
}

/** The staff list's filters as the screen holds them. */
export interface StaffFilters {
  state: RecommendationRequestState | null;
  teacherUserId: string | null;
  /** Text from the number box: a whole number of days, or empty. */
  pendingDays: string;
  page: number;
}

export const NO_STAFF_FILTERS: StaffFilters = { state: null, teacherUserId: null, pendingDays: '', page: 1 };

export const STAFF_PAGE_SIZE = 25;

/** A whole number of days from the box, or null when empty or not a whole non-negative number. */
export function pendingDaysOf(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  return Number(t);
}

/** The filters as the query's variables: unset filters are left out, not sent as null. */
export function staffFilterVariables(f: StaffFilters): RecommendationRequestFilter {
  const filter: RecommendationRequestFilter = { page: f.page, pageSize: STAFF_PAGE_SIZE };
  if (f.state) filter.state = f.state;
  if (f.teacherUserId) filter.teacherUserId = f.teacherUserId;
  const days = pendingDaysOf(f.pendingDays);
  if (days !== null) filter.pendingForMoreThanDays = days;
  return filter;
}

export const hasStaffFilters = (f: StaffFilters): boolean =>
  Boolean(f.state || f.teacherUserId || pendingDaysOf(f.pendingDays) !== null);

/** "12/25 this year", and whether the teacher is at their limit (they may be asked all the same). */
export function teacherLoadLabel(t: { name: string; requestedThisYear: number; limit: number; full: boolean }): string {
  const values = { name: t.name, requested: t.requestedThisYear, limit: t.limit };
  const load = `${t.requestedThisYear}/${t.limit} this year`;
  return t.full ? say('teacherLoad.full', `${t.name} (${load}, full)`, values) : say('teacherLoad.open', `${t.name} (${load})`, values);
}

/** The applications a request sends: all of them when every one is chosen, so later additions are covered too. */
export function applicationIdsToSend(chosen: readonly string[], all: readonly string[]): string[] | null {
  if (chosen.length === 0) return null;
  const every = all.length > 0 && all.every((id) => chosen.includes(id));
  return every ? null : [...chosen];
}

/** Distinct teachers seen in the rows, by name, for the staff's teacher filter. */
export function teacherOptions(rows: readonly { teacher: { userId: string; name: string } }[]): { value: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const r of rows) byId.set(r.teacher.userId, r.teacher.name);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
