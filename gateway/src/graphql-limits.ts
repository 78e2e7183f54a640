import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

export interface GraphqlLimits {
  maxCost: number;
  maxAliases: number;
  maxDepth: number;
  maxTokens: number;
}

/** Mutations that create an account: one per request, never aliased (no batch of sign-ups in one call). */
export const ACCOUNT_CREATING_MUTATIONS: ReadonlySet<string> = new Set(['register', 'createStaffAccount']);

/**
 * The validation rules every operation passes before it runs, whoever sends it (the web app, a REST
 * route, anyone at /graphql): graphql-armor's cost, alias and depth limits, and one account per request.
 * The token limit is graphql-js's own parser option (parseOptionsFor). The limits do not say their
 * numbers in the message, so a caller cannot tune a query to sit just under them.
 */
export function graphqlLimitRules(limits: GraphqlLimits): ValidationRule[] {
  return [
    costLimitRule({ maxCost: limits.maxCost, ...refuse('This query asks for too much at once. Ask for fewer items or fields.') }),
    maxAliasesRule({ n: limits.maxAliases, ...refuse('This query uses too many aliases.') }),
    maxDepthRule({ n: limits.maxDepth, ...refuse('This query is nested too deeply.') }),
    oneAccountPerRequest,
  ] as ValidationRule[];
}

/**
 * graphql-armor throws its own "Syntax Error: …" by default; reporting on the validation context
 * instead gives the caller a plain GRAPHQL_VALIDATION_FAILED (400) with our message, next to any other.
 */
function refuse(message: string) {
  return {
    exposeLimits: false,
    propagateOnRejection: false,
    onReject: [(ctx: ValidationContext | null) => ctx?.reportError(new GraphQLError(message))],
  };
}

export const parseOptionsFor = (limits: GraphqlLimits) => ({ maxTokens: limits.maxTokens });

/** Rejects an operation that creates more than one account, or aliases an account-creating mutation. */
export function oneAccountPerRequest(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(op) {
      if (op.operation !== 'mutation') return;
      let found = 0;
      let aliased = false;
      const seen = new Set<string>();
      const walk = (set: SelectionSetNode) => {
        for (const sel of set.selections) {
          if (sel.kind === Kind.FIELD) {
            if (!ACCOUNT_CREATING_MUTATIONS.has(sel.name.value)) continue;
            found++;
            if (sel.alias) aliased = true;
          } else if (sel.kind === Kind.INLINE_FRAGMENT) {
            walk(sel.selectionSet);
          } else if (!seen.has(sel.name.value)) {
            seen.add(sel.name.value);
            const fragment = context.getFragment(sel.name.value);
            if (fragment) walk(fragment.selectionSet);
          }
        }
      };
      walk(op.selectionSet);
      if (found > 1 || aliased) {
        context.reportError(new GraphQLError('Create one account per request, without aliases.', { nodes: [op] }));
      }
    },
  };
}
