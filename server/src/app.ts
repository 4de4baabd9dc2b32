import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { registerOfflineEngine } from './ai/engine-pool.js';
import { censor, redactUrl } from './auth/log-redaction.js';
import { type AuthOptions, registerAuth } from './auth/plugin.js';
import { registerCaches } from './cache/plugin.js';
import type { AppConfig, TrustProxy } from './config.js';
import { createDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { WriteCounter } from './db/statement-cache.js';
import { registerDocs } from './docs/routes.js';
import { registerHostedLandingPages } from './hosted-pages/hosted-routes.js';
import { type LoadedContract, loadContract, type OpenApiDocument } from './http/contract.js';
import { clientErrorHandler, errorHandler } from './http/error-handler.js';
import { envelope } from './http/errors.js';
import { handlers as defaultHandlers } from './http/handlers.js';
import { registerLimits } from './http/limits.js';
import { type RouteMethods, trackRouteMethods } from './http/route-methods.js';
import { API_PREFIX, registerContractRoutes } from './http/routes.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import type { HandlerMap } from './http/types.js';
import { createValidators, NULL_BODY } from './http/validation.js';
import { registerTextReader } from './hub/extract-pool.js';
import { registerDevMailbox } from './mail/dev-mailbox.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerPdfRenderer } from './results/pdf-pool.js';
import { registerWeb, type WebApp } from './web/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    mailer: Mailer;
    /** The API contract (with its `$ref`s), as served at /api/openapi.json. */
    contract: OpenApiDocument;
  }
}

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Answers smaller than this go out uncompressed: compressing them costs more time than it saves. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Compressed on the fly: JSON answers and pages written per request (hosted landing pages). Built assets are
 * precompressed at build time (see web/spa.ts); event streams, PDFs and images are left alone.
 */
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;
export const UPLOAD_LIMITS = { fileSize: 6 * 1024 * 1024, files: 10 } as const;
/**
 * The longest path value the router takes: the contract allows result file names of 255 characters (two UTF-16
 * units each outside the BMP). The router's default of 100 answered 404 to the download of a long-named file.
 */
export const MAX_PATH_PARAM_LENGTH = 512;

/**
 * Socket timeouts, so a client that connects and then says nothing (or trickles) cannot hold a connection:
 * the request head must arrive within 15 s and the whole request (up to ten 6 MiB uploads) within 60 s. An idle
 * keep-alive connection is closed after 72 s, longer than the 60 s idle timeout of common proxies, so the proxy
 * always closes first and never reuses a connection the server is closing.
 */
export const SERVER_TIMEOUTS = { headersTimeout: 15_000, requestTimeout: 60_000, keepAliveTimeout: 72_000 } as const;

export interface BuildOptions {
  /** The contract to serve; default: `openapi/idea-studio.yaml` through `@idea-studio/openapi`. */
  contract?: LoadedContract;
  /** Operation handlers; default: every domain's. */
  handlers?: HandlerMap;
  /** Fail on handlers for operations the contract lacks (default true). */
  strictHandlers?: boolean;
  /** Replaces the logger options (e.g. `false` in tests). */
  logger?: FastifyServerOptions['logger'];
  /** Auth plugin options: a clock for expiry rules (tests), or no session checks (routing tests). */
  auth?: AuthOptions;
}

/** Header values that must never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  // Mail subjects are logged with any login code masked (see auth/log-redaction.ts).
  'subject',
];

export function loggerOptions(config: AppConfig) {
  // Fastify's request serializer logs method, url and ids only: bodies and headers are never logged by default;
  // the redaction guards anything a later serializer or log call adds. URLs lose their secret parts
  // (confirmation and reset ids, login codes).
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        version:
          typeof request.headers?.['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket ? request.socket.remotePort : undefined,
      }),
    },
  };
}

/** Fastify's `trustProxy`; a hop count becomes "trust the nearest n proxies", as proxy-addr reads a number. */
export function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

