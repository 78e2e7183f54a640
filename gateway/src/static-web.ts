import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Logger } from '@counsel/kit';

export function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Serves the built web app; any other GET that wants HTML gets index.html (client-side routes). */
export async function registerStaticWeb(app: FastifyInstance, dist: string, log: Logger) {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    log.warn({ dist }, 'web app not built: run `npm run build:web` (the API still works)');
  } else {
    await app.register(fastifyStatic, { root: dist, index: false, wildcard: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/graphql') && (req.headers.accept ?? '').includes('text/html');
    if (wantsHtml && existsSync(index)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
