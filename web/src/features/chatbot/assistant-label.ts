/** Names what actually answers: the configured model (Gemini, or an OpenAI-compatible server's), else the offline assistant. */
export function assistantLabel(info: { provider: string; model?: string | null } | undefined): string {
  if (!info) return 'Assistant';
  if (info.provider === 'gemini') return `Powered by Gemini${info.model ? ` (${info.model})` : ''}`;
  // A district's own model (LLM_BASE_URL) or a hosted OpenAI-compatible one: its name says which.
  if (info.provider === 'openai') return `Powered by ${info.model ?? 'an OpenAI-compatible model'}`;
  return 'Answered by the offline assistant (no generative model configured)';
}
