import { CLIENT_MESSAGES, GENERATION_TOKEN_HEADER } from '@reelsmith/contract';
import { env } from '../config/env';
import { getToken } from './storage';

/**
 * An API failure, with the server's message and code when it sent them
 * (docs/product/errors.md#request-failures).
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (a file to upload) is sent as it is, with its own content type. */
  body?: unknown;
  /** Calls about one generation also send its token (docs/product/api.md#generation-token). */
  generationToken?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Answers the body unread (a `ReadableStream`), e.g. a Server-Sent Events stream. */
  stream?: boolean;
  /** Outlives the page (`fetch` keepalive): a save sent as the page goes away. */
  keepalive?: boolean;
  /** Sees the headers of a successful answer, before its body is read. */
  onHeaders?: (headers: Headers) => void;
}

type Fetch = typeof fetch;

const isJson = (contentType: string | null) => contentType?.includes('application/json') ?? false;
/** Media (a video, a picture, a sound) comes back raw. */
const isMedia = (contentType: string | null) => /^(video|image|audio)\//.test(contentType ?? '');

/**
 * The one API client. Every call sends JSON content type, the bearer token from local storage
 * and cookies. Video responses (and the other media: pictures, sounds) come back raw (a Blob);
 * the rest is parsed as JSON. A Blob body (an upload) goes as it is, with its own content type.
 * Failures: the JSON body's message or error field; a JSON body with neither gives
 * 'Failed with status: {code}'; a non-JSON error body gives 'Invalid server response';
 * a request that never got an answer gives 'API request failed'.
 */
export function createApiClient(
  fetchImpl: Fetch = (...args) => globalThis.fetch(...args),
  base = env.apiBase,
) {
  return async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const file = options.body instanceof Blob ? options.body : undefined;
    const headers: Record<string, string> = {
      'Content-Type':
        file === undefined ? 'application/json' : file.type || 'application/octet-stream',
      ...options.headers,
    };
    const token = getToken();
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (options.generationToken !== undefined) {
      headers[GENERATION_TOKEN_HEADER] = options.generationToken;
    }

    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: options.method ?? 'GET',
        headers,
        credentials: 'include',
        ...(options.body === undefined ? {} : { body: file ?? JSON.stringify(options.body) }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.keepalive === true ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(CLIENT_MESSAGES.apiRequestFailed, 0);
    }

    const contentType = response.headers.get('content-type');
    if (!response.ok) {
      if (!isJson(contentType)) {
        throw new ApiRequestError(CLIENT_MESSAGES.invalidServerResponse, response.status);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ApiRequestError(CLIENT_MESSAGES.invalidServerResponse, response.status);
      }
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      const message =
        (typeof fields.message === 'string' && fields.message) ||
        (typeof fields.error === 'string' && fields.error) ||
        CLIENT_MESSAGES.failedWithStatus(response.status);
      const code = typeof fields.code === 'string' ? fields.code : undefined;
      throw new ApiRequestError(message, response.status, code);
    }

    options.onHeaders?.(response.headers);
    if (options.stream === true) return response.body as T;
    if (isMedia(contentType)) return (await response.blob()) as T;
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiRequestError(CLIENT_MESSAGES.invalidServerResponse, response.status);
    }
  };
}

export const apiRequest = createApiClient();

/** The friendly wording shown to people (docs/product/errors.md#friendly-mappings). */
export function friendlyMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  switch (message) {
    case 'Authentication required':
      return CLIENT_MESSAGES.pleaseLogIn;
    case 'Access denied':
      return CLIENT_MESSAGES.noPermission;
    case 'Too many requests':
      return CLIENT_MESSAGES.pleaseWait;
    default:
      return message || CLIENT_MESSAGES.unexpected;
  }
}
