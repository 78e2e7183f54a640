import type { ChatRecordsService } from '../../application/chat-records.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Issue 20: chat's part of a student's record export; the use case authorizes (an admin or the student). */
export function recordResolvers(records: ChatRecordsService): Resolvers {
  return {
    Query: {
      chatRecordExport: async (_, a, ctx) => JSON.stringify(await records.exportPart(ctx.principal, a.studentId, a.studentUserId)),
    },
  };
}