function isPrefixed(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

// A page address (no file extension) asked for by a browser or by a plain client such as curl (Accept: any).
function accepts(accept: string | undefined, path: string): boolean {
  if ((accept ?? '').includes('text/html')) return true;
  return !/\.[A-Za-z0-9]+$/.test(path) && (!accept || accept.includes('*/*'));
}

function notFoundHandler(web: WebApp, methodsOf: RouteMethods) {
  // Not async and returns nothing: the reply is sent (or streamed, for index.html) by the calls below.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const path = request.url.split('?')[0];
    const isNavigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isPrefixed(path, API_PREFIX) &&
      !isPrefixed(path, '/dev') &&
      (path === '/' || accepts(request.headers.accept, path));
    if (isNavigation) {
      web.serveIndex(request, reply);
      return;
    }
    const allowed = isPrefixed(path, API_PREFIX) ? methodsOf(path) : [];
    if (allowed.length && !allowed.includes(request.method)) {
      reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(
          envelope(
            'methodNotAllowed',
            'Method not allowed',
            `${path} does not answer ${request.method}; it answers ${allowed.join(', ')}.`,
          ),
        );
      return;
    }
    const text = isPrefixed(path, API_PREFIX)
      ? `There is no API endpoint ${request.method} ${path}.`
      : 'The requested resource does not exist.';
    reply.status(404).send(envelope('notFound', 'Not found', text));
  };
}

/**
 * Builds the ready application: opens and migrates the database, registers the contract's routes, the docs,
 * the development mailbox and the web app. `app.close()` closes the database and the mailer.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const contract = options.contract ?? (await loadContract());
  const writes: WriteCounter = { writes: 0 };
  const db = createDatabase(config.database, writes);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: options.logger === undefined ? loggerOptions(config) : options.logger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // What the router refuses before any route (a malformed percent-encoding, an overlong path value) gets the
    // error envelope too, not Fastify's own body.
    frameworkErrors: (error, request, reply) => {
      errorHandler(error, request, reply as FastifyReply);
    },
    clientErrorHandler,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    // While closing, requests that still arrive on open connections are answered normally (with
    // `Connection: close`) instead of Fastify's own 503 body, which is not our error envelope.
    return503OnClosing: false,
  });
  app.server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;

  try {
    const mailer = createMailer(config, db, app.log);
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('mailer', mailer);
    app.decorate('contract', contract.document);
    app.decorate('readiness', { draining: false });
    registerPdfRenderer(app);
    registerTextReader(app);
    registerOfflineEngine(app);
    app.addHook('onClose', async () => {
      await mailer.close();
      await db.destroy();
    });
    registerCaches(app, writes);
    const methodsOf = trackRouteMethods(app);

    // An empty body sent as JSON counts as no body (some clients always send the header); the contract then
    // decides whether a body was required.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') {
        done(null, undefined);
        return;
      }
      // The literal null is refused by the body's validation (NULL_BODY), not taken for "no body".
      if (typeof body === 'string' && body.trim() === 'null') {
        done(null, NULL_BODY);
        return;
      }
      parseJson(request, body as string, done);
    });

    app.setValidatorCompiler(createValidators(contract.document).compiler);
    app.setErrorHandler(errorHandler);

    registerSecurityHeaders(app);
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
    });
    await app.register(fastifyCookie);
    await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    await registerLimits(app);

    await registerAuth(app, options.auth);
    await registerDocs(app, contract);
    if (config.nodeEnv !== 'production' && !config.smtpUrl) registerDevMailbox(app);
    registerContractRoutes(app, contract.document, options.handlers ?? defaultHandlers, {
      strictHandlers: options.strictHandlers,
    });
    await registerHostedLandingPages(app);
    const web = await registerWeb(app, config);
    app.setNotFoundHandler(notFoundHandler(web, methodsOf));

    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    await db.destroy().catch(() => {});
    throw error;
  }
}

// A step type outside the built-in list and a track to walk it (see steps/index.ts `registerStepType`).
export type { CatalogueEntry } from './ai/types.js';
export type { AppConfig } from './config.js';
export { loadConfig, RATE_LIMIT_NAMES } from './config.js';
export { addTrack } from './data/reference.js';
export type { TrackDefinition } from './data/types.js';
export type { LoadedContract } from './http/contract.js';
export { ApiError } from './http/errors.js';
export type { Handler, HandlerMap, OperationInfo } from './http/types.js';
export { type AddedStepType, registerStepType, type ServerStepManifest } from './steps/index.js';
