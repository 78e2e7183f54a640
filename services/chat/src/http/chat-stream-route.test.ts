import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { UnauthenticatedError, createLogger, errorAnswer, type Principal, type TokenVerifier } from '@counsel/kit';
import { closeHttpApp, createHttpApp } from '@counsel/kit/server';
import { ChatService, type ChatDeps } from '../application/chat.service.js';
import { registerChatStreamRoute } from './chat-stream-route.js';

const principal = (role: Principal['role']): Principal => ({ userId: `${role}-1`, email: `${role}@x.org`, firstName: null, lastName: null, role, sessionId: null });
/** Tokens are role names here; anything else is not a valid token. */
const verifier: TokenVerifier = {
  async verify(token) {
    if (token === 'student' || token === 'counselor') return principal(token);
    throw new UnauthenticatedError();
  },
};
/** Every refusal here comes before the turn is prepared: the use case's dependencies must never be touched. */
const untouched = new Proxy({} as ChatDeps, { get: (_, key) => { throw new Error(`the route reached the use case (${String(key)})`); } });

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = createHttpApp(createLogger('test', 'silent'), 1_048_576);
  // As the service's server answers any error (kit server.ts).
  app.setErrorHandler((err, _req, reply) => {
    const answer = errorAnswer(err);
    return reply.status(answer.status).send({ message: answer.message });
  });
  registerChatStreamRoute(app, new ChatService(untouched), () => verifier);
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => closeHttpApp(app, 1000));

const post = (token: string | null, body: unknown) => fetch(`${url}/chat/stream`, {
  method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
});

describe('POST /chat/stream refusals', () => {
  it.each([
    [null, 401], ['not-a-token', 401], ['student', 403],
  ])('refuses %s with %i before reading the body', async (token, status) => {
    for (const body of [[1], { message: 42 }, { message: 'Hi', provider: 'gemini' }]) {
      expect((await post(token, body)).status).toBe(status);
    }
  });

  it.each([
    [[1], 'Request body must be a JSON object'],
    [{ provider: 'gemini' }, 'Message is required'],
    [{ message: 'Hi', provider: 7 }, 'Unknown provider. Use one of: gemini, openai, offline'],
  ])('answers staff 400 for %j', async (body, message) => {
    const res = await post('counselor', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });
});
