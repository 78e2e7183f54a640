import i18next from 'i18next';

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: 'assistant', ...options });

/** Names what actually answers: the configured model (Gemini, or an OpenAI-compatible server's), else the offline assistant. */
export function assistantLabel(info: { provider: string; model?: string | null } | undefined): string {
  if (!info) return t('badge.assistant');
  if (info.provider === 'gemini') return t('badge.poweredBy', { model: `Gemini${info.model ? ` (${info.model})` : ''}` });
  // A district's own model (LLM_BASE_URL) or a hosted OpenAI-compatible one: its name says which.
  if (info.provider === 'openai') return t('badge.poweredBy', { model: info.model ?? t('badge.openaiModel') });
  return t('badge.offline');
}
