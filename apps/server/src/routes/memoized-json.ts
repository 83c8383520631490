import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * For a route whose answers are kept and handed out again unchanged (deep-frozen, such as a
 * generation's `status`): each answer goes through the route's response serializer once, and
 * the same text is sent while the same object comes back (docs/decisions/0043-request-path.md).
 * One per route: the text depends on the route's response schema.
 */
export function memoizedJson<T extends object>() {
  const bodies = new WeakMap<T, string>();
  return (reply: FastifyReply, value: T): FastifyReply => {
    let body = bodies.get(value);
    if (body === undefined) {
      body = reply.serialize(value) as string;
      // Only what cannot change may be sent again as it was.
      if (Object.isFrozen(value)) bodies.set(value, body);
    }
    return reply.type(JSON_TYPE).send(body);
  };
}
