import { ValidationError, controlCharactersMessage, hasControlCharacters } from '@counsel/kit';
import { PROVIDERS } from './chat.js';

/** Answers people can check: counselors rate answers, admins review them and flag some for follow-up. */

export const RATING_REASON_MAX_LENGTH = 500;
export const ANSWERS_PAGE_SIZE_MAX = 100;

export type RatingFilter = 'HELPFUL' | 'NOT_HELPFUL' | 'UNRATED';
// A tuple, so the refusal below is a fixed sentence (the server catalog's key).
const RATING_FILTERS = ['HELPFUL', 'NOT_HELPFUL', 'UNRATED'] as const satisfies readonly RatingFilter[];

export interface TurnRating { helpful: boolean; reason: string | null; at: string }
export interface TurnFlag { flaggedBy: string; at: string }

/** What the AI answers page filters by; null where the admin chose nothing. from/to are YYYY-MM-DD (UTC), both inclusive. */
export interface AnswerFilter {
  rating: RatingFilter | null;
  answeredBy: string | null;
  from: string | null;
  to: string | null;
  flagged: boolean | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseTurnId(v: unknown): string {
  if (typeof v !== 'string' || !ID.test(v)) throw new ValidationError('Invalid turn id');
  return v;
}

export function parseHelpful(v: unknown): boolean {
  if (typeof v !== 'boolean') throw new ValidationError('helpful must be true or false');
  return v;
}

/** The optional reason: plain text (no control characters but line breaks), trimmed, at most 500 characters; blank is none. */
export function parseReason(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw new ValidationError('Reason must be text');
  const reason = v.trim();
  if (!reason) return null;
  if (reason.length > RATING_REASON_MAX_LENGTH) throw new ValidationError(`Reason must be at most ${RATING_REASON_MAX_LENGTH} characters`);
  if (hasControlCharacters(reason, { multiline: true })) throw new ValidationError(controlCharactersMessage('Reason'));
  return reason;
}

function parseDay(v: unknown, label: string): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || !DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) {
    throw new ValidationError(`${label} must be a date (YYYY-MM-DD)`);
  }
  return v;
}

export function parseAnswerFilter(v: unknown): AnswerFilter {
  const f = (v ?? {}) as Record<string, unknown>;
  if (typeof f !== 'object' || Array.isArray(f)) throw new ValidationError('filter must be an object');
  const rating = f.rating ?? null;
  if (rating !== null && !(RATING_FILTERS as readonly unknown[]).includes(rating)) throw new ValidationError(`rating must be one of: ${RATING_FILTERS.join(', ')}`);
  const answeredBy = f.answeredBy === undefined || f.answeredBy === null || f.answeredBy === '' ? null : f.answeredBy;
  if (answeredBy !== null && !(PROVIDERS as readonly unknown[]).includes(answeredBy)) throw new ValidationError(`answeredBy must be one of: ${PROVIDERS.join(', ')}`);
  const flagged = f.flagged ?? null;
  if (flagged !== null && typeof flagged !== 'boolean') throw new ValidationError('flagged must be true or false');
  const from = parseDay(f.from, 'from');
  const to = parseDay(f.to, 'to');
  if (from && to && from > to) throw new ValidationError('from must not be after to');
  return { rating: rating as RatingFilter | null, answeredBy: answeredBy as string | null, from, to, flagged: flagged as boolean | null };
}

export function parsePaging(page: unknown, pageSize: unknown): { page: number; pageSize: number } {
  const p = page ?? 1;
  const s = pageSize ?? 20;
  if (!Number.isInteger(p) || (p as number) < 1) throw new ValidationError('page must be a positive integer');
  if (!Number.isInteger(s) || (s as number) < 1 || (s as number) > ANSWERS_PAGE_SIZE_MAX) throw new ValidationError(`pageSize must be an integer from 1 to ${ANSWERS_PAGE_SIZE_MAX}`);
  return { page: p as number, pageSize: s as number };
}

/** The instants a day filter bounds: from the start of `from` to the end of `to` (UTC), as the log's ISO strings compare. */
export function filterBounds(f: AnswerFilter): { after: string | null; before: string | null } {
  const before = f.to ? new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000).toISOString() : null;
  return { after: f.from ? `${f.from}T00:00:00.000Z` : null, before };
}
