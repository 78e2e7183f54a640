import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { objectBody } from './body.js';
import { errorCodeStatus, isErrorCode } from '@counsel/kit';
import { serviceCallHeaders } from '../request-context.js';
import { RestError } from './execute.js';
import type { RouteDeps } from './route-deps.js';

const CHAT_MUTATION = `mutation($message: String!, $studentId: ID, $provider: String!) {
  chat(message: $message, studentId: $studentId, provider: $provider) {
    response provider answeredBy model sources { type content title sourceId }
  }
}`;

/** Blank after trimming is refused here with the spec's rule; the chat service checks it again. */
function chatVariables(body: Record<string, unknown>) {
  if (typeof body.message !== 'string' || !body.message.trim()) throw new RestError(400, 'Message is required');
  if (body.studentId !== undefined && body.studentId !== null && typeof body.studentId !== 'string') throw new RestError(400, 'Invalid student id');
  if (typeof body.provider !== 'string') throw new RestError(400, 'Unknown provider. Use one of: gemini, offline');
  return { message: body.message, studentId: body.studentId || null, provider: body.provider };
}

/**
 * The assistant (spec section 7): POST /api/chat answers `{ response, sources }` in one piece.
 * POST /api/chat/stream (beyond the spec) proxies the chat service's server-sent events so the first
 * words show at once; the chat service verifies the caller's token itself, as for GraphQL.
 */
export function registerChatRoutes(app: FastifyInstance, d: RouteDeps) {
  app.post('/api/chat', async (req) => {
    const vars = chatVariables(objectBody(req));
    const res = await d.apollo.executeOperation({ query: CHAT_MUTATION, variables: vars }, { contextValue: await d.context(req) });
    if (res.body.kind !== 'single') throw new RestError(500, 'Unexpected incremental response');
    const { data, errors } = res.body.singleResult;
    const first = errors?.[0];
    if (first) {
      const code = first.extensions?.code;
      const status = typeof first.extensions?.status === 'number' ? first.extensions.status : isErrorCode(code) ? errorCodeStatus(code) : 500;
      // As execute() does, but a model that is down or busy keeps its message (503 "The AI model…"):
      // it is a domain error written for the chat toast, not an internal one.
      throw new RestError(status, status < 500 || code === 'UNAVAILABLE' ? first.message : 'Something went wrong on our side. Please try again.');
    }
    return (data as { chat: unknown }).chat;
  });

  app.post('/api/chat/stream', async (req, reply) => {
    const vars = chatVariables(objectBody(req));
    const ctx = await d.context(req);
    if (!ctx.accessToken) throw new RestError(401, 'Not signed in');
    const abort = new AbortController();
    reply.raw.on('close', () => { if (!reply.raw.writableFinished) abort.abort(); });
    let upstream: Response;
    try {
      upstream = await fetch(`${d.serviceUrl('chat')}/chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...serviceCallHeaders(ctx) },
        body: JSON.stringify(vars),
        signal: abort.signal,
      });
    } catch {
      throw new RestError(503, 'The assistant is unavailable right now. Please try again.');
    }
    const type = upstream.headers.get('content-type') ?? '';
    if (!upstream.ok || !type.startsWith('text/event-stream') || !upstream.body) {
      const text = await upstream.text();
      let message = 'Something went wrong on our side. Please try again.';
      try { message = (JSON.parse(text) as { message?: string }).message ?? message; } catch { /* not JSON */ }
      throw new RestError(upstream.ok ? 502 : upstream.status, upstream.status >= 500 && upstream.status !== 503 ? 'Something went wrong on our side. Please try again.' : message);
    }
    reply.header('content-type', 'text/event-stream; charset=utf-8');
    reply.header('cache-control', 'no-cache, no-transform');
    reply.header('x-accel-buffering', 'no');
    return reply.send(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream));
  });
}
