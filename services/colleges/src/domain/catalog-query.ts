import { z } from 'zod';
import { ValidationError, plainText } from '@counsel/kit';
import type { CatalogQuery } from './college.js';

/** What a searcher sees when a search parameter is out of range (REST and GraphQL alike). */
export const CATALOG_QUERY_RULES = {
  q: 'q must be text of at most 100 characters',
  state: 'state must be a two-letter state code, such as CA',
  control: 'control must be PUBLIC, PRIVATE, NONPROFIT or FOR_PROFIT',
  testPolicy: 'testPolicy must be REQUIRED, RECOMMENDED, CONSIDERED or NOT_RECOMMENDED',
  size: 'size must be SMALL, MEDIUM or LARGE',
  maxAdmissionRate: 'maxAdmissionRate must be a number from 0 to 1',
  maxNetPrice: 'maxNetPrice must be a number of 0 or more',
  page: 'page must be a whole number of 1 or more',
  pageSize: 'pageSize must be a whole number from 1 to 100',
} as const;

export const DEFAULT_PAGE_SIZE = 20;

const R = CATALOG_QUERY_RULES;
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const catalogQuerySchema = z.object({
  q: optional(z.preprocess(trimmed, z.string(R.q).max(100, R.q).check(plainText('q')))),
  state: optional(z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string(R.state).regex(/^[A-Z]{2}$/, R.state))),
  control: optional(z.enum(['PUBLIC', 'PRIVATE', 'NONPROFIT', 'FOR_PROFIT'], R.control)),
  testPolicy: optional(z.enum(['REQUIRED', 'RECOMMENDED', 'CONSIDERED', 'NOT_RECOMMENDED'], R.testPolicy)),
  size: optional(z.enum(['SMALL', 'MEDIUM', 'LARGE'], R.size)),
  maxAdmissionRate: optional(z.number(R.maxAdmissionRate).min(0, R.maxAdmissionRate).max(1, R.maxAdmissionRate)),
  maxNetPrice: optional(z.number(R.maxNetPrice).min(0, R.maxNetPrice).max(1e9, R.maxNetPrice)),
  page: z.preprocess(blankToUndefined, z.number(R.page).int(R.page).min(1, R.page).max(Number.MAX_SAFE_INTEGER, R.page).default(1)),
  pageSize: z.preprocess(blankToUndefined, z.number(R.pageSize).int(R.pageSize).min(1, R.pageSize).max(100, R.pageSize).default(DEFAULT_PAGE_SIZE)),
});

/** Validates a catalog search (GraphQL input or REST query, already typed); the first problem is a 400 with its message. */
export function parseCatalogQuery(input: unknown): CatalogQuery {
  const r = catalogQuerySchema.safeParse(input ?? {});
  if (!r.success) throw new ValidationError(r.error.issues[0]?.message ?? 'Invalid search');
  const out: CatalogQuery = { page: r.data.page, pageSize: r.data.pageSize };
  for (const [k, v] of Object.entries(r.data)) if (v !== undefined) Object.assign(out, { [k]: v });
  return out;
}
