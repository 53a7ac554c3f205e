import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@cp/contract';

/** A failure the caller can act on: becomes `{status:false, data:null, message}` with `statusCode`. */
export class AppError extends Error {
  constructor(public readonly statusCode: number, message: string, public readonly data: unknown = null) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
/** Several problems at once (an entry's fields): `message` lists them one per line, `data` holds each. */
export const invalidEntry = (problems: { path: string; label: string; message: string; detail?: string }[], messages: string[]) =>
  new AppError(400, messages.join('\n'), { messages, problems });
export const unauthorized = (message: string = messages.sessionRequired) => new AppError(401, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);

/** PostgreSQL refused a row that would break a unique constraint (23505). */
export const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

export function failure(message: string, data: unknown = null) {
  return { status: false as const, data, message };
}

// A field left out answers 'Please provide the required field', not zod's "expected string,
// received undefined"; a message a schema gives itself still wins. zod's configuration is the
// process's, so it is set once here, where input errors are described.
z.config({ customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? messages.requiredField : undefined) });

type Issue = { keyword?: string; instancePath?: string; message?: string; params?: { keys?: string[] } };

function describeIssue(issue: Issue, where: string): string {
  const field = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || where;
  if (issue.keyword === 'unrecognized_keys' && issue.params?.keys?.length) {
    const keys = issue.params.keys;
    return `${field}: unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  }
  return `${field}: ${issue.message ?? 'is invalid'}`;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const detail = err.validation.map((i) => describeIssue(i as Issue, where)).join('; ');
      return reply.code(400).send(failure(`Invalid ${where}. ${detail}`));
    }
    if (err instanceof AppError) return reply.code(err.statusCode).send(failure(err.message, err.data));
    if (err instanceof ResponseSerializationError) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send(failure(messages.serverFailure));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(clientErrorMessage(err)));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failure(messages.serverFailure));
  });
}

export const sendRouteNotFound = (_request: FastifyRequest, reply: FastifyReply) => reply.code(404).send(failure(messages.routeNotFound));

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return messages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.unsupportedMediaType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON body or no Content-Type.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return messages.malformedJson;
  }
  if (err instanceof SyntaxError) return messages.malformedJson;
  if (err.statusCode === 429) return messages.tooManyRequests;
  return err.message || 'The request could not be processed.';
}
