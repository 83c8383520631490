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
  body?: unknown;
  /** Calls about one generation also send its token (docs/product/api.md#generation-token). */
  generationToken?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Fetch = typeof fetch;

const isJson = (contentType: string | null) => contentType?.includes('application/json') ?? false;
const isVideo = (contentType: string | null) => contentType?.startsWith('video/') ?? false;

/**
 * The one API client. Every call sends JSON content type, the bearer token from local storage
 * and cookies. Video responses come back raw (a Blob); the rest is parsed as JSON.
 * Failures: the JSON body's message or error field; a JSON body with neither gives
 * 'Failed with status: {code}'; a non-JSON error body gives 'Invalid server response';
 * a request that never got an answer gives 'API request failed'.
 */
export function createApiClient(
  fetchImpl: Fetch = (...args) => globalThis.fetch(...args),
  base = env.apiBase,
) {
  return async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
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
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
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

    if (isVideo(contentType)) return (await response.blob()) as T;
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
