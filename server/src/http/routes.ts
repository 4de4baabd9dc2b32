import type { FastifyInstance, FastifyRequest, HTTPMethods, onRequestHookHandler, RouteOptions } from 'fastify';
import { cachedAnswerHandler } from './cached-answer.js';
import {
  HTTP_METHODS,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItem,
  type RequestBodyObject,
} from './contract.js';
import { ApiError, notImplemented } from './errors.js';
import { createRefResolver } from './refs.js';
import { serializerSchema } from './response-schema.js';
import type { HandlerDefinition, HandlerEntry, HandlerMap, OperationId, OperationInfo } from './types.js';
import { OPTIONAL_BODY } from './validation.js';

export const API_PREFIX = '/api';

export interface RouteSchemas {
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  headers?: JsonSchema;
}

/** One contract operation, ready to become a Fastify route. */
export interface ContractRoute {
  info: OperationInfo;
  schema: RouteSchemas;
  /** Media types the operation accepts for its body (empty when it declares no body). */
  mediaTypes: string[];
}

/** `/streams/steps/{streamId}` → `/api/streams/steps/:streamId` */
export function toFastifyUrl(path: string, prefix = API_PREFIX): string {
  return prefix + path.replace(/\{([^}]+)\}/g, ':$1');
}

function objectSchema(params: ParameterObject[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const param of params) {
    const name = param.in === 'header' ? param.name.toLowerCase() : param.name;
    properties[name] = param.schema ?? {};
    if (param.required || param.in === 'path') required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** Merges path-level and operation-level parameters; the operation's win (same name and location). */
function mergeParameters(pathParams: ParameterObject[], opParams: ParameterObject[]): ParameterObject[] {
  const key = (p: ParameterObject) => `${p.in}:${p.name}`;
  const merged = new Map(pathParams.map((p) => [key(p), p]));
  for (const p of opParams) merged.set(key(p), p);
  return [...merged.values()];
}

function bodySchema(requestBody: RequestBodyObject | undefined): { schema?: JsonSchema; mediaTypes: string[] } {
  const content = requestBody?.content ?? {};
  const mediaTypes = Object.keys(content).map((type) => type.toLowerCase());
  const json = content['application/json']?.schema;
  if (!json) return { mediaTypes };
  const schema = requestBody?.required ? json : { ...json, [OPTIONAL_BODY]: true };
  if (mediaTypes.length === 1) return { schema, mediaTypes };
  // Several media types: Fastify validates per content type, so multipart bodies are left to the handler.
  return { schema: { content: { 'application/json': { schema } } }, mediaTypes };
}

/** Reads every operation of the contract, with `$ref`s resolved into self-contained schemas. */
export function readContractRoutes(document: OpenApiDocument, prefix = API_PREFIX): ContractRoute[] {
  const resolver = createRefResolver(document);
  const routes: ContractRoute[] = [];
  const seen = new Set<string>();

  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolver.resolve(rawItem) as PathItem;
    const pathParams = (item.parameters ?? []) as ParameterObject[];
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const operationId = operation.operationId;
      if (!operationId) throw new Error(`The contract operation ${method.toUpperCase()} ${path} has no operationId.`);
      if (seen.has(operationId)) throw new Error(`The contract uses the operationId "${operationId}" twice.`);
      seen.add(operationId);

      const params = mergeParameters(pathParams, (operation.parameters ?? []) as ParameterObject[]);
      const body = bodySchema(operation.requestBody as RequestBodyObject | undefined);
      const schema: RouteSchemas = {};
      if (body.schema) schema.body = body.schema;
      const querystring = objectSchema(params.filter((p) => p.in === 'query'));
      if (querystring) schema.querystring = querystring;
      const pathSchema = objectSchema(params.filter((p) => p.in === 'path'));
      if (pathSchema) schema.params = pathSchema;
      const headers = objectSchema(params.filter((p) => p.in === 'header'));
      if (headers) schema.headers = headers;

      routes.push({
        info: {
          operationId,
          method,
          path,
          url: toFastifyUrl(path, prefix),
          tags: operation.tags ?? [],
          security: operation.security ?? document.security ?? [],
          operation,
        },
        schema,
        mediaTypes: body.mediaTypes,
      });
    }
  }
  return routes;
}

