import { z } from 'zod';
import { ValidationError } from '@counsel/kit';

/**
 * What the school rules say of a field that is missing or of the wrong kind. The gateway's REST bodies, which
 * settle a field's type before it becomes the GraphQL input, say the same words from here.
 */
export const SCHOOL_MESSAGES = {
  name: 'School name is required',
  nameText: 'School name must be text',
  ncesId: 'NCES id must be 12 digits',
  city: 'City must be text',
  state: 'State must be a two-letter code such as CA',
  archived: 'archived must be true or false',
  schoolIds: 'schoolIds must be a list of school ids',
} as const;
const M = SCHOOL_MESSAGES;

/** How many schools one staff member may be assigned to. */
const MAX_STAFF_SCHOOLS = 200;

/** Empty or blank optional text reads as "none". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v), schema.nullable().optional());

/** A school's name; `typeMessage` when it is not text. */
const nameOf = (typeMessage: string) => z.string(typeMessage).trim().min(1, M.name).max(200, 'School name must be at most 200 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'School name must not contain control characters');
const ncesId = optional(z.string(M.ncesId).regex(/^\d{12}$/, M.ncesId));
const city = optional(z.string(M.city).max(100, 'City must be at most 100 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'City must not contain control characters'));
const state = optional(z.string(M.state).regex(/^[A-Za-z]{2}$/, M.state).transform((s) => s.toUpperCase()));

const schoolInput = z.object({ name: nameOf(M.name), ncesId, city, state });
const schoolPatch = z.object({
  name: nameOf(M.nameText).optional(), ncesId, city, state,
  archived: z.boolean(M.archived).nullable().optional(),
});
const staffSchoolIds = z.array(z.string(M.schoolIds).regex(/^[A-Za-z0-9_-]{1,64}$/, M.schoolIds), M.schoolIds)
  .max(MAX_STAFF_SCHOOLS, `A staff member can be assigned to at most ${MAX_STAFF_SCHOOLS} schools`);

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

/** A staff member's schools, in full: distinct ids, sorted. */
export function parseStaffSchoolIds(input: unknown): string[] {
  return [...new Set(parse(staffSchoolIds, input))].sort();
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
