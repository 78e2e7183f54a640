import type { MeetingBriefService } from '../../application/meeting-brief.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** The pre-meeting brief's root field; the use case authorizes (staff who may see the student). */
export function meetingBriefResolvers(service: MeetingBriefService): Resolvers {
  return {
    Query: {
      meetingBrief: (_, args, ctx) => service.brief(ctx.principal, args.studentId, ctx.token),
    },
  };
}
