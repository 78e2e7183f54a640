/** A value an address parameter can take; an empty one (null, undefined, '') removes the parameter. */
export type ParamValue = string | number | null | undefined;

/**
 * The address after some parameters changed: a set value replaces the old one, an empty one leaves the address,
 * and every other parameter stays. The given address is not changed (React Router hands over its own).
 */
export function withParams(current: URLSearchParams, changes: Record<string, ParamValue>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The page number an address holds: a whole number from 1; anything else (missing, 0, text) is the first page. */
export function pageParam(text: string | null): number {
  return Math.max(1, Number.parseInt(text ?? '1', 10) || 1);
}

/** The parameter value for a page: the first page is the address without one, so that its link stays short. */
export const pageValue = (page: number): string | null => (page > 1 ? String(page) : null);
