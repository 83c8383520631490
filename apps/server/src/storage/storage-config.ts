import { join } from 'node:path';
import { z } from 'zod';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { prefixProblem } from './storage.js';
import type { FileStorage } from './storage.js';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = optionalString.pipe(z.url().optional());
const optionalBool = optionalString.pipe(
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);

/**
 * The storage settings, to be merged into the server's config schema
 * (`configSchema.extend(storageConfigSchema.shape)`). Plain fields only, so the merge keeps
 * them all; what spans two fields is checked by storageConfigProblems.
 */
export const storageConfigSchema = z.object({
  /** The bucket for videos, thumbnails and the shared cache; unset: DATA_DIR/files. */
  S3_BUCKET: optionalString,
  /** An S3-compatible service (MinIO, R2, ...); unset: AWS. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
  /** Both or neither; unset: the SDK's default chain (AWS_* variables, profile, role). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path, not the host name. Default: true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: optionalBool,
  /** A folder inside the bucket for every key, e.g. "reelsmith". */
  S3_PREFIX: optionalString.refine(
    (v) => v === undefined || prefixProblem(v) === undefined,
    'S3_PREFIX must be a relative path such as "reelsmith" (no leading "/", no "." or "..")',
  ),
  /** The shared artifact cache (and each worker's local one) is pruned down to this size. */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(100_000_000).default(2048),
});

export type StorageConfig = z.infer<typeof storageConfigSchema>;

/** Settings that make sense alone but not together; empty when all is well. */
export function storageConfigProblems(config: StorageConfig): string[] {
  const problems: string[] = [];
  if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
  }
  if (config.S3_BUCKET === undefined) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PREFIX'] as const).filter(
      (name) => config[name] !== undefined,
    );
    if (stray.length > 0) {
      problems.push(`S3_BUCKET: required when ${stray.join(', ')} is set (else files stay local)`);
    }
  }
  return problems;
}

export class StorageConfigError extends Error {}

/** S3 when S3_BUCKET is set, else a folder: DATA_DIR/files. */
export function createStorage(config: StorageConfig, dataDir: string): FileStorage {
  const problems = storageConfigProblems(config);
  if (problems.length > 0) {
    throw new StorageConfigError(`Invalid storage configuration:\n  ${problems.join('\n  ')}`);
  }
  if (config.S3_BUCKET === undefined) return new LocalStorage(join(dataDir, 'files'));
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID !== undefined && config.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    prefix: config.S3_PREFIX,
  });
}

export const cacheMaxBytes = (config: StorageConfig): number => config.CACHE_MAX_MB * 1024 * 1024;
