import { ArtifactCache } from '@reelsmith/studio';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artifactStoreIn } from '../src/storage/artifact-store.js';
import { LocalStorage } from '../src/storage/local-storage.js';
import { pruneCache, pruneLocalCache } from '../src/storage/prune.js';
import { S3Storage } from '../src/storage/s3-storage.js';
import {
  createStorage,
  storageConfigProblems,
  storageConfigSchema,
} from '../src/storage/storage-config.js';
import {
  FileNotFoundError,
  InvalidKeyError,
  RangeNotSatisfiableError,
  contentTypeOf,
} from '../src/storage/storage.js';
import type { FileStorage } from '../src/storage/storage.js';
import { startLocalS3 } from './support/s3-server.js';
import type { LocalS3 } from './support/s3-server.js';

const dir = await mkdtemp(join(tmpdir(), 'reelsmith-storage-test-'));
let s3: LocalS3;
let runs = 0;

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Each test gets storage of its own: a new folder, or a new prefix in the bucket. */
const backends: { name: string; make: () => Promise<FileStorage> }[] = [
  { name: 'local folder', make: async () => new LocalStorage(await mkdtemp(join(dir, 'files-'))) },
  {
    name: 'S3 (s3rver)',
    make: async () =>
      new S3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        credentials: s3.credentials,
        forcePathStyle: true,
        prefix: `run-${++runs}`,
        // Two keys a page, so every listing of more than two files spans pages.
        listPageSize: 2,
      }),
  },
];

