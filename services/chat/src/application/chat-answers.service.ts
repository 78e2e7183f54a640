import { Subjects } from '@counsel/proto-events';
import {
  ForbiddenError, NotFoundError, ValidationError, outboxEvent, requireRole, requireStaff, type Logger, type OutboxEvents, type Principal,
} from '@counsel/kit';
import {
  parseAnswerFilter, parseHelpful, parsePaging, parseReason, parseTurnId,
} from '../domain/answer-review.js';
import type { MutationRateChatTurnArgs, MutationSetChatTurnFlagArgs, QueryChatAnswersArgs } from '../graphql/generated/resolvers-types.js';
import type { ChatAnswerRecord, ChatAnswerStore } from '../ports/chat-answers.js';

export interface ChatAnswersDeps {
  store: ChatAnswerStore;
  /** The service's outbox relay (the kit's): woken after each write with events. */
  events: OutboxEvents;
  log: Logger;
}

/**
 * Answers people can check: the counselor who asked rates the answer; admins read every turn on the
 * AI answers page, flag some for follow-up, and each reading of that page lands in the staff audit log.
 */
export class ChatAnswersService {
  constructor(private readonly deps: ChatAnswersDeps) {}

  /**
   * Rates a turn: helpful or not, with an optional reason; a second rating replaces the first. Only the person
   * who asked may rate (their own judgement of the answer they got), admins included only for their own turns.
   */
  async rate(principal: Principal | null, input: MutationRateChatTurnArgs): Promise<ChatAnswerRecord> {
    const actor = requireStaff(principal);
    const turnId = parseTurnId(input.turnId);
    const helpful = parseHelpful(input.helpful);
    const reason = parseReason(input.reason);
    const turn = await this.deps.store.get(turnId);
    if (!turn) throw new NotFoundError('Chat turn not found');
    if (turn.actorId !== actor.userId) throw new ForbiddenError('Only the person who asked may rate this answer');
    if (turn.outcome !== 'ok') throw new ValidationError('Only a completed answer can be rated');
    const rating = { helpful, reason, at: new Date().toISOString() };
    if (!await this.deps.store.rate(turnId, rating)) throw new NotFoundError('Chat turn not found');
    this.deps.log.info({ turnId, actorId: actor.userId, helpful }, 'chat turn rated');
    return { ...turn, rating };
  }

  /** Admins flag a turn for follow-up, or clear the flag. */
  async setFlag(principal: Principal | null, input: MutationSetChatTurnFlagArgs): Promise<ChatAnswerRecord> {
    const admin = requireRole(principal, 'admin');
    const turnId = parseTurnId(input.turnId);
    if (typeof input.flagged !== 'boolean') throw new ValidationError('flagged must be true or false');
    const flag = input.flagged ? { flaggedBy: admin.userId, at: new Date().toISOString() } : null;
    if (!await this.deps.store.setFlag(turnId, flag)) throw new NotFoundError('Chat turn not found');
    this.deps.log.info({ turnId, actorId: admin.userId, flagged: input.flagged }, 'chat turn flag set');
    return (await this.deps.store.get(turnId))!;
  }

  /**
   * The AI answers page: turns newest first, filtered and paged. The reading itself is recorded (outbox, then the
   * bus, then identity's staff audit log) before the answers are returned: no record, no answers.
   */
  async answers(principal: Principal | null, input: QueryChatAnswersArgs) {
    const admin = requireRole(principal, 'admin');
    const filter = parseAnswerFilter(input.filter);
    const { page, pageSize } = parsePaging(input.page, input.pageSize);
    const found = await this.deps.store.search(filter, pageSize, (page - 1) * pageSize);
    await this.deps.store.recordEvents([outboxEvent(Subjects.chatAnswersViewed, {
      actorId: admin.userId, actorEmail: admin.email ?? '', filters: filter, page, pageSize, shown: found.items.length, total: found.total,
    })]);
    this.deps.events.committed();
    return { ...found, page, pageSize };
  }
}
