import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatTurnMessages as TURN } from '@counsel/chat';
import { jsonBody } from './body.js';
import { GENERIC_ERROR_MESSAGE, UnauthenticatedError, UnavailableError } from '@counsel/kit';
import { serviceCallHeaders } from '../request-context.js';
import { RestError } from './rest-error.js';
import { execute } from './execute.js';
import { RestChatDocument } from '../gql/graphql.js';
import type { RouteDeps } from './route-deps.js';

/** Types only, in the turn rules' words; a blank message, the provider's name and the rest are the chat service's to check. */
const chatBody = jsonBody({
  message: z.string(TURN.message),
  studentId: z.string(TURN.studentId).nullish().transform((v) => v || null),
  provider: z.string(TURN.provider),
});
const CHAT_ROUTE = { schema: { body: chatBody }, config: { access: 'staff' as const } };

/**
 * The assistant: POST /api/chat answers `{ response, sources }` in one piece.
 * POST /api/chat/stream (beyond the spec) proxies the chat service's server-sent events so the first
 * words show at once; the chat service verifies the caller's token itself, as for GraphQL.
 */
export function registerChatRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/chat', CHAT_ROUTE, async (req) => {
    const vars = req.body;
    // A model that is down or busy keeps its message (503 "The AI model…"): kit errors.ts shows 503s.
    const data = await execute(d.apollo, await d.context(req), RestChatDocument, vars);
    return data.chat;
  });

  r.post('/api/chat/stream', CHAT_ROUTE, async (req, reply) => {
    const vars = req.body;
    const ctx = await d.context(req);
    if (!ctx.accessToken) throw new UnauthenticatedError();
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
      throw new UnavailableError('The assistant is unavailable right now. Please try again.');
    }
    const type = upstream.headers.get('content-type') ?? '';
    if (!upstream.ok || !type.startsWith('text/event-stream') || !upstream.body) {
      const text = await upstream.text();
      let message = '';
      try { message = (JSON.parse(text) as { message?: string }).message ?? ''; } catch { /* not JSON */ }
      // The chat service's JSON refusal, read as the kit reads any upstream answer (5xx but 503 hidden).
      if (!upstream.ok && message) throw RestError.fromUpstream(upstream.status, message);
      throw RestError.fromUpstream(upstream.ok ? 502 : upstream.status, GENERIC_ERROR_MESSAGE);
    }
    reply.header('content-type', 'text/event-stream; charset=utf-8');
    reply.header('cache-control', 'no-cache, no-transform');
    reply.header('x-accel-buffering', 'no');
    return reply.send(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream));
  });
}
