/**
 * The rows of the authorization table: rating an assistant answer (the person who asked only), and the
 * admin's AI answers page (reading it, flagging a turn). authorization-matrix.test.ts adds them to the table.
 */
import { PERMISSIONS, field, type Expectations, type FieldRow } from './authorization-table.js';
import type { MatrixContext } from './support/matrix-context.js';

/** A turn the demo counselor asked (about no student): the id the answer names. */
async function counselorTurn(ctx: MatrixContext): Promise<string> {
  const res = await ctx.clients.counselor.post<{ data?: { chat: { turnId: string } }; errors?: unknown }>('/graphql', {
    query: 'mutation { chat(message: "What is the FAFSA? (authorization matrix)", provider: "offline") { turnId } }',
  });
  const turnId = res.body.data?.chat.turnId;
  if (!turnId) throw new Error(`fixture: chat answered ${res.status} ${res.text.slice(0, 300)}`);
  return turnId;
}

/** The asker only: other staff (admins too) are refused, students and strangers as everywhere. */
const askerOnly: Expectations = { anon: 401, owner: 403, other: 403, counselor: 'ok', foreignCounselor: 403, admin: 403 };

export const AI_ANSWERS_FIELDS: FieldRow[] = [
  field({
    type: 'Query', field: 'chatAnswers', document: 'query { chatAnswers(filter: { rating: NOT_HELPFUL }, pageSize: 1) { total items { id question } } }',
    expect: PERMISSIONS.adminOnly,
  }),
  field({
    type: 'Mutation', field: 'rateChatTurn', document: 'mutation($t: ID!) { rateChatTurn(turnId: $t, helpful: false, reason: "matrix") { helpful } }',
    expect: askerOnly, fixture: counselorTurn, call: (_ctx, _caller, turnId) => ({ variables: { t: turnId } }),
    note: 'the fixture turn is the demo counselor\'s',
  }),
  field({
    type: 'Mutation', field: 'setChatTurnFlag', document: 'mutation($t: ID!) { setChatTurnFlag(turnId: $t, flagged: true) { id flag { at } } }',
    expect: PERMISSIONS.adminOnly, fixture: counselorTurn, call: (_ctx, _caller, turnId) => ({ variables: { t: turnId } }),
  }),
];
