import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@cp/contract';
import { failure } from './errors';

/**
 * Answers that Fastify or Node would otherwise write themselves, before any route or hook runs,
 * in the product's `{status:false, data:null, message}` envelope: the web app reads a body
 * without `status` as a lost session.
 */

/** Fastify's `frameworkErrors`: a URL that cannot be decoded, a path parameter over maxParamLength. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(failure(messages.uriTooLong));
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(failure(messages.badUrl));
  return reply.code(400).send(failure(messages.badRequest));
}

/** Node's `clientError` (unparsable request line, headers too large, request timeout), as raw HTTP. */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, messages.headersTooLarge]
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, messages.requestTimeout]
    : err.code === 'HPE_URI_TOO_LONG' ? [414, messages.uriTooLong]
    : [400, messages.badRequest];
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(failure(message));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000, so such a value would fail deep in a query: refuse it at the
 * edge, in every body, query and path parameter. While the server shuts down, new requests get a
 * 503 envelope instead of Fastify's own body.
 */
export function registerEdgeGuards(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.code(503).header('connection', 'close').send(failure(messages.serverRestarting));
  });
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return reply.code(400).send(failure(messages.nulCharacter));
    }
  });
}
