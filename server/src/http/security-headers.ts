import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[] | null>;

/**
 * The app's Content-Security-Policy: scripts only from the app's own files (no inline script, no eval), data
 * only from its own API. Styles may be inline: the UI library writes its theme into a style element and React
 * sets style attributes, neither of which can run code. Pages with a policy of their own (the hosted landing
 * pages) replace this header with a stricter one.
 */
export function appContentSecurityPolicy(https: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for icons the UI library and the API docs draw inline; blob: for the avatar editor's preview.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only under https: on plain http it would send the page's own requests to a port that does not answer.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/** API answers are data, never a document: a browser that opens one may load nothing and frame nothing. */
export const API_CONTENT_SECURITY_POLICY: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The headers helmet sets for these options, read once: every value here is static. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers on every answer, as helmet makes them: the policy above (a short one for API answers), HSTS
 * under https, no framing. Helmet's values are computed once at start-up and set with one hook: the Fastify
 * plugin runs helmet's middleware chain and rebuilds the policy on every request, which cost the hot reads about
 * a third of their throughput (`npm run bench`).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const https = app.config.appUrl.startsWith('https:');
  const shared: HelmetOptions = {
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
  const page = helmetHeaders({
    ...shared,
    contentSecurityPolicy: { useDefaults: false, directives: appContentSecurityPolicy(https) },
  });
  const api = helmetHeaders({
    ...shared,
    contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config?.operation ? api : page);
    done();
  });
}
