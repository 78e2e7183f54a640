import type { Logger } from '@counsel/kit';
import type { NotesPolicySource } from '../../ports/notes-policy-source.js';
import { ChatNotesPolicyDocument } from '../../gql/settings.js';
import { callSubgraph, type SubgraphClientOptions } from '@counsel/kit';

/**
 * Reads `assistant_notes_to_external_models` from the settings subgraph on each turn that has notes for a model.
 * Fails closed: unset, any value but 'true', or settings unreachable all mean the notes stay in the portal.
 */
export class NotesPolicyClient implements NotesPolicySource {
  constructor(private readonly options: Omit<SubgraphClientOptions, 'service'>, private readonly log: Logger) {}

  async notesToExternalModels(token: string | null): Promise<boolean> {
    try {
      const data = await callSubgraph({ ...this.options, service: 'settings' }, token, ChatNotesPolicyDocument, {});
      return data.saved?.value === 'true';
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'settings unreachable; counselor notes are kept from the external model');
      return false;
    }
  }
}
