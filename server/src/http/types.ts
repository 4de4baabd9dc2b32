import type { RateLimitOptions } from '@fastify/rate-limit';
import type { operations } from '@idea-studio/sdk';
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { HttpMethod, OperationObject, SecurityRequirement } from './contract.js';

/** An operationId of the contract (verb + noun, e.g. `listIndustries`), from the SDK's generated types. */
export type OperationId = keyof operations & string;

/**
 * Answers one operation. Return the response body (or the reply after `reply.send`). Throw `ApiError` for
 * domain errors. Declared through a method so handlers may narrow the request generic
 * (`Handler<{ Params: { streamId: string } }>`) and still fit in a `HandlerMap`.
 */
export type Handler<T extends RouteGenericInterface = RouteGenericInterface> = {
  bivarianceHack(request: FastifyRequest<T>, reply: FastifyReply): unknown;
}['bivarianceHack'];

/** A handler with route options the contract does not express. */
export interface HandlerDefinition<T extends RouteGenericInterface = RouteGenericInterface> {
  handler: Handler<T>;
  /** Per-route rate limit (the rate-limit plugin is registered with `global: false`). */
  rateLimit?: RateLimitOptions;
  /** Maximum body size in bytes for this route (default: the server's 1 MiB). */
  bodyLimit?: number;
  /**
   * A hot read: the 200 answer is written with a serializer compiled from its contract schema (see
   * `response-schema.ts`) and kept, per user or per session (an answer that carries the session's token), under the
   * user's data version (see `cached-answer.ts`).
   */
  cachedAnswer?: CachedAnswerScope;
}

/** Whose answer a kept answer is: the user's, or only the session's. */
export type CachedAnswerScope = 'user' | 'session';

export type HandlerEntry = Handler | HandlerDefinition;

/** What each domain folder exports as `handlers`. */
export type HandlerMap = Partial<Record<OperationId, HandlerEntry>>;

/** The contract's description of the route, available to hooks as `request.routeOptions.config.operation`. */
export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** The contract path, e.g. `/streams/steps/{streamId}`. */
  path: string;
  /** The Fastify URL, e.g. `/api/streams/steps/:streamId`. */
  url: string;
  tags: string[];
  /** Effective security requirements: the operation's own, else the document's; `[]` means public. */
  security: SecurityRequirement[];
  operation: OperationObject;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: OperationInfo;
  }
}
