import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FileNotFoundError,
  RangeNotSatisfiableError,
  checkKey,
  checkPrefix,
  checkRange,
  deleteListed,
} from './storage.js';
import type { ByteRange, FileStat, FileStorage, StoredFile } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, a test server); AWS itself when unset. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither: the SDK's default chain (environment, profile, instance role) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /**
   * Prepended to every key, as a folder ("reelsmith" stores "reelsmith/videos/..."), so several
   * deployments can share one bucket.
   */
  prefix?: string | undefined;
  /** Keys per ListObjectsV2 page (S3's maximum and default is 1000; tests use a small one). */
  listPageSize?: number;
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * Files in an S3 bucket through the official SDK. Uploads go through lib-storage's Upload:
 * one PutObject for small bodies, a multipart upload (5 MiB parts, each retried on its own)
 * for large ones or a stream of unknown length.
 */
export class S3Storage implements FileStorage {
  readonly description: string;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly listPageSize: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    const prefix = checkPrefix(options.prefix ?? '');
    this.prefix = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
    this.listPageSize = options.listPageSize ?? 1000;
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // Since 3.729 the SDK adds CRC checksums (aws-chunked bodies with trailers) to every
      // upload; many S3-compatible services reject those. Only where S3 requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (options.endpoint !== undefined) config.endpoint = options.endpoint;
    if (options.credentials !== undefined) config.credentials = options.credentials;
    this.client = new S3Client(config);
    this.description = `S3 bucket ${options.bucket}${this.prefix === '' ? '' : ` under ${this.prefix}`}${
      options.endpoint === undefined ? '' : ` at ${options.endpoint}`
    }`;
  }

  async put(key: string, body: Buffer | Uint8Array | Readable, contentType?: string) {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
      },
    });
    await upload.done();
  }

  async putFile(key: string, path: string, contentType?: string): Promise<void> {
    this.objectKey(key);
    await this.put(key, createReadStream(path), contentType);
  }

  async getFile(key: string, destPath: string): Promise<boolean> {
    let body: Readable;
    try {
      body = await this.read(key);
    } catch (error) {
      if (error instanceof FileNotFoundError) return false;
      throw error;
    }
    await mkdir(dirname(destPath), { recursive: true });
    const temp = `${destPath}.${randomUUID()}.tmp`;
    try {
      await pipeline(body, createWriteStream(temp));
      await rename(temp, destPath);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return true;
  }

  async stat(key: string): Promise<FileStat | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? `"${head.ContentLength ?? 0}-${head.LastModified?.getTime() ?? 0}"`,
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      // HEAD answers carry no body, so the SDK names a 404 only "NotFound".
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
        return undefined;
      }
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    checkRange(key, range);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range === undefined ? undefined : `bytes=${range.start}-${range.end}`,
        }),
      );
      if (!(object.Body instanceof Readable)) {
        throw new Error(`S3 answered no readable body for "${key}"`);
      }
      return object.Body;
    } catch (error) {
      if (error instanceof S3ServiceException) {
        if (error.name === 'NoSuchKey') throw new FileNotFoundError(key);
        if (error.name === 'InvalidRange' && range !== undefined) {
          throw new RangeNotSatisfiableError(key, range);
        }
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    const objectKeys = keys.map((key) => this.objectKey(key));
    for (let i = 0; i < objectKeys.length; i += DELETE_BATCH) {
      const batch = objectKeys.slice(i, i + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // DeleteObjects answers 200 even when some keys failed: they are listed in Errors.
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new Error(
          `Could not delete ${failed.length} of ${batch.length} files, e.g. "${first?.Key}": ${first?.Code} ${first?.Message}`,
        );
      }
    }
  }

  deletePrefix(prefix: string): Promise<number> {
    return deleteListed(this, prefix);
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    checkPrefix(prefix);
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.listPageSize },
      { Bucket: this.bucket, Prefix: this.prefix + prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield {
          key: object.Key.slice(this.prefix.length),
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        };
      }
    }
  }

  private objectKey(key: string): string {
    return this.prefix + checkKey(key);
  }
}
