import { serverPhrase } from '../../i18n/server-text';
/**
 * One chat turn over POST /api/chat/stream (server-sent events: delta, sources, done, error).
 * Failures throw `Error("<status>: <body>")`, the spec's error form, so the toast can parse them.
 */
export interface ChatCitation { type: string; content: string; title?: string | null }

export interface ChatTurnRequest { message: string; studentId?: string; provider: 'gemini' }

export interface ChatStreamHandlers {
  onDelta(text: string): void;
  onSources(sources: ChatCitation[]): void;
  /** turnId names the logged turn (the asker rates it); absent from an older server. */
  onDone(info: { answeredBy: string; model: string | null; turnId: string | null }): void;
}

export async function streamChat(body: ChatTurnRequest, handlers: ChatStreamHandlers, signal?: AbortSignal): Promise<void> {
  const response = await fetch('/api/chat/stream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      dispatch(block, handlers);
    }
  }
}

function dispatch(block: string, handlers: ChatStreamHandlers) {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const raw = /^data: (.*)$/m.exec(block)?.[1];
  if (!event || raw === undefined) return;
  const data = JSON.parse(raw) as Record<string, unknown>;
  if (event === 'delta') handlers.onDelta(String(data.text ?? ''));
  else if (event === 'sources') handlers.onSources((data.sources as ChatCitation[]) ?? []);
  else if (event === 'done') {
    handlers.onDone({ answeredBy: String(data.answeredBy ?? ''), model: (data.model as string | null) ?? null, turnId: typeof data.turnId === 'string' ? data.turnId : null });
  }
  else if (event === 'error') throw new Error(`${Number(data.status ?? 500)}: ${JSON.stringify({ message: data.message, template: data.template, values: data.values })}`);
}

/** The chat toast's description: server message, else the raw message, else the fallback. */
export function chatErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : '';
  const match = /^\d{3}: ([\s\S]*)$/.exec(raw);
  if (match) {
    try {
      const parsed = JSON.parse(match[1]) as { message?: unknown; template?: unknown; values?: unknown };
      if (typeof parsed.message === 'string' && parsed.message.trim()) return serverPhrase({ message: parsed.message, template: parsed.template, values: parsed.values });
    } catch {
      // Not JSON: fall through to the raw message.
    }
  }
  return raw.trim() || 'Failed to send message. Please try again.';
}
