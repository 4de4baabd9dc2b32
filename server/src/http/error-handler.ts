import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiError,
  type ErrorEnvelope,
  envelope,
  invalidInput,
  TOO_MANY_REQUESTS_TEXT,
  UNEXPECTED_ERROR,
} from './errors.js';
import { describeValidationError } from './validation.js';

const TOO_LARGE_CODES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

interface Answer {
  status: number;
  body: ErrorEnvelope;
}

/** Maps anything thrown while handling a request to a status and the error envelope. */
export function toErrorAnswer(error: unknown): Answer {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.toEnvelope() };

  const err = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  if (Array.isArray(err.validation)) {
    const text = describeValidationError(err.validation as never, err.validationContext ?? 'request');
    return { status: 400, body: invalidInput(text).toEnvelope() };
  }
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, body: envelope('invalidJson', 'Invalid JSON', 'The request body is not valid JSON.') };
  }
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return {
      status: 400,
      body: envelope('invalidJson', 'Invalid JSON', 'The request body is empty but declared as JSON.'),
    };
  }
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      body: envelope(
        'unsupportedMediaType',
        'Unsupported media type',
        'The request body has a media type this endpoint does not accept.',
      ),
    };
  }
  if ((err.code && TOO_LARGE_CODES.has(err.code)) || err.statusCode === 413) {
    return {
      status: 413,
      body: envelope('payloadTooLarge', 'Request too large', 'The request body or one of its files is too large.'),
    };
  }
  if (err.statusCode === 429) {
    return { status: 429, body: envelope('tooManyRequests', 'Too many requests', TOO_MANY_REQUESTS_TEXT) };
  }
  if (err.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || err.code === '23503') {
    // A write referring to a row that another request deleted meanwhile (a round deleted while its result PDF was
    // rendered): the answer it would have got had the row been gone before.
    return { status: 404, body: envelope('notFound', 'Not found', 'It was deleted in the meantime.') };
  }
  const status = err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own 4xx messages describe the request, not the server, so they are safe to pass on.
    const text = err.code?.startsWith('FST_') && err.message ? err.message : 'The request could not be processed.';
    return { status, body: envelope(status === 404 ? 'notFound' : 'badRequest', 'Bad request', text) };
  }
  return { status: 500, body: UNEXPECTED_ERROR };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorAnswer(error);
  if (status >= 500 && !(error instanceof ApiError)) {
    request.log.error({ err: error }, 'unexpected error');
  } else if (status >= 500) {
    request.log.warn({ code: body.code }, body.msg.text);
  } else {
    request.log.info({ code: body.code, status }, body.msg.text);
  }
  return reply.status(status).send(body);
}

/**
 * Requests Node refuses before Fastify sees them (a request head over the 16 KB limit, a malformed request, a
 * request that took too long) are answered with the error envelope too, then the connection is closed.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(
    status === 431
      ? envelope('headersTooLarge', 'Request too large', 'The request address or headers are too large.')
      : status === 408
        ? envelope('requestTimeout', 'Request timeout', 'The request took too long to arrive.')
        : envelope('badRequest', 'Bad request', 'The request is not valid HTTP.'),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
