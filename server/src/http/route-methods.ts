import type { FastifyInstance } from 'fastify';

/**
 * The methods each path answers, read from the routes as they are registered: a request for a path that exists
 * with a method it does not answer gets 405 with an `Allow` header (RFC 9110 §15.5.6), not 404.
 */
export type RouteMethods = (path: string) => string[];

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Call before the routes are registered. */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    // A catch-all (the web app's files) answers every path: it says nothing about what a path answers.
    if (route.url.includes('*')) return;
    routes.push({ pattern: patternOf(route.url), methods: [route.method].flat().map(String) });
  });
  return (path) => {
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
