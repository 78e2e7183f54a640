import type { FastifyInstance } from 'fastify';
import { bearerToken, errorAnswer, phraseOf, principalFromBearer, requireStaff, type TokenVerifier } from '@counsel/kit';
import type { ChatService } from '../application/chat.service.js';
import { turnRequestFromBody } from './turn-body.js';

/**
 * POST /chat/stream: the same turn as the `chat` mutation, streamed as server-sent events
 * (`delta`, then `sources`, then `done`, which names the logged turn (`turnId`, for its rating); or `error`). The gateway proxies it as /api/chat/stream.
 * Authorization happens here, from the bearer token, exactly as for GraphQL. Anything that refuses
 * the turn (401, 403, 400, 404, 429) is answered as JSON with its status before the stream opens.
 */
export function registerChatStreamRoute(app: FastifyInstance, service: ChatService, verifier: () => TokenVerifier) {
  app.post('/chat/stream', async (req, reply) => {
    const token = bearerToken(req.headers.authorization);
    const principal = await principalFromBearer(req.headers.authorization, verifier);
    // The coarse gate, as the gateway's route access: a caller who may not chat hears 401/403 before any word about
    // the body. The use case still authorizes the turn in full.
    requireStaff(principal);
    const turn = await service.prepare(principal, token, turnRequestFromBody(req.body));

    const abort = new AbortController();
    reply.raw.on('close', () => { if (!reply.raw.writableFinished) abort.abort(); });
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    const send = (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    try {
      for await (const e of service.run(turn, abort.signal)) {
        if (e.type === 'delta') send('delta', { text: e.text });
        else if (e.type === 'sources') send('sources', { sources: e.sources });
        else send('done', { turnId: e.turnId, provider: e.provider, answeredBy: e.answeredBy, model: e.model, latencyMs: Math.round(e.timings.totalMs) });
      }
    } catch (err) {
      const { status, message, internal, template, values } = errorAnswer(err); // kit errors.ts, as for every other answer
      if (internal) req.log.error({ err }, 'chat stream failed');
      send('error', { status, message, ...phraseOf({ template, values }) });
    } finally {
      reply.raw.end();
    }
  });
}
