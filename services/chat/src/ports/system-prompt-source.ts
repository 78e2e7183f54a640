/** The chatbot system prompt in force: the saved setting, else the default. */
export interface SystemPromptSource {
  current(token: string | null): Promise<string>;
}
