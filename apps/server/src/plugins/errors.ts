import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { DomainError, Unavailable } from '../lib/errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * The one error handler. Domain errors and client mistakes answer with their message;
 * anything else answers 500 with an opaque id that is also in the log, never a stack.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof DomainError) && isDatabaseUnavailable(error)) {
      // An outage, not a bug: logged once per request without the error id a user would report.
      request.log.warn({ err: error }, 'the database is unreachable');
      return sendUnavailable(reply, new Unavailable());
    }
    if (error instanceof Unavailable) return sendUnavailable(reply, error);
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: STATUS_TEXT[error.statusCode] ?? 'Error',
        message: error.message,
        ...(error.details ? { issues: error.details } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const field = [
          error.validationContext,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ]
          .filter((p) => p && p !== 'body')
          .join('.');
        return { path: field, message: v.message ?? 'is invalid' };
      });
      const first = issues[0];
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request',
        issues,
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type, ...
      return reply.status(status).send({
        statusCode: status,
        error: STATUS_TEXT[status] ?? 'Error',
        message: clientMessage(error),
      });
    }

    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: `Something went wrong on our side. Please try again. (error id ${errorId})`,
      errorId,
    });
  });
}

function sendUnavailable(reply: FastifyReply, error: Unavailable) {
  return reply
    .status(503)
    .header('retry-after', String(error.retryAfterSeconds))
    .send({ statusCode: 503, error: STATUS_TEXT[503], message: error.message });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
