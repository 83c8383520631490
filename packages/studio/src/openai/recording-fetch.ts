import type { ProviderCall, ProviderCallObserver, ProviderRole } from '../usage/provider-call.js';

/** The role of an OpenAI-compatible endpoint's path, or undefined for one we do not price. */
export function roleOfPath(path: string): ProviderRole | undefined {
  if (path.endsWith('/chat/completions')) return 'script';
  if (path.endsWith('/audio/speech')) return 'voice';
  if (path.endsWith('/audio/transcriptions')) return 'captions';
  if (path.endsWith('/images/generations') || path.endsWith('/images/edits')) return 'images';
  if (path.endsWith('/moderations')) return 'moderation';
  return undefined;
}

/** 'openai' for OpenAI's own API, otherwise the host (never a key, a path or a query). */
export function providerName(url: URL): string {
  return url.host === 'api.openai.com' ? 'openai' : url.host;
}

type Fields = Record<string, unknown>;

/** The request's fields: its JSON body, or a multipart form's text fields. */
function requestFields(body: unknown): Fields {
  if (typeof body === 'string') {
    try {
      const parsed: unknown = JSON.parse(body);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Fields) : {};
    } catch {
      return {};
    }
  }
  if (body instanceof FormData) {
    const fields: Fields = {};
    for (const [key, value] of body.entries()) if (typeof value === 'string') fields[key] = value;
    return fields;
  }
  return {};
}

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

/** Seconds of a WAV file from its header: the data chunk's size over the byte rate. */
export function wavSeconds(wav: Uint8Array): number | undefined {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (wav.byteLength < 44 || view.getUint32(0, false) !== 0x52494646) return undefined; // RIFF
  let byteRate: number | undefined;
  for (let at = 12; at + 8 <= wav.byteLength;) {
    const id = String.fromCharCode(...wav.subarray(at, at + 4));
    let size = view.getUint32(at + 4, true);
    if (id === 'fmt ') byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      // Streamed WAVs say 0xFFFFFFFF: the rest of the file is the data.
      if (size === 0xffffffff || at + 8 + size > wav.byteLength) size = wav.byteLength - at - 8;
      return byteRate === undefined || byteRate === 0 ? undefined : size / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** The units of one answered call, from the request's fields and the API's answer. */
async function unitsOf(
  role: ProviderRole,
  fields: Fields,
  response: Response,
): Promise<Partial<ProviderCall>> {
  if (role === 'voice') {
    const input = str(fields.input);
    const audio = new Uint8Array(await response.arrayBuffer());
    return {
      characters: input === undefined ? undefined : [...input].length,
      audioSeconds: wavSeconds(audio),
    };
  }
  const type = response.headers.get('content-type') ?? '';
  const body: Fields = type.includes('json') ? obj(await response.json().catch(() => ({}))) : {};
  const usage = obj(body.usage);
  switch (role) {
    case 'script':
    case 'moderation':
      return {
        inputTokens: num(usage.prompt_tokens) ?? num(usage.input_tokens),
        outputTokens: num(usage.completion_tokens) ?? num(usage.output_tokens),
      };
    case 'images':
      return {
        inputTokens: num(usage.input_tokens),
        outputTokens: num(usage.output_tokens),
        images: Array.isArray(body.data) ? body.data.length : (num(fields.n) ?? 1),
        imageSize: str(fields.size),
        imageQuality: str(body.quality) ?? str(fields.quality) ?? 'auto',
      };
    case 'captions':
      return {
        inputTokens: num(usage.input_tokens),
        outputTokens: num(usage.output_tokens),
        // whisper-1's verbose_json says its duration; newer models give usage.seconds.
        transcribedSeconds: num(body.duration) ?? num(usage.seconds),
      };
  }
}

/**
 * A fetch for the SDK that tells `observe` of every HTTP attempt (the SDK's retries each call
 * it, saying which try it is in `X-Stainless-Retry-Count`), answered or not, with the units the
 * API reports. The caller's own response is left untouched.
 */
export function recordingFetch(observe: ProviderCallObserver, inner: typeof fetch = fetch) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const role = roleOfPath(url.pathname);
    if (role === undefined) return inner(input, init);
    const fields = requestFields(init?.body);
    const retries = Number(new Headers(init?.headers).get('x-stainless-retry-count') ?? '0');
    const base = {
      role,
      provider: providerName(url),
      model: str(fields.model) ?? 'unknown',
      attempt: (Number.isFinite(retries) ? retries : 0) + 1,
    };
    const started = performance.now();
    const report = (call: Omit<ProviderCall, keyof typeof base | 'durationMs'>) => {
      try {
        observe({ ...base, durationMs: Math.round(performance.now() - started), ...call });
      } catch {
        // An observer that throws never breaks the call it watches.
      }
    };
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      report({ outcome: 'failed', error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    if (!response.ok) {
      report({ outcome: 'failed', status: response.status });
      return response;
    }
    // The units are read from a copy before the caller reads its own (a few MB at most).
    const units = await unitsOf(role, fields, response.clone()).catch(() => ({}));
    report({ outcome: 'ok', ...units });
    return response;
  };
}
