import type { ApiError } from '@reelsmith/contract';
import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTERS_MESSAGE,
  ERROR_CODES,
  SERVER_MESSAGES,
} from '@reelsmith/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, invalidField } from '../errors.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const body = (status: number, message: string, code: string): ApiError => ({
  message,
  error: STATUS_TEXT[status] ?? 'Error',
  code,
});

/** "voice must be one of ..." already names its field; "Required" does not. */
const nameField = (field: string, message: string) =>
  field === '' || message.includes(field) ? message : `${field}: ${message}`;

/**
 * Path and query values arrive percent-decoded (`%00` is a NUL) and reach every route, with a
 * schema or without one. Refused once here, naming the parameter, before any route reads them;
 * request bodies are refused by the contract's text schema.
 */
function refuseControlCharacters(request: FastifyRequest) {
  for (const values of [request.params, request.query]) {
    if (values === null || typeof values !== 'object') continue;
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      if (CONTROL_CHARACTER.test(name)) {
        throw invalidField('parameter name', CONTROL_CHARACTERS_MESSAGE);
      }
      const texts: unknown[] = Array.isArray(value) ? value : [value];
      if (texts.some((text) => typeof text === 'string' && CONTROL_CHARACTER.test(text))) {
        throw invalidField(name, CONTROL_CHARACTERS_MESSAGE);
      }
    }
  }
}

/**
 * One error handler for the whole API: every error leaves as `{ message, error, code }`
 * (docs/product/errors.md#error-body), validation failures as 400 naming the field, and 5xx
 * never say why.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        refuseControlCharacters(request);
        done();
      } catch (error) {
        done(error as FastifyError);
      }
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply
          .status(error.statusCode)
          .send(body(error.statusCode, error.message, error.code));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
        const message = nameField(field, issue?.message ?? 'Invalid request');
        return reply.status(400).send(body(400, message, ERROR_CODES.VALIDATION));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply
          .status(429)
          .send(body(429, SERVER_MESSAGES.tooManyRequests, ERROR_CODES.TOO_MANY_REQUESTS));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, body too large).
        return reply.status(status).send(body(status, error.message, ERROR_CODES.BAD_REQUEST));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body(500, SERVER_MESSAGES.internal, ERROR_CODES.INTERNAL));
    });
  },
  { name: 'error-handler' },
);

export const apiNotFound = (): ApiError =>
  body(404, SERVER_MESSAGES.notFound, ERROR_CODES.NOT_FOUND);
