import type { Readable } from 'node:stream';

/**
 * Where videos, thumbnails and the engine's shared artifact cache live, so that every API
 * process and every worker, on any machine, reaches the same files (decision 0040).
 *
 * Keys are POSIX-like paths relative to the storage ("videos/<id>.mp4"), checked by checkKey.
 * Every write is all-or-nothing: a reader sees the old file, the new one or none, never half.
 */
export interface FileStorage {
  /** Where the files are, for logs and start-up lines; never a secret. */
  readonly description: string;
  put(key: string, body: Buffer | Uint8Array | Readable, contentType?: string): Promise<void>;
  putFile(key: string, path: string, contentType?: string): Promise<void>;
  /** Copies a file to `destPath` (written whole, then renamed); false when there is none. */
  getFile(key: string, destPath: string): Promise<boolean>;
  stat(key: string): Promise<FileStat | undefined>;
  /**
   * The bytes of a file, or of an inclusive byte range of it (as in HTTP Range). An `end` past
   * the last byte stops at the last byte. Throws FileNotFoundError when there is no file, and
   * RangeNotSatisfiableError when `start` is at or past its end.
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes a file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Removes every file whose key starts with `prefix`; answers how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every file whose key starts with `prefix` (a plain string prefix), in key order. */
  list(prefix: string): AsyncIterable<StoredFile>;
}

export interface FileStat {
  size: number;
  /** A strong HTTP entity tag, quotes included: changes whenever the file does. */
  etag: string;
  modifiedAt: Date;
}

export interface StoredFile {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Inclusive byte offsets, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file "${key}"`);
    this.name = 'FileNotFoundError';
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(
    readonly key: string,
    readonly range: ByteRange,
  ) {
    super(`Bytes ${range.start}-${range.end} are past the end of "${key}"`);
    this.name = 'RangeNotSatisfiableError';
  }
}

export class InvalidKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidKeyError';
  }
}

const MAX_KEY_BYTES = 1024;

/**
 * A key is one or more `/`-separated segments, none empty, none starting with a dot (so no
 * `.` or `..`, and the local storage's own `.partial` folder is out of reach), with no NUL,
 * backslash or other control character. This keeps a key a plain relative path on every
 * backend: nothing can climb out of the local root or name the same S3 object two ways.
 */
export function checkKey(key: string): string {
  const reason = keyProblem(key, false);
  if (reason !== undefined) throw new InvalidKeyError(key, reason);
  return key;
}

/** A list or delete prefix: like a key, but it may be empty or end with `/`. */
export function checkPrefix(prefix: string): string {
  const reason = prefixProblem(prefix);
  if (reason !== undefined) throw new InvalidKeyError(prefix, reason);
  return prefix;
}

export function prefixProblem(prefix: string): string | undefined {
  return prefix === '' ? undefined : keyProblem(prefix, true);
}

function keyProblem(key: string, isPrefix: boolean): string | undefined {
  if (key === '') return 'it is empty';
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return `it is longer than ${MAX_KEY_BYTES} bytes`;
  // Control characters (NUL included) and backslashes have no place in a key.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(key)) return 'it has a control character or a backslash';
  if (key.startsWith('/')) return 'it starts with "/"';
  const segments = key.split('/');
  if (isPrefix && segments.at(-1) === '') segments.pop();
  for (const segment of segments) {
    if (segment === '') return 'it has an empty segment ("//" or a trailing "/")';
    if (segment.startsWith('.')) return 'a segment starts with "." (no ".", ".." or hidden names)';
  }
  return undefined;
}

export function checkRange(key: string, range: ByteRange | undefined): void {
  if (range === undefined) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end} for "${key}"`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  json: 'application/json',
  ass: 'text/plain; charset=utf-8',
};

/** The media type of a key by its extension; application/octet-stream when unknown. */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** Removes every file under `prefix` through the storage's own listing; answers how many. */
export async function deleteListed(storage: FileStorage, prefix: string): Promise<number> {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  await storage.deleteMany(keys);
  return keys.length;
}
