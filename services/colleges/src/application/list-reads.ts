import type { Principal, RecordReads } from '@counsel/kit';

/**
 * The access log of college lists: a staff member shown one student's list or applications is
 * reported before the answer (kit RecordReads: students are skipped, and a read that cannot be logged is
 * refused). One GraphQL request often reads a list and then each application's history: `request` (the
 * resolver's context) makes that one logged read per student, not one per field.
 */
export class ListReads {
  private readonly byRequest = new WeakMap<object, Map<string, Promise<void>>>();

  constructor(private readonly reads: RecordReads) {}

  staffRead(p: Principal, studentId: string, request?: object): Promise<void> {
    const read = () => this.reads.staffRead(p, { studentId, parts: ['college_list'] });
    if (!request) return read();
    let logged = this.byRequest.get(request);
    if (!logged) this.byRequest.set(request, logged = new Map());
    // A failed log stays failed for the rest of the request: every field of it is refused (fail closed).
    let pending = logged.get(studentId);
    if (!pending) logged.set(studentId, pending = read());
    return pending;
  }
}
