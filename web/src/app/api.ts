import { serverPhrase } from '../i18n/server-text';
/**
 * The REST client of the spec's contract: every call sends the session
 * cookie, bodies are JSON, and a non-OK answer throws `Error("<status>: <text>")`,
 * where text is the response body or, when empty, the status text.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export const api = {
  get: <T = unknown>(path: string) => apiRequest<T>('GET', path),
  post: <T = unknown>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T = unknown>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T = unknown>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T = unknown>(path: string) => apiRequest<T>('DELETE', path),
};

const ERROR_FORM = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of an error thrown by `apiRequest`, if it is one. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = ERROR_FORM.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The server's `message` field from an `NNN: {json}` error, for toasts.
 * Returns undefined for network failures and bodies without a message, so callers
 * can fall back to their own wording.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = ERROR_FORM.exec(error.message);
  if (!match) return undefined;
  try {
    const parsed: unknown = JSON.parse(match[2]);
    if (parsed && typeof parsed === 'object') {
      const { message, template, values } = parsed as Record<string, unknown>;
      if (typeof message === 'string' && message.trim()) return serverPhrase({ message, template, values });
    }
  } catch {
    // Not JSON: the body carries no structured message.
  }
  return undefined;
}