function mediaTypeMatches(actual: string, declared: string): boolean {
  if (declared === '*/*' || declared === actual) return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** Rejects bodies in media types the operation does not declare, before Fastify parses them. */
function mediaTypeGuard(mediaTypes: string[]): onRequestHookHandler {
  return async (request) => {
    const contentType = request.headers['content-type'];
    if (!contentType) {
      if (hasBody(request)) throw unsupportedMediaType(mediaTypes);
      return;
    }
    const actual = contentType.split(';')[0].trim().toLowerCase();
    if (!mediaTypes.some((declared) => mediaTypeMatches(actual, declared))) throw unsupportedMediaType(mediaTypes);
  };
}

function unsupportedMediaType(mediaTypes: string[]): ApiError {
  return new ApiError(
    415,
    'unsupportedMediaType',
    'Unsupported media type',
    `This request body must be sent as ${mediaTypes.join(' or ')}.`,
  );
}

function asDefinition(entry: HandlerEntry | undefined): HandlerDefinition {
  if (entry === undefined) {
    return {
      handler: async () => {
        throw notImplemented();
      },
    };
  }
  return typeof entry === 'function' ? { handler: entry } : entry;
}

/** Operations without a request body in the contract: room for an empty `{}` some clients send, no more. */
export const NO_BODY_LIMIT = 1024;
/** Public operations (no session: login, register, resets) take small forms; anonymous callers get no more. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * A route's body limit unless its handler names one: by what the contract says the operation takes. Multipart
 * uploads are bounded by the upload limits (per file and file count) instead.
 */
export function defaultBodyLimit(info: OperationInfo): number | undefined {
  if (!info.operation.requestBody) return NO_BODY_LIMIT;
  if (info.security.length === 0) return PUBLIC_BODY_LIMIT;
  return undefined; // the server's default (JSON_BODY_LIMIT)
}

export interface RegisterOptions {
  /** Fail on handlers whose operationId is not in the contract (default true: catches typos). */
  strictHandlers?: boolean;
}

/**
 * Registers one Fastify route per contract operation. Operations without a handler answer 501; routes that
 * already exist (e.g. the documentation endpoints) are left as they are.
 */
export function registerContractRoutes(
  app: FastifyInstance,
  document: OpenApiDocument,
  handlers: HandlerMap,
  options: RegisterOptions = {},
): ContractRoute[] {
  const routes = readContractRoutes(document);
  const known = new Set(routes.map((r) => r.info.operationId));
  const unknown = Object.keys(handlers).filter((id) => !known.has(id));
  if (unknown.length > 0 && options.strictHandlers !== false) {
    throw new Error(`Handlers for operations the contract does not define: ${unknown.join(', ')}.`);
  }

  // Only the routes that ask for a compiled answer pay for its schema, once, at start-up.
  const resolver = createRefResolver(document);
  const registered: ContractRoute[] = [];
  for (const route of routes) {
    const method = route.info.method.toUpperCase() as HTTPMethods;
    if (app.hasRoute({ method, url: route.info.url })) {
      app.log.debug({ operationId: route.info.operationId }, 'route already registered, contract entry skipped');
      continue;
    }
    const definition = asDefinition(handlers[route.info.operationId as OperationId]);
    const response = definition.cachedAnswer
      ? serializerSchema(route.info.operation, (value) => resolver.resolve(value))
      : undefined;
    const handler = definition.cachedAnswer
      ? cachedAnswerHandler(
          route.info.operationId,
          definition.cachedAnswer,
          definition.handler,
          response
            ? (reply, body) => reply.serializeInput(body as Record<string, unknown>, '200') as string
            : (_reply, body) => JSON.stringify(body),
        )
      : definition.handler;
    const options: RouteOptions = {
      method,
      url: route.info.url,
      schema: response ? { ...route.schema, response: { 200: response } } : route.schema,
      config: {
        operation: route.info,
        ...(definition.rateLimit ? { rateLimit: definition.rateLimit } : {}),
      },
      handler: handler as RouteOptions['handler'],
    };
    const bodyLimit = definition.bodyLimit ?? defaultBodyLimit(route.info);
    if (bodyLimit !== undefined) options.bodyLimit = bodyLimit;
    if (route.mediaTypes.length > 0) options.onRequest = mediaTypeGuard(route.mediaTypes);
    app.route(options);
    registered.push(route);
  }
  return registered;
}

export type { HttpMethod };
