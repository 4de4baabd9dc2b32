import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The app's Content-Security-Policy: scripts only from the app's own files (no inline script, no eval), data
 * only from its own API. Styles may be inline: the UI library writes its theme into a style element and React
 * sets style attributes, neither of which can run code. Pages with a policy of their own (the hosted landing
 * pages) replace this header with a stricter one.
 */
export function appContentSecurityPolicy(https: boolean): Record<string, string[] | null> {
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

/** Security headers on every answer (@fastify/helmet): the policy above, HSTS under https, no framing. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.appUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appContentSecurityPolicy(https) },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}
