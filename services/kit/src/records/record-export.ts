import { z } from 'zod';
import type { Principal } from '../auth.js';
import { ForbiddenError, UnauthenticatedError, UnavailableError } from '../errors.js';
import { phrase } from '../phrase.js';

/**
 * Who may export a student's record: an admin, or the student themself. Each service checks it against
 * the owner it holds (its own copy of the student's account id), so no service trusts another's word for it.
 * Counselors may read a record but not take a copy of all of it.
 */
export function requireRecordExporter(p: Principal | null, ownerUserId: string | null): void {
  if (!p) throw new UnauthenticatedError('Sign in to continue');
  if (p.role === 'admin') return;
  if (p.role === 'student' && ownerUserId !== null && ownerUserId === p.userId) return;
  throw new ForbiddenError('Only an admin or the student may export this record');
}

/** One service's share of an export: its data on the student as JSON, and the files it holds for them. */
export interface RecordExportPart {
  service: string;
  /** Every item the service holds on the student, by kind ("profile", "applications"…), each a JSON value. */
  items: Record<string, unknown>;
  /** Files (documents only): fetched by the records service from the owning service's own file route. */
  files?: { id: string; fileName: string; fileType: string; size: number }[];
}

const recordExportPartSchema = z.strictObject({
  service: z.string().min(1),
  items: z.record(z.string(), z.unknown()),
  files: z.array(z.strictObject({ id: z.string(), fileName: z.string(), fileType: z.string(), size: z.number().int().nonnegative() })).optional(),
});

/** Checks a part against RecordExportPart (when a service sends it and when the records service reads it). */
export function parseRecordExportPart(value: unknown): RecordExportPart {
  const parsed = recordExportPartSchema.safeParse(value);
  if (!parsed.success) throw new UnavailableError(phrase('A record export part was malformed: {{problem}}', { problem: parsed.error.issues[0]?.message ?? 'unknown shape' }));
  return parsed.data;
}
