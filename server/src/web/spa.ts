import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Idea Studio</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 640px; margin: 4rem auto; padding: 0 1rem">
<h1>Idea Studio</h1>
<p>The web app is not built yet. Run <code>npm run build</code> in the project folder and reload this page.</p>
<p>The API is running: see the <a href="/api/docs">API reference</a>.</p>
</body>
</html>
`;

export interface WebApp {
  /** Answers a browser navigation that matched no route with the single-page app's index.html. */
  serveIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built web app (WEB_DIST) at `/`. Hashed build assets are cached for a year; index.html is
 * revalidated on every load so a new release shows at once. The build writes brotli (.br) and gzip (.gz) copies
 * of its text files; a client that accepts one of them gets it as is, with no compression work per request. When
 * WEB_DIST holds no index.html, browser navigations get a short page saying the web app is not built.
 */
export async function registerWeb(app: FastifyInstance, config: AppConfig): Promise<WebApp> {
  const indexFile = join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) app.log.info({ webDist: config.webDist }, 'web app not built; / shows a notice');

  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    suppressWarning: true,
    // Also for `sendFile` (the index.html of client-side routes); adds `vary: accept-encoding`.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = /[\\/]assets[\\/]/.test(path.slice(config.webDist.length));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return {
    serveIndex(_request, reply) {
      if (existsSync(indexFile)) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    },
  };
}
