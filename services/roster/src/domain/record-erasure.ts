import type { RejectedRow } from './roster-import.js';
import { rowReason } from './roster-file/row-reasons.js';

/** What a rejected row's reason says instead, once the student it named is deleted (its values, which named them, go). */
const ERASED = rowReason('ERASED');
export const ERASED_REASON = ERASED.reason;

/**
 * An import's rejected rows without the student: a reason that names one of the student's emails (the planner
 * names people by email) is replaced, so the import keeps its counts and lines but not the student. Null when
 * no row names them.
 */
export function rejectedWithout(rows: readonly RejectedRow[], emails: readonly string[]): RejectedRow[] | null {
  const needles = emails.map((e) => e.toLowerCase()).filter(Boolean);
  if (needles.length === 0) return null;
  let changed = false;
  const out = rows.map((r) => {
    if (!needles.some((n) => r.reason.toLowerCase().includes(n))) return r;
    changed = true;
    return { ...r, ...ERASED };
  });
  return changed ? out : null;
}
