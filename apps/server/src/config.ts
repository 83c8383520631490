import { LOCAL_PACKAGES } from '@reelsmith/contract';
import { studioEnvSchema } from '@reelsmith/studio';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { storageConfigProblems, storageConfigSchema } from './storage/storage-config.js';

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

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  return (
    rest.length === 0 &&
    version !== 0 &&
    bits !== undefined &&
    /^\d{1,3}$/.test(bits) &&
    Number(bits) <= (version === 4 ? 32 : 128)
  );
};

/**
 * Which proxies may say who the client is (X-Forwarded-For), in the forms Fastify's
 * trustProxy takes: unset or "false" trusts none, so the client's address is the socket's;
 * addresses and CIDR ranges, comma-separated; "true" trusts any peer (only when every request
 * comes through a proxy that overwrites the header). Trusting too much lets a client choose
 * its address and escape the per-address rate limits. A hop count is refused rather than
 * passed on: Fastify 5 treats a number as "trust none", because a hop count cannot tell a
 * proxy from a client that connects directly.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message:
          "TRUST_PROXY takes the proxies' addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8), not a hop count: Fastify ignores hop counts, which cannot tell a proxy from a client",
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, false, or addresses/CIDR ranges separated by commas (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The lowest price of one credit among the packs, in US dollars (the Pro pack's $0.70). */
export const CHEAPEST_CREDIT_USD = Math.min(...LOCAL_PACKAGES.map((p) => p.price / p.credits));

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Public base URL: builds OAuth redirect and payment return URLs. Unset, it is this
   * server's own address, http://localhost:$PORT, so a changed PORT alone still brings the
   * browser back from checkout and sign-in.
   */
  APP_URL: optionalUrl,
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
  TRUST_PROXY: trustProxy,

  SIGNUP_CREDITS: z.coerce.number().int().min(0).max(1000).default(0),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER_URL: z.url().default('https://accounts.google.com'),
  /** Development sign-in is on when Google is not configured, except in production. */
  DEV_SIGN_IN: bool.optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Signs the short-lived sign-in cookie. Required in production: a random per-process value
   * breaks sign-in when several API processes sit behind one address (the callback may land
   * on another process). Random per process elsewhere.
   */
  COOKIE_SECRET: optionalString.pipe(
    z.string().min(32, 'COOKIE_SECRET must be at least 32 characters').optional(),
  ),
  /** Sign-in requests (start, callback, dev sign-in, refresh) per client address and minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Requests per API key and minute, in each API process (docs/product/api.md#api-keys). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Points the Stripe SDK at another host (tests use a local fake), e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: optionalUrl,
  /** The built-in test payment provider is on when Stripe is not configured, except in production. */
  TEST_PAYMENTS: bool.optional(),

  /** The operators (the console at /admin): emails, comma-separated, compared in lower case. */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e !== ''),
    ),
  /**
   * Content rules: `on` checks custom prompts and scripts with the `/moderations` endpoint,
   * `off` never does; `auto` (default) checks when the script writer is OpenAI's own API.
   */
  MODERATION: z
    .enum(['auto', 'on', 'off', ''])
    .default('auto')
    .transform((v) => v || 'auto'),
  MODERATION_MODEL: optionalString.transform((v) => v ?? 'omni-moderation-latest'),
  /** `GET /metrics` answers only with this bearer token; unset, it is 404. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** Webhooks may go to private, loopback and link-local addresses: on unless production. */
  WEBHOOK_ALLOW_PRIVATE_URLS: bool.optional(),
  // Costs and limits on unpaid work (docs/decisions/0060-costs-and-limits.md).
  /** A JSON file of list prices that overrides or extends the built-in table (prices.ts). */
  PRICES_FILE: optionalString,
  /** Paid drawings before finalize beyond two per scene. */
  PICTURE_REDRAWS: z.coerce.number().int().min(0).max(1000).default(5),
  /** Projects a user may start a day that are never finalized and made priced calls. */
  DAILY_PROJECTS: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Priced calls of a project before finalize stop here; default half the cheapest credit. */
  PROJECT_COST_CAP_USD: z.coerce
    .number()
    .min(0)
    .max(1000)
    .default(CHEAPEST_CREDIT_USD / 2),
});

/**
 * Every setting the process reads, the server's and the video engine's, checked once at start
 * before anything opens. A bad configuration stops start-up with one message naming every bad
 * variable.
 */
export const configSchema = z
  .object({
    ...serverEnvSchema.shape,
    ...studioEnvSchema.shape,
    // Files: the local DATA_DIR or S3-compatible storage (storage/storage-config.ts).
    ...storageConfigSchema.shape,
  })
  .check(
    z.refine((c) => c.NODE_ENV !== 'production' || c.COOKIE_SECRET !== undefined, {
      path: ['COOKIE_SECRET'],
      message:
        'COOKIE_SECRET is required in production (at least 32 characters, the same for every API process)',
      // Checked even when other variables are bad too, so that one run names them all.
      when: () => true,
    }),
    z.superRefine((c, ctx) => {
      for (const message of storageConfigProblems(c)) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message });
      }
    }),
  )
  .transform((c) => ({
    ...c,
    APP_URL: c.APP_URL ?? `http://localhost:${c.PORT}`,
    COOKIE_SECRET: c.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
  }));

export type Config = z.output<typeof configSchema>;

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

/** Whether `email` names an operator (ADMIN_EMAILS). */
export const isOperatorEmail = (c: Pick<Config, 'ADMIN_EMAILS'>, email: string) =>
  c.ADMIN_EMAILS.includes(email.trim().toLowerCase());

export const isTestPaymentsEnabled = (c: Config) =>
  c.STRIPE_SECRET_KEY === undefined && (c.TEST_PAYMENTS ?? c.NODE_ENV !== 'production');

/** Private, loopback and link-local webhook receivers: allowed in development and tests only. */
export const webhookPrivateUrlsAllowed = (c: Config) =>
  c.WEBHOOK_ALLOW_PRIVATE_URLS ?? c.NODE_ENV !== 'production';
