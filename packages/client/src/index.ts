import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths } from './schema.js';

/** A video as `/api/v1` answers it. */
export type Video =
  paths['/api/v1/videos/{id}']['get']['responses'][200]['content']['application/json'];
/** The error body of every 4xx and 5xx answer. */
export type ApiError = components['schemas']['ApiError'];
/** The body of `POST /api/v1/videos`. */
export type CreateVideo = NonNullable<
  paths['/api/v1/videos']['post']['requestBody']
>['content']['application/json'];

export interface ReelsmithClientOptions {
  /** Where Reelsmith runs, e.g. `https://reelsmith.example` (the paths start with `/api`). */
  baseUrl: string;
  /** An API key (`rs_live_...`, made in Settings) or a session token. */
  apiKey: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: ClientOptions['fetch'];
}

export type ReelsmithClient = Client<paths>;

/**
 * A typed client for Reelsmith's `/api/v1` (openapi-fetch over types generated from the
 * server's OpenAPI document):
 *
 *   const reelsmith = createReelsmithClient({ baseUrl, apiKey });
 *   const { data } = await reelsmith.POST('/api/v1/videos', {
 *     body: { topic: 'myths-mythology' },
 *     params: { header: { 'idempotency-key': crypto.randomUUID() } },
 *   });
 */
export function createReelsmithClient(options: ReelsmithClientOptions): ReelsmithClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}
