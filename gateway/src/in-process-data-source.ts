import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { SubgraphExecutor } from '@counsel/kit';
import type { GatewayContext } from './request-context.js';
import { tellSessionChanges, type SessionChanges } from './sessions-changed.js';

/**
 * A subgraph in this process, called directly. `headers` builds exactly what the HTTP data source
 * would send, so the subgraph authenticates and traces the call the same way on both paths.
 */
export class InProcessDataSource implements GraphQLDataSource<GatewayContext> {
  constructor(
    private readonly execute: SubgraphExecutor,
    private readonly headers: (context: Partial<GatewayContext>) => Record<string, string>,
    private readonly sessionChanges?: SessionChanges,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const { request } = options;
    if (!request.query) throw new Error('in-process subgraph call without a query');
    const sent = Date.now();
    const result = await this.execute(
      { query: request.query, variables: request.variables as Record<string, unknown> | undefined, operationName: request.operationName ?? undefined },
      this.headers(options.context as Partial<GatewayContext>),
      (options.context as Partial<GatewayContext>).keptReads?.see,
    );
    tellSessionChanges(result.extensions, this.sessionChanges, sent);
    return result;
  }
}
