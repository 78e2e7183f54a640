import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Kind, valueFromASTUntyped, type FieldNode } from 'graphql';
import type { GatewayContext } from './request-context.js';

type Answer = Record<string, unknown> | null | undefined;

/**
 * Root mutations after which identity has ended every session of one user, and how that user is read from the
 * field's arguments and answer. Identity's revocation event evicts them too, but it reaches the gateway after the
 * mutation has answered: the caller's next request could still ride a cached session.
 */
const ENDS_SESSIONS_OF: Record<string, (args: Record<string, unknown>, answer: unknown) => unknown> = {
  resetPassword: (args, answer) => (answer === true ? args.userId : null),
  // The new session the answer carries is opened after the eviction, so it is never among those forgotten.
  setPasswordWithToken: (_args, answer) => ((answer as { user?: { id?: unknown } } | null)?.user?.id ?? null),
};

function fieldArguments(field: FieldNode, variables: Record<string, unknown>) {
  const args: Record<string, unknown> = {};
  for (const arg of field.arguments ?? []) args[arg.name.value] = valueFromASTUntyped(arg.value, variables);
  return args;
}

/**
 * Evicts a user's cached sessions before the answer leaves, for every operation that ended them: /graphql and the
 * REST routes alike, since both run through Apollo Server. Only a successful field counts (an error leaves its
 * answer null), so a refused reset evicts nothing.
 */
export function sessionsEndedPlugin(forgetUser: (userId: string) => void): ApolloServerPlugin<GatewayContext> {
  const listener: GraphQLRequestListener<GatewayContext> = {
    async willSendResponse({ operation, request, response }) {
      if (operation?.operation !== 'mutation' || response.body.kind !== 'single') return;
      const data = response.body.singleResult.data as Answer;
      if (!data) return;
      for (const selection of operation.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const userOf = ENDS_SESSIONS_OF[selection.name.value];
        if (!userOf) continue;
        const userId = userOf(fieldArguments(selection, request.variables ?? {}), data[selection.alias?.value ?? selection.name.value]);
        if (typeof userId === 'string' && userId) forgetUser(userId);
      }
    },
  };
  return { requestDidStart: () => Promise.resolve(listener) };
}