const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');
const keysOf = async (storage: FileStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys;
};
/** S3 keeps modification times to the second: wait for the next one. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));

describe.each(backends)('file storage: $name', ({ make }) => {
  let storage: FileStorage;
  beforeEach(async () => {
    storage = await make();
  });

  it('stores a buffer, a stream and a file, and reads each back whole', async () => {
    const before = Date.now() - 2000;
    await storage.put('videos/a.mp4', Buffer.from('buffer body'), 'video/mp4');
    await storage.put('videos/b.mp4', Readable.from([Buffer.from('stream '), Buffer.from('body')]));
    const source = join(dir, `source-${randomBytes(4).toString('hex')}.jpg`);
    await writeFile(source, 'file body');
    await storage.putFile('thumbnails/a.jpg', source, 'image/jpeg');

    expect(await text(await storage.read('videos/a.mp4'))).toBe('buffer body');
    expect(await text(await storage.read('videos/b.mp4'))).toBe('stream body');
    expect(await text(await storage.read('thumbnails/a.jpg'))).toBe('file body');
    const info = await storage.stat('videos/a.mp4');
    expect(info?.size).toBe(11);
    expect(info?.etag).toMatch(/^"[^"]+"$/);
    expect(info?.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(info?.modifiedAt.getTime()).toBeLessThan(Date.now() + 2000);
  });

  it('copies a file out into a new folder, and answers false for a missing one', async () => {
    await storage.put('cache/voice/k.wav', Buffer.from('wave'));
    const dest = join(dir, `out-${randomBytes(4).toString('hex')}`, 'nested', 'k.wav');
    expect(await storage.getFile('cache/voice/k.wav', dest)).toBe(true);
    expect(await readFile(dest, 'utf8')).toBe('wave');

    const missing = join(dir, `out-${randomBytes(4).toString('hex')}`, 'none.wav');
    expect(await storage.getFile('cache/voice/none.wav', missing)).toBe(false);
    await expect(stat(missing)).rejects.toThrow();
  });

  it('reads byte ranges: the first bytes, the middle, the last byte, past the end', async () => {
    const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await storage.put('videos/range.mp4', body);
    const range = async (start: number, end: number) =>
      buffer(await storage.read('videos/range.mp4', { start, end }));
    expect(await range(0, 9)).toEqual(body.subarray(0, 10));
    expect(await range(100, 199)).toEqual(body.subarray(100, 200));
    expect(await range(999, 999)).toEqual(body.subarray(999));
    expect(await range(990, 5000)).toEqual(body.subarray(990));
    await expect(storage.read('videos/range.mp4', { start: 1000, end: 1010 })).rejects.toThrow(
      RangeNotSatisfiableError,
    );
    await expect(storage.read('videos/range.mp4', { start: 5, end: 4 })).rejects.toThrow(
      RangeError,
    );
    await expect(storage.read('videos/range.mp4', { start: -1, end: 4 })).rejects.toThrow(
      RangeError,
    );
  });

  it('answers undefined and NotFound for a missing file', async () => {
    expect(await storage.stat('videos/none.mp4')).toBeUndefined();
    const error = await storage.read('videos/none.mp4').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileNotFoundError);
    expect((error as FileNotFoundError).key).toBe('videos/none.mp4');
    await expect(storage.read('videos/none.mp4', { start: 0, end: 1 })).rejects.toThrow(
      FileNotFoundError,
    );
  });

  it('replaces a file whole, with a new entity tag', async () => {
    await storage.put('videos/x.mp4', Buffer.from('first version'));
    const first = await storage.stat('videos/x.mp4');
    await storage.put('videos/x.mp4', Buffer.from('other version'));
    const second = await storage.stat('videos/x.mp4');
    expect(await text(await storage.read('videos/x.mp4'))).toBe('other version');
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('leaves nothing behind when a write fails midway', async () => {
    await storage.put('videos/kept.mp4', Buffer.from('old'));
    async function* failing() {
      yield Buffer.from('half of it');
      throw new Error('the source broke');
    }
    await expect(storage.put('videos/kept.mp4', Readable.from(failing()))).rejects.toThrow();
    await expect(storage.put('videos/new.mp4', Readable.from(failing()))).rejects.toThrow();
    expect(await text(await storage.read('videos/kept.mp4'))).toBe('old');
    expect(await storage.stat('videos/new.mp4')).toBeUndefined();
    expect(await keysOf(storage, '')).toEqual(['videos/kept.mp4']);
  });

  it('stores a large stream of unknown length (a multipart upload on S3)', async () => {
    const body = randomBytes(6 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: 13 }, (_, i) =>
      body.subarray(i * 500_000, (i + 1) * 500_000),
    );
    await storage.put('videos/big.mp4', Readable.from(chunks), 'video/mp4');
    expect((await storage.stat('videos/big.mp4'))?.size).toBe(body.length);
    const back = await buffer(await storage.read('videos/big.mp4'));
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(back)).toBe(sha(body));
    expect(
      await buffer(await storage.read('videos/big.mp4', { start: 6_000_000, end: 6_000_009 })),
    ).toEqual(body.subarray(6_000_000, 6_000_010));
  });

  it('deletes one file, many, and a prefix; deleting a missing file is no error', async () => {
    for (const key of ['cache/a.wav', 'cache/b.wav', 'cache/c/d.png', 'cachex/e.wav', 'v/f.mp4']) {
      await storage.put(key, Buffer.from(key));
    }
    await storage.delete('v/f.mp4');
    await storage.delete('v/f.mp4');
    await storage.delete('never/was.mp4');
    expect(await storage.stat('v/f.mp4')).toBeUndefined();
    await storage.deleteMany(['cache/a.wav', 'cache/none.wav']);
    expect(await keysOf(storage, '')).toEqual(['cache/b.wav', 'cache/c/d.png', 'cachex/e.wav']);
    expect(await storage.deletePrefix('cache/')).toBe(2);
    expect(await keysOf(storage, '')).toEqual(['cachex/e.wav']);
  });

  it('lists by prefix in key order, across pages, with sizes and times', async () => {
    const keys = [
      'videos/b.mp4',
      'videos/a.mp4',
      'videos/sub/c.mp4',
      'videosold/x.mp4',
      'thumbnails/a.jpg',
      'cache/voice/ab1.wav',
      'cache/voice/ab2.wav',
      'cache/voice/b.wav',
    ];
    for (const key of keys) await storage.put(key, Buffer.from(`${key}!`));
    expect(await keysOf(storage, 'videos/')).toEqual([
      'videos/a.mp4',
      'videos/b.mp4',
      'videos/sub/c.mp4',
    ]);
    // A plain string prefix, not a folder.
    expect(await keysOf(storage, 'videos')).toEqual([
      'videos/a.mp4',
      'videos/b.mp4',
      'videos/sub/c.mp4',
      'videosold/x.mp4',
    ]);
    expect(await keysOf(storage, 'cache/voice/ab')).toEqual([
      'cache/voice/ab1.wav',
      'cache/voice/ab2.wav',
    ]);
    expect(await keysOf(storage, '')).toEqual([...keys].sort());
    expect(await keysOf(storage, 'nothing/')).toEqual([]);
    const listed = [];
    for await (const file of storage.list('thumbnails/')) listed.push(file);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.size).toBe('thumbnails/a.jpg!'.length);
    expect(listed[0]?.modifiedAt).toBeInstanceOf(Date);
  });

  it('refuses keys that are not plain relative paths, on every call', async () => {
    const bad = [
      '',
      '/etc/passwd',
      '../escape.mp4',
      'videos/../../escape.mp4',
      '..',
      'videos/./a.mp4',
      'videos//a.mp4',
      'videos/',
      '.hidden',
      'videos/a\u0000.mp4',
      'videos\\a.mp4',
      'a\nb',
      'x'.repeat(1025),
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.stat(key), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.read(key), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.getFile(key, join(dir, 'never')), key).rejects.toThrow(InvalidKeyError);
    }
    await expect(storage.deleteMany(['ok.mp4', '../no.mp4'])).rejects.toThrow(InvalidKeyError);
    await expect(keysOf(storage, '../')).rejects.toThrow(InvalidKeyError);
    await expect(storage.deletePrefix('/')).rejects.toThrow(InvalidKeyError);
    await expect(stat(join(dir, 'escape.mp4'))).rejects.toThrow();
    expect(await keysOf(storage, '')).toEqual([]);

    await storage.put('videos/Ünïcode name (1).mp4', Buffer.from('ok'));
    expect(await keysOf(storage, 'videos/')).toEqual(['videos/Ünïcode name (1).mp4']);
  });

  it('prunes the least recently modified cache files first, down to the limit', async () => {
    // Written oldest first in reverse key order, so age and name disagree.
    for (const key of ['cache/d.wav', 'cache/c.wav', 'cache/b.wav', 'cache/a.wav']) {
      await storage.put(key, Buffer.alloc(100, 1));
      await nextSecond();
    }
    await storage.put('videos/keep.mp4', Buffer.alloc(1000, 1));

    // Everything is younger than the default minimum age: nothing goes.
    expect(await pruneCache(storage, { maxBytes: 250 })).toMatchObject({ deletedFiles: 0 });

    const result = await pruneCache(storage, { maxBytes: 250, minAgeMs: 0 });
    expect(result).toEqual({ files: 4, bytes: 400, deletedFiles: 2, deletedBytes: 200 });
    expect(await keysOf(storage, '')).toEqual(['cache/a.wav', 'cache/b.wav', 'videos/keep.mp4']);

    expect(await pruneCache(storage, { maxBytes: 200, minAgeMs: 0 })).toEqual({
      files: 2,
      bytes: 200,
      deletedFiles: 0,
      deletedBytes: 0,
    });
    await pruneCache(storage, { maxBytes: 199, minAgeMs: 0 });
    expect(await keysOf(storage, 'cache/')).toEqual(['cache/a.wav']);
  });

  it("shares the engine's cache: a local miss found in storage is not made again", async () => {
    const store = artifactStoreIn(storage);
    const machineA = new ArtifactCache(await mkdtemp(join(dir, 'machine-a-')), store);
    const made = await machineA.getOrCreate('voice', 'k1', 'wav', async () =>
      Buffer.from('narration'),
    );
    expect(made.hit).toBe(false);
    expect(await keysOf(storage, '')).toEqual(['cache/voice/k1.wav']);

    const machineB = new ArtifactCache(await mkdtemp(join(dir, 'machine-b-')), store);
    let created = 0;
    const found = await machineB.getOrCreate('voice', 'k1', 'wav', async () => {
      created++;
      return Buffer.from('paid for twice');
    });
    expect(created).toBe(0);
    expect(found.hit).toBe(true);
    expect(found.data.toString()).toBe('narration');
    expect(await readFile(machineB.pathFor('voice', 'k1', 'wav'), 'utf8')).toBe('narration');
    expect(machineB.stats.voice).toEqual({ hits: 1, misses: 0, fetched: 1 });

    await machineB.getOrCreate('image', 'k2', 'png', async () => {
      created++;
      return Buffer.from('png');
    });
    expect(created).toBe(1);
    expect(await keysOf(storage, 'cache/image/')).toEqual(['cache/image/k2.png']);
  });
});

describe('S3 storage specifics', () => {
  it('keeps every key under S3_PREFIX and lists without it', async () => {
    const options = {
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: s3.credentials,
      forcePathStyle: true,
    };
    const prefixed = new S3Storage({ ...options, prefix: 'tenant-one' });
    const whole = new S3Storage({ ...options });
    await prefixed.put('videos/a.mp4', Buffer.from('a'));
    expect(await keysOf(prefixed, 'videos/')).toEqual(['videos/a.mp4']);
    expect(await whole.stat('tenant-one/videos/a.mp4')).toMatchObject({ size: 1 });
    expect(await whole.stat('videos/a.mp4')).toBeUndefined();
    expect(prefixed.description).toBe(`S3 bucket ${s3.bucket} under tenant-one/ at ${s3.endpoint}`);
  });

  it('stores the content type', async () => {
    const storage = (await backends[1]!.make()) as S3Storage;
    await storage.put('videos/t.mp4', Buffer.from('x'), 'video/mp4');
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `run-${runs}/videos/t.mp4` }),
    );
    expect(head.ContentType).toBe('video/mp4');
  });
});

describe('storage configuration', () => {
  it('defaults to a local folder in DATA_DIR, with a 2048 MB cache', async () => {
    const config = storageConfigSchema.parse({ S3_BUCKET: '', S3_ENDPOINT: ' ' });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', CACHE_MAX_MB: 2048 });
    expect(config.S3_BUCKET).toBeUndefined();
    const storage = createStorage(config, join(dir, 'data'));
    expect(storage).toBeInstanceOf(LocalStorage);
    await storage.put('videos/a.mp4', Buffer.from('a'));
    expect(await readFile(join(dir, 'data', 'files', 'videos', 'a.mp4'), 'utf8')).toBe('a');
  });

  it('uses S3 when S3_BUCKET is set, path-style by default with an endpoint', async () => {
    const config = storageConfigSchema.parse({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      S3_PREFIX: 'from-config',
      CACHE_MAX_MB: '10',
    });
    expect(config.S3_FORCE_PATH_STYLE).toBeUndefined();
    expect(config.CACHE_MAX_MB).toBe(10);
    const storage = createStorage(config, dir);
    expect(storage).toBeInstanceOf(S3Storage);
    expect((storage as S3Storage).client.config.forcePathStyle).toBe(true);
    await storage.put('videos/a.mp4', Buffer.from('through the config'));
    expect(await text(await storage.read('videos/a.mp4'))).toBe('through the config');

    const virtualHost = createStorage({ ...config, S3_FORCE_PATH_STYLE: false }, dir);
    expect((virtualHost as S3Storage).client.config.forcePathStyle).toBe(false);
    const aws = createStorage({ ...config, S3_ENDPOINT: undefined }, dir);
    expect((aws as S3Storage).client.config.forcePathStyle).toBe(false);
  });

  it('rejects bad values and settings that do not fit together', () => {
    expect(storageConfigSchema.safeParse({ S3_ENDPOINT: 'not a url' }).success).toBe(false);
    expect(storageConfigSchema.safeParse({ S3_PREFIX: '../up' }).success).toBe(false);
    expect(storageConfigSchema.safeParse({ S3_FORCE_PATH_STYLE: 'maybe' }).success).toBe(false);
    expect(storageConfigSchema.safeParse({ CACHE_MAX_MB: '0' }).success).toBe(false);
    expect(storageConfigSchema.parse({ S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(
      false,
    );

    const lone = storageConfigSchema.parse({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' });
    expect(storageConfigProblems(lone)).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
    ]);
    expect(() => createStorage(lone, dir)).toThrow('S3_SECRET_ACCESS_KEY');
    const noBucket = storageConfigSchema.parse({ S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(storageConfigProblems(noBucket)).toEqual([
      'S3_BUCKET: required when S3_ENDPOINT is set (else files stay local)',
    ]);
    expect(storageConfigProblems(storageConfigSchema.parse({}))).toEqual([]);
  });

  it('names media types by extension', () => {
    expect(contentTypeOf('videos/a.mp4')).toBe('video/mp4');
    expect(contentTypeOf('cache/image/k.PNG')).toBe('image/png');
    expect(contentTypeOf('cache/x.bin')).toBe('application/octet-stream');
  });
});

describe("a worker's local cache folder", () => {
  it('prunes by age like the shared cache, keeping fonts and files still being written', async () => {
    const cacheDir = await mkdtemp(join(dir, 'worker-cache-'));
    const old = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const files: [string, number, Date][] = [
      ['fonts/Anton.ttf', 300, old(500)],
      ['voice/k1.wav', 100, old(300)],
      ['image/k2.png', 100, old(200)],
      ['segment/k3.mp4', 100, old(100)],
      ['segment/k4.mp4.1234.tmp.mp4', 100, old(1)],
    ];
    for (const [path, size, time] of files) {
      await mkdir(join(cacheDir, path, '..'), { recursive: true });
      await writeFile(join(cacheDir, path), Buffer.alloc(size));
      await utimes(join(cacheDir, path), time, time);
    }
    const result = await pruneLocalCache(cacheDir, { maxBytes: 550 });
    expect(result).toEqual({ files: 5, bytes: 700, deletedFiles: 2, deletedBytes: 200 });
    const left = async (sub: string) => readdir(join(cacheDir, sub));
    expect(await left('fonts')).toEqual(['Anton.ttf']);
    expect(await left('voice')).toEqual([]);
    expect(await left('image')).toEqual([]);
    expect((await left('segment')).sort()).toEqual(['k3.mp4', 'k4.mp4.1234.tmp.mp4']);

    // Over the limit with only young files left: it stops rather than delete them.
    const again = await pruneLocalCache(cacheDir, { maxBytes: 0 });
    expect(again.deletedFiles).toBe(1);
    expect(await left('segment')).toEqual(['k4.mp4.1234.tmp.mp4']);
  });

  it('never lists its own temp folder or names no key can have', async () => {
    const root = await mkdtemp(join(dir, 'files-'));
    const storage = new LocalStorage(root);
    await storage.put('videos/a.mp4', Buffer.from('a'));
    await mkdir(join(root, '.partial'), { recursive: true });
    await writeFile(join(root, '.partial', 'leftover'), 'x');
    await writeFile(join(root, 'videos', 'back\\slash'), 'x');
    expect(await keysOf(storage, '')).toEqual(['videos/a.mp4']);
  });

  it('lists in the order S3 does (by bytes), not folder by folder', async () => {
    // s3rver walks folders instead, and skips keys on later pages, so this is checked here only.
    const storage = new LocalStorage(await mkdtemp(join(dir, 'files-')));
    for (const key of ['videos/a.mp4', 'videos-old/x.mp4', 'videos/b/c.mp4', 'videos.txt']) {
      await storage.put(key, Buffer.from('x'));
    }
    expect(await keysOf(storage, 'videos')).toEqual([
      'videos-old/x.mp4',
      'videos.txt',
      'videos/a.mp4',
      'videos/b/c.mp4',
    ]);
  });
});
