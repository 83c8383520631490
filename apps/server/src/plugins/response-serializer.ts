import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * The JSON Schema of a route's response as the client receives it (zod's output side), for
 * fast-json-stringify. What zod cannot express in JSON Schema (none of our responses today)
 * is serialized as JSON.stringify would.
 */
export function responseJsonSchema(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
}

/**
 * Responses serialized from the contract's zod schema compiled once, per route, into a
 * fast-json-stringify function: only the fields the contract names leave the server (anything
 * else a service returns is dropped, as zod's encode dropped it), and a missing required field
 * still fails the request. Handlers' return types are checked against the same schemas by the
 * type provider. fastify-type-provider-zod's serializer re-checked every answer with zod
 * instead: a third of the CPU of `GET /api/story/{id}/status`, whose answer holds the story
 * (docs/decisions/0043-request-path.md).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  // fastify-type-provider-zod accepts a zod schema or one wrapped as { properties: schema }.
  const zodSchema =
    schema instanceof z.ZodType
      ? schema
      : typeof schema === 'object' &&
          schema !== null &&
          'properties' in schema &&
          schema.properties instanceof z.ZodType
        ? schema.properties
        : undefined;
  if (zodSchema === undefined) {
    throw new TypeError(
      `${method} ${url}: a response schema must be one of the contract's zod schemas`,
    );
  }
  return fastJsonStringify(
    responseJsonSchema(zodSchema) as Parameters<typeof fastJsonStringify>[0],
  );
};
