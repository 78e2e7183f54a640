import { describe, expect, it } from '@jest/globals';
import { closeHttpApp, createHttpApp } from './http-base.js';
import { createLogger } from './logger.js';

describe('closeHttpApp', () => {
  it('lets a request under way finish, then closes its keep-alive connection at once instead of waiting out the keep-alive timeout', async () => {
    const app = createHttpApp(createLogger('test', 'silent'), 1024);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => { started = resolve; });
    app.get('/slow', async () => {
      started();
      await gate;
      return { ok: true };
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    app.server.keepAliveTimeout = 60_000; // Fastify's is 72 s; a close that waited for it would time this test out

    const answer = fetch(`${url}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await arrived;
    let closed = false;
    const closing = closeHttpApp(app, 60_000).then(() => { closed = true; });
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(false); // the request under way holds the close
    release();
    expect(await answer).toEqual({ status: 200, body: { ok: true } });
    await closing; // resolves once the connection the request left idle is closed (jest's timeout otherwise)
    expect(closed).toBe(true);
  }, 20_000);

  it('cuts connections still busy after the grace period', async () => {
    const app = createHttpApp(createLogger('test', 'silent'), 1024);
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => { started = resolve; });
    app.get('/never', () => { started(); return new Promise(() => undefined); });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const answer = fetch(`${url}/never`).then(() => 'answered', () => 'cut');
    await arrived; // the request is under way (a fixed pause let a loaded machine close before it arrived)
    await closeHttpApp(app, 300);
    expect(await answer).toBe('cut');
  }, 20_000);
});
