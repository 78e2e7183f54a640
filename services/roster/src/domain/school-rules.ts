import { z } from 'zod';
import { ValidationError } from '@counsel/kit';

/** Empty or blank optional text reads as "none". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v), schema.nullable().optional());

const name = z.string('School name is required').trim().min(1, 'School name is required').max(200, 'School name must be at most 200 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'School name must not contain control characters');
const ncesId = optional(z.string('NCES id must be 12 digits').regex(/^\d{12}$/, 'NCES id must be 12 digits'));
const city = optional(z.string('City must be text').max(100, 'City must be at most 100 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'City must not contain control characters'));
const state = optional(z.string('State must be a two-letter code such as CA').regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code such as CA').transform((s) => s.toUpperCase()));

const schoolInput = z.object({ name, ncesId, city, state });
const schoolPatch = z.object({
  name: name.optional(), ncesId, city, state,
  archived: z.boolean('archived must be true or false').nullable().optional(),
});

export interface SchoolFields { name: string; ncesId: string | null; city: string | null; state: string | null }
export interface SchoolChanges { name?: string; ncesId?: string | null; city?: string | null; state?: string | null; archived?: boolean }

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(r.error.issues[0].message);
  return r.data;
}

export function parseSchoolInput(input: unknown): SchoolFields {
  const s = parse(schoolInput, input);
  return { name: s.name, ncesId: s.ncesId ?? null, city: s.city ?? null, state: s.state ?? null };
}

/** A patch: absent fields stay as they are; null (or blank) clears an optional field; a name cannot be cleared. */
export function parseSchoolPatch(input: unknown): SchoolChanges {
  const p = parse(schoolPatch, input);
  const raw = (input ?? {}) as Record<string, unknown>;
  const out: SchoolChanges = {};
  if (p.name !== undefined) out.name = p.name;
  if ('ncesId' in raw && raw.ncesId !== undefined) out.ncesId = p.ncesId ?? null;
  if ('city' in raw && raw.city !== undefined) out.city = p.city ?? null;
  if ('state' in raw && raw.state !== undefined) out.state = p.state ?? null;
  if (p.archived !== undefined && p.archived !== null) out.archived = p.archived;
  return out;
}
