import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { storageConfigSchema } from './storage/storage-config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .pipe(z.url().optional());

/**
 * Every setting the server reads, checked once at start. A bad value stops start-up with a
 * message naming the variable (see formatConfigError).
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Public base URL: builds OAuth redirect and payment return URLs. */
    APP_URL: z.url().default('http://localhost:3000'),
    /** Embedded PostgreSQL (PGlite) data and rendered files live here. */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** A PostgreSQL server; when unset, PGlite in DATA_DIR/pglite is used. */
    DATABASE_URL: optionalUrl,
    /** The built web app; served with history fallback when present. */
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** `all`: API and worker in one process; `api` or `worker` alone (also `--role`). */
    ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    /** Jobs a worker process runs at once; a render uses every core, so 1. */
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),

    SIGNUP_CREDITS: z.coerce.number().int().min(0).max(1000).default(0),

    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER_URL: z.url().default('https://accounts.google.com'),
    /** Development sign-in is on when Google is not configured, except in production. */
    DEV_SIGN_IN: bool.optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Signs the short-lived sign-in cookie. Random per process when unset: set one shared value
     * when several API processes sit behind one address, or a sign-in may land on another one.
     */
    COOKIE_SECRET: z
      .string()
      .min(32, 'COOKIE_SECRET must be at least 32 characters')
      .default(() => randomBytes(32).toString('hex')),
    /** Sign-in requests (start, callback, dev sign-in, refresh) per client address and minute. */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),

    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    /** Points the Stripe SDK at another host (tests use a local fake), e.g. http://127.0.0.1:12111 */
    STRIPE_API_BASE: optionalUrl,
    /** The built-in test payment provider is on when Stripe is not configured, except in production. */
    TEST_PAYMENTS: bool.optional(),
  })
  // Files: the local DATA_DIR or S3-compatible storage (storage/storage-config.ts).
  .extend(storageConfigSchema.shape);

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const isDevSignInEnabled = (c: Config) =>
  c.GOOGLE_CLIENT_ID === undefined && (c.DEV_SIGN_IN ?? c.NODE_ENV !== 'production');

export const isTestPaymentsEnabled = (c: Config) =>
  c.STRIPE_SECRET_KEY === undefined && (c.TEST_PAYMENTS ?? c.NODE_ENV !== 'production');
