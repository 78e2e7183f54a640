import type { RecordPart } from '@counsel/proto-events';
import { Subjects } from '@counsel/proto-events';
import type { Principal } from '../auth.js';
import type { EventBus } from '../bus/event-bus.js';
import type { Logger } from '../logger.js';
import { UnavailableError } from '../errors.js';

/** The services that serve parts of a student's record to staff, each publishing on its own subject. */
type RecordReadSubject =
  | typeof Subjects.studentsRecordRead | typeof Subjects.documentsRecordRead
  | typeof Subjects.collegesRecordRead | typeof Subjects.chatRecordRead | typeof Subjects.counselingRecordRead
  | typeof Subjects.lettersRecordRead | typeof Subjects.planningRecordRead;

/** What a read reports; never the data read. */
export interface RecordReadFacts {
  studentId: string;
  parts: RecordPart[];
  /** Names an item without its content (a document's id); omitted otherwise. */
  detail?: string | null;
}

/**
 * The access log's source: a service calls `staffRead` before it answers a staff member with a part of
 * one student's record (or a guardian a linked child's). Students reading their own record are not logged (they are the record's owner). The
 * event goes straight to the bus, awaited: a read that cannot be logged is refused (fails closed), because a
 * district must be able to show every staff read. In embedded mode the bus is a local file, so this never fails
 * for a bus outage; on NATS an outage refuses staff reads of student records until it is back.
 */
export class RecordReads {
  constructor(private readonly bus: EventBus, private readonly subject: RecordReadSubject, private readonly log: Logger) {}

  async staffRead(p: Principal, facts: RecordReadFacts): Promise<void> {
    await this.staffReads(p, [facts]);
  }

  /** A list's reads (one per student shown), published as one batch: one write to the bus, not one per student. */
  async staffReads(p: Principal, facts: readonly RecordReadFacts[]): Promise<void> {
    // A guardian's read of a linked child is logged as staff reads are: under FERPA the student may ask who saw it.
    if ((p.role !== 'counselor' && p.role !== 'admin' && p.role !== 'guardian') || facts.length === 0) return;
    const actorName = [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.email;
    const role = p.role;
    try {
      const data = (f: RecordReadFacts) => ({ studentId: f.studentId, actorId: p.userId, actorRole: role, actorName, parts: f.parts, detail: f.detail ?? null });
      if (facts.length === 1) await this.bus.publish(this.subject, data(facts[0]));
      else await this.bus.publishBatch(facts.map((f) => ({ subject: this.subject, data: data(f) })));
    } catch (err) {
      this.log.error({ err, subject: this.subject }, 'a staff read could not be logged; refusing it');
      throw new UnavailableError('This record cannot be shown right now because the read could not be logged. Try again shortly.');
    }
  }
}
