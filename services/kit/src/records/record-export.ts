import type { Principal } from '../auth.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';

/**
 * Who may export a student's record (issue 20): an admin, or the student themself. Each service checks it against
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
