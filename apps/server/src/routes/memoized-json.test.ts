import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoizedJson } from './memoized-json.js';

/** A route whose response serializer counts its calls and drops fields the schema does not name. */
async function appSending(value: () => object) {
  let serialized = 0;
  const app = Fastify();
  app.setSerializerCompiler(() => (data) => {
    serialized += 1;
    return JSON.stringify({ name: (data as { name: string }).name });
  });
  const send = memoizedJson<object>();
  app.get(
    '/',
    { schema: { response: { 200: { type: 'object', properties: { name: { type: 'string' } } } } } },
    async (_request, reply) => send(reply, value()),
  );
  await app.ready();
  return { app, serialized: () => serialized };
}

describe('memoizedJson', () => {
  it('serializes a frozen answer once, through the route serializer, and sends the same text', async () => {
    const answer = Object.freeze({ name: 'kept', secret: 'dropped by the schema' });
    const { app, serialized } = await appSending(() => answer);
    const first = await app.inject('/');
    const second = await app.inject('/');
    expect(first.body).toBe('{"name":"kept"}');
    expect(second.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(serialized()).toBe(1);
    await app.close();
  });

  it('serializes an answer that may change every time', async () => {
    const answer = { name: 'first' };
    const { app, serialized } = await appSending(() => answer);
    expect((await app.inject('/')).body).toBe('{"name":"first"}');
    answer.name = 'second';
    expect((await app.inject('/')).body).toBe('{"name":"second"}');
    expect(serialized()).toBe(2);
    await app.close();
  });
});
