import type { Logger } from '@counsel/kit';
import type { SystemPromptSource } from '../../ports/system-prompt-source.js';
import { ChatPromptDocument } from '../../gql/settings.js';
import { callSubgraph, type SubgraphClientOptions } from '@counsel/kit';

/**
 * Reads the prompt from the settings subgraph on every turn (one local round trip), so the turn after
 * an admin's save uses the new prompt. If settings is unreachable, the last prompt read is used.
 */
export class SettingsPromptClient implements SystemPromptSource {
  private lastKnown: string | null = null;
  private readonly options: SubgraphClientOptions;
  // Named once here: a spread of the options on every call costs a copy per turn.
  constructor(upstream: Omit<SubgraphClientOptions, 'service'>, private readonly log: Logger) {
    this.options = { url: upstream.url, timeoutMs: upstream.timeoutMs, service: 'settings' };
  }

  async current(token: string | null) {
    try {
      const data = await callSubgraph(this.options, token, ChatPromptDocument, {});
      this.lastKnown = data.saved?.value ?? data.fallback;
      return this.lastKnown;
    } catch (err) {
      if (!this.lastKnown) throw err;
      this.log.warn({ err }, 'settings unreachable; using the last system prompt read');
      return this.lastKnown;
    }
  }
}
