import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient, friendlyMessage } from './api-client';

type Call = { url: string; init: RequestInit };

function fakeFetch(response: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as unknown as typeof fetch;
  return { calls, impl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function withLocalStorage(token: string | null, fn: () => Promise<void>) {
  const store = new Map<string, string>(token === null ? [] : [['token', token]]);
  const previous = (globalThis as { localStorage?: unknown }).localStorage;
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  };
  return fn().finally(() => {
    (globalThis as { localStorage?: unknown }).localStorage = previous;
  });
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiRequestError;
  }
  throw new Error('expected the request to fail');
};

describe('api client', () => {
  it('sends JSON content type, the bearer token, cookies and the generation token', () =>
    withLocalStorage('tok-123', async () => {
      const { calls, impl } = fakeFetch(() => json(200, { ok: true }));
      const api = createApiClient(impl, '/api');
      const body = await api<{ ok: boolean }>('/story/p1/status', {
        method: 'POST',
        body: { a: 1 },
        generationToken: 'gen-9',
      });
      expect(body).toEqual({ ok: true });
      const call = calls[0]!;
      expect(call.url).toBe('/api/story/p1/status');
      expect(call.init.credentials).toBe('include');
      expect(call.init.body).toBe('{"a":1}');
      const headers = call.init.headers as Record<string, string>;
      expect(headers['Content-Type']).toBe('application/json');
      expect(headers.Authorization).toBe('Bearer tok-123');
      expect(headers['Generation-Token']).toBe('gen-9');
    }));

  it('omits the Authorization header without a stored token', () =>
    withLocalStorage(null, async () => {
      const { calls, impl } = fakeFetch(() => json(200, {}));
      await createApiClient(impl, '/api')('/auth/status');
      expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    }));

  it('uses the message field of a JSON error, with its code', () =>
    withLocalStorage(null, async () => {
      const { impl } = fakeFetch(() =>
        json(401, { message: 'No token found', error: 'Unauthorized', code: 'UNAUTHORIZED' }),
      );
      const error = await failure(createApiClient(impl, '/api')('/auth/user'));
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error.message).toBe('No token found');
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.status).toBe(401);
    }));

  it('falls back to the error field, then to the status', () =>
    withLocalStorage(null, async () => {
      const api1 = createApiClient(fakeFetch(() => json(400, { error: 'Bad thing' })).impl, '');
      expect((await failure(api1('/x'))).message).toBe('Bad thing');
      const api2 = createApiClient(fakeFetch(() => json(502, {})).impl, '');
      expect((await failure(api2('/x'))).message).toBe('Failed with status: 502');
    }));

  it('reports a non-JSON error as an invalid server response', () =>
    withLocalStorage(null, async () => {
      const api = createApiClient(
        fakeFetch(
          () =>
            new Response('<html>oops</html>', {
              status: 500,
              headers: { 'content-type': 'text/html' },
            }),
        ).impl,
        '',
      );
      expect((await failure(api('/x'))).message).toBe('Invalid server response');
    }));

  it('reports a request that never got an answer as API request failed', () =>
    withLocalStorage(null, async () => {
      const api = createApiClient(
        fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).impl,
        '',
      );
      expect((await failure(api('/x'))).message).toBe('API request failed');
    }));

  it('returns video responses raw', () =>
    withLocalStorage(null, async () => {
      const api = createApiClient(
        fakeFetch(
          () =>
            new Response(new Uint8Array([0, 0, 0, 24]), {
              status: 200,
              headers: { 'content-type': 'video/mp4' },
            }),
        ).impl,
        '',
      );
      const blob = await api<Blob>('/story/video/1');
      expect(blob).toBeInstanceOf(Blob);
      expect(blob.size).toBe(4);
    }));

  it("shows a successful answer's headers to onHeaders, and not a failed one's", () =>
    withLocalStorage(null, async () => {
      const picture = () =>
        new Response(new Uint8Array([1, 2]), {
          status: 200,
          headers: { 'content-type': 'image/webp', 'image-fallback': 'Drawn by the built-in.' },
        });
      const seen: (string | null)[] = [];
      const onHeaders = (headers: Headers) => seen.push(headers.get('Image-Fallback'));
      await createApiClient(fakeFetch(picture).impl, '')<Blob>('/x', { onHeaders });
      const failing = createApiClient(fakeFetch(() => json(500, { message: 'No' })).impl, '');
      await failure(failing('/x', { onHeaders }));
      expect(seen).toEqual(['Drawn by the built-in.']);
    }));
});

describe('friendly messages', () => {
  it.each([
    ['Authentication required', 'Please log in to continue'],
    ['Access denied', 'You do not have permission to perform this action'],
    ['Too many requests', 'Please wait a moment before trying again'],
    ['Something specific', 'Something specific'],
    ['', 'An unexpected error occurred'],
  ])('%s -> %s', (input, expected) => {
    expect(friendlyMessage(new Error(input))).toBe(expected);
  });
});
