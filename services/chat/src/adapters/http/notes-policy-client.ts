import type { Logger } from '@counsel/kit';
import type { NotesPolicySource } from '../../ports/notes-policy-source.js';
import { ChatNotesPolicyDocument } from '../../gql/settings.js';
import { callSubgraph, type SubgraphClientOptions } from '@counsel/kit';

/**
 * Reads `assistant_notes_to_external_models` from the settings subgraph on each turn that has notes for a model.
 * Fails closed: unset, any value but 'true', or settings unreachable all mean the notes stay in the portal.
 */
export class NotesPolicyClient implements NotesPolicySource {
  private readonly options: SubgraphClientOptions;
  constructor(upstream: Omit<SubgraphClientOptions, 'service'>, private readonly log: Logger) {
    this.options = { url: upstream.url, timeoutMs: upstream.timeoutMs, service: 'settings' };
  }

  async notesToExternalModels(token: string | null): Promise<boolean> {
    try {
      const data = await callSubgraph(this.options, token, ChatNotesPolicyDocument, {});
      return data.saved?.value === 'true';
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'settings unreachable; counselor notes are kept from the external model');
      return false;
    }
  }
}
