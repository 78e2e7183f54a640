import type { SubgraphExecutor } from './subgraph-executor.js';

/**
 * The subgraphs this process hosts, by the address they listen on. A service calling another one (callSubgraph)
 * whose address is here runs the operation in-process, as the gateway does in embedded mode: same schema, same
 * token verification and error formatting, without a loopback HTTP round trip and two JSON passes per hop.
 */
const hosted = new Map<string, SubgraphExecutor>();

/** Registers a running subgraph; the returned function removes it (when the server closes). */
export function hostInProcess(url: string, execute: SubgraphExecutor): () => void {
  hosted.set(url, execute);
  return () => {
    if (hosted.get(url) === execute) hosted.delete(url);
  };
}

/** The in-process executor of the subgraph at `url`, if this process hosts it. */
export function hostedAt(url: string): SubgraphExecutor | undefined {
  return hosted.get(url);
}
