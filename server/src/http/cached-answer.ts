import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswerScope, Handler } from './types.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer cache key: the operation, whose answer it is, and the path parameters (query strings only bust caches). */
function answerKey(operationId: string, scope: CachedAnswerScope, request: FastifyRequest): string | undefined {
  const owner = scope === 'session' ? request.session?.id : request.user?.id;
  if (!owner) return undefined;
  const params = Object.values((request.params ?? {}) as Record<string, string>).join('\n');
  return `${operationId}\n${request.user?.id}\n${owner}\n${params}`;
}

/**
 * A hot read whose 200 answer is kept as JSON text under the user's data version (see cache/versions.ts) and sent
 * again while that version holds: any change to what the user can see raises it. `serialize` writes the answer
 * (the route's compiled serializer). The handler must read nothing but the database, the user and the path.
 */
export function cachedAnswerHandler(
  operationId: string,
  scope: CachedAnswerScope,
  handler: Handler,
  serialize: (reply: FastifyReply, body: unknown) => string,
): Handler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const version = request.dataVersion;
    const key = answerKey(operationId, scope, request);
    if (version === null || key === undefined) return handler(request, reply);
    const { answers } = request.server;
    const kept = answers.get(key, version);
    if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
    const body = await handler(request, reply);
    if (reply.sent || reply.statusCode !== 200) return body;
    const bytes = Buffer.from(serialize(reply, body));
    answers.set(key, version, bytes);
    return reply.type(JSON_TYPE).send(bytes);
  };
}
