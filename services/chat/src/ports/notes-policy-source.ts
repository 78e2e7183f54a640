/**
 * The admin's setting `assistant_notes_to_external_models` (settings service): whether counselor notes may go to
 * an external model (Gemini, an OpenAI-compatible server). Resolves false when unset, and when it cannot be read.
 */
export interface NotesPolicySource {
  notesToExternalModels(token: string | null): Promise<boolean>;
}
