import { GraphQLScalarType } from 'graphql';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import type { RequestContext } from '../context.js';
import type { Logger } from '../logger.js';
import { outboxEvent } from '../outbox/outbox.js';
import type { OutboxEvents } from '../outbox/outbox-events.js';
import { on } from '../service/on-event.js';
import type { ErasureConfirmation } from './erasures.js';
import type { RecordDeletion, RecordParticipant, RecordStudent } from './record-participant.js';
import { parseRecordExportPart, type RecordExportPart } from './record-export.js';

/** The services that hold student data, with the subject each confirms an erasure on. */
const ERASED_SUBJECTS = {
  identity: Subjects.identityRecordErased,
  students: Subjects.studentsRecordErased,
  documents: Subjects.documentsRecordErased,
  chat: Subjects.chatRecordErased,
  roster: Subjects.rosterRecordErased,
  colleges: Subjects.collegesRecordErased,
  counseling: Subjects.counselingRecordErased,
  letters: Subjects.lettersRecordErased,
  notifications: Subjects.notificationsRecordErased,
  planning: Subjects.planningRecordErased,
  outcomes: Subjects.outcomesRecordErased,
  reporting: Subjects.reportingRecordErased,
} as const satisfies Record<string, keyof EventPayloads>;

type ParticipantName = keyof typeof ERASED_SUBJECTS;
const isParticipantName = (name: string): name is ParticipantName => Object.hasOwn(ERASED_SUBJECTS, name);

/**
 * An export part crosses the graph as this scalar: the kit's RecordExportPart, checked when it is sent and when
 * it is read, so no caller ever reads a part back from a string.
 */
export const recordExportPartScalar = new GraphQLScalarType<RecordExportPart, RecordExportPart>({
  name: 'RecordExportPart',
  description: "One service's part of a student's record export (kit RecordExportPart).",
  serialize: parseRecordExportPart,
  parseValue: parseRecordExportPart,
});

/** What the kit adds to a service that registers a participant: its export field and its erasure handler. */
export function recordParticipantWiring(service: string, participant: RecordParticipant, events: Pick<OutboxEvents, 'committed'>, log: Logger) {
  if (!isParticipantName(service)) throw new Error(`service "${service}" has no record-erased subject in proto-events`);
  const erasedSubject = ERASED_SUBJECTS[service];
  const run = async (d: RecordDeletion) => {
    const confirm: ErasureConfirmation = (removed) => outboxEvent(erasedSubject, { deletionId: d.deletionId, studentId: d.studentId, removed });
    const removed = await participant.erase(d, confirm);
    events.committed();
    log.info({ deletionId: d.deletionId, studentId: d.studentId, removed: removed ?? 'already erased' }, `student erased from ${service}`);
    return removed;
  };
  const subscription = participant.eraseOn === 'completing'
    ? on(Subjects.recordsDeletionCompleting, `${service}-erase-complete`,
      async (e) => { await run({ ...e.data, reason: 'request', requestedBy: null, at: e.time }); }, { concurrency: participant.concurrency })
    : on(Subjects.recordsDeletionRequested, `${service}-erase`, async (e) => { await run({ ...e.data, at: e.time }); }, { concurrency: participant.concurrency });
  const field = `${service}RecordExport`;
  return {
    /** Runs one erasure as the subscription does (confirmation, relay, log); for tests and replays. */
    erase: run,
    subscriptions: [subscription],
    resolvers: {
      RecordExportPart: recordExportPartScalar,
      Query: { [field]: (_: unknown, a: RecordStudent, ctx: RequestContext) => participant.exportPart(ctx.principal, { studentId: a.studentId, studentUserId: a.studentUserId }) },
    },
  };
}
