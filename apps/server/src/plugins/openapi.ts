import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The 4xx answers of the API, each with the shared error body `{ message, error, code }`. */
const CLIENT_ERRORS = {
  400: 'The request is malformed, or a field is invalid: `message` names it',
  401: 'No token, or one that is unknown, expired or revoked',
  402: 'Not enough credits, or the card was refused: `message` says why',
  403: 'The Generation-Token, or the signed link, is not right for this project; the caller is not an operator; or an API key was sent where a signed-in session is needed',
  404: 'No such object for the signed-in user, or the feature is off',
  409: 'The request conflicts with the current state',
  410: 'The video has expired: videos are kept for 7 days',
  413: 'The body is too large',
  415: 'The body is not of a type this operation takes',
  416: 'The requested byte range is not in the file',
  422: 'The body could not be used: an upload that is not a picture, or text against the content rules',
  429: 'Too many requests: try again in a minute',
} as const;
export type ClientErrorStatus = keyof typeof CLIENT_ERRORS;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The 4xx answers particular to this route (a payment that is not the user's: 404).
     * Those that follow from what the route is (400, and 401, 413, 429 when it authenticates,
     * takes a body or is rate-limited) are documented for every route without being listed.
     */
    errors?: readonly ClientErrorStatus[];
    /**
     * A body that is a raw file rather than JSON (an uploaded picture): documented with these
     * media types; the route parses and checks it itself.
     */
    rawBody?: { mediaTypes: readonly string[]; description: string };
  }
}

/** The contract's `apiErrorSchema` as the document shows it (a test holds the two together). */
const API_ERROR_COMPONENT = {
  type: 'object' as const,
  description: 'Every error answer of the API',
  properties: {
    message: {
      type: 'string' as const,
      description: 'What went wrong, for people; a 400 names the field',
    },
    error: { type: 'string' as const, description: 'The HTTP status text' },
    code: {
      type: 'string' as const,
      description: 'For programs: VALIDATION_ERROR, UNAUTHORIZED, NOT_FOUND, ...',
    },
  },
  required: ['message', 'error', 'code'],
  additionalProperties: false,
};
const API_ERROR_REF = '#/components/schemas/ApiError';

/** A route's documented answer that is an HTML page rather than JSON (browser sign-in). */
export const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** A route's documented redirect: documented without a body, with its `Location` header. */
export const redirect = (description: string) => z.null().describe(description);

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter((h) => h !== undefined);

const takesBody = (route: RouteOptions) =>
  [route.method].flat().some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH');

/** The 4xx answers of a route: its own, and those that follow from what it is. */
function clientErrorsOf(route: RouteOptions, authenticated: boolean, own: readonly number[]) {
  // Any route can answer 400: a path or query value with a control character, for one.
  const statuses = new Set<number>([400, ...own]);
  if (authenticated) statuses.add(401);
  if (takesBody(route)) statuses.add(413);
  if (route.config?.rateLimit !== undefined) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: API_ERROR_REF } } },
});
/** Answers not listed (500, a provider's 502 or 503) carry the same body. */
const OTHER_ERRORS = 'Any other answer is a server error, with the same error body';

interface DocumentedResponse {
  description?: string;
  content?: Record<string, unknown>;
}

/** A route's own answer as documented: redirects without a body, errors with the error body. */
function documented(status: string, response: DocumentedResponse) {
  // `type: 'null'` tells @fastify/swagger to document no body.
  if (status.startsWith('3')) {
    return {
      type: 'null',
      description: response.description,
      headers: { location: { type: 'string', description: 'Where to go next' } },
    };
  }
  if (!status.startsWith('4')) return response;
  // A route may answer a 4xx in another media type too (a page); in JSON it is the error body.
  const error = errorResponse(response.description ?? 'Client error');
  return { ...error, content: { ...response.content, ...error.content } };
}

/**
 * The OpenAPI document, generated from the routes' zod schemas, and its UI at /api/docs.
 * Every route names its `operationId`; its security (`bearer` when the route runs
 * `app.authenticate`, none otherwise, unless the route says) and its 4xx answers are filled
 * in here, so that a new route is documented like the others without repeating them.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    const isAuthenticated = (route: RouteOptions) =>
      app.hasDecorator('authenticate') &&
      hooksOf(route).some((hook) => hook === app.authenticate || hook === app.authenticateSession);
    // Routes that refuse API keys answer 403 to one (decision 0070).
    const isSessionOnly = (route: RouteOptions) =>
      app.hasDecorator('authenticateSession') &&
      hooksOf(route).some((hook) => hook === app.authenticateSession);

    const terms = new URL('/terms', app.config.APP_URL).href;
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Reelsmith API',
          description: 'Story-driven short videos, made for you by AI.',
          version: '0.1.0',
          // The API is the product's: it is used under the product's terms.
          termsOfService: terms,
          license: { name: 'Reelsmith Terms of Service', url: terms },
        },
        // Relative: the API answers on the host that served this document.
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'A session token from the sign-in, or an API key (`rs_live_...`)',
            },
            generationToken: { type: 'apiKey', in: 'header', name: 'Generation-Token' },
          },
          schemas: { ApiError: API_ERROR_COMPONENT },
        },
      },
      transform: (input) => {
        const { errors = [], rawBody, ...schema }: FastifySchema = input.schema ?? {};
        const result = jsonSchemaTransform({ ...input, schema });
        if (rawBody !== undefined) {
          Object.assign(result.schema, {
            body: { type: 'string', format: 'binary', description: rawBody.description },
            consumes: [...rawBody.mediaTypes],
          });
        }
        if (result.schema.hide === true) return result;
        const { route } = input;
        const authenticated = isAuthenticated(route);
        const responses: Record<string, unknown> = {};
        const ownErrors = isSessionOnly(route) ? [...errors, 403] : errors;
        for (const status of clientErrorsOf(route, authenticated, ownErrors)) {
          responses[status] = errorResponse(
            CLIENT_ERRORS[status as ClientErrorStatus] ?? 'Client error',
          );
        }
        const own = (result.schema.response ?? {}) as Record<string, DocumentedResponse>;
        for (const [status, response] of Object.entries(own)) {
          responses[status] = documented(status, response);
        }
        return {
          url: result.url,
          schema: {
            ...result.schema,
            security: schema.security ?? (authenticated ? [{ bearer: [] }] : []),
            response: { ...responses, default: errorResponse(OTHER_ERRORS) },
          },
        };
      },
      // Security schemes are declared ahead of the routes that use them (Generation-Token:
      // the story routes); the document lists only those that an operation uses.
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const { openapiObject } = document;
        const used = new Set(
          Object.values(openapiObject.paths ?? {}).flatMap((item) =>
            Object.values(item ?? {}).flatMap((operation: unknown) =>
              typeof operation === 'object' && operation !== null && 'security' in operation
                ? ((operation.security ?? []) as object[]).flatMap((r) => Object.keys(r))
                : [],
            ),
          ),
        );
        const schemes = openapiObject.components?.securitySchemes ?? {};
        for (const name of Object.keys(schemes)) {
          if (!used.has(name)) Reflect.deleteProperty(schemes, name);
        }
        return openapiObject;
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
