import { z } from 'zod';
import { ValidationError } from '@counsel/kit';
import { TURN_MESSAGES } from '../domain/chat.js';
import type { MutationChatArgs } from '../graphql/generated/resolvers-types.js';

/**
 * The stream's JSON body as the `chat` mutation's arguments: only the fields' types are settled here, in the
 * turn rules' words (as the gateway's REST body does); a blank message, the provider's name and the student id's
 * form are the use case's to check. No body reads as no fields; any other non-object is refused.
 */
const turnBody = z.preprocess((v) => v ?? {}, z.object({
  message: z.string(TURN_MESSAGES.message),
  studentId: z.string(TURN_MESSAGES.studentId).nullish(),
  provider: z.string(TURN_MESSAGES.provider),
}, { error: 'Request body must be a JSON object' }));

export function turnRequestFromBody(body: unknown): MutationChatArgs {
  const parsed = turnBody.safeParse(body);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
  return parsed.data;
}
