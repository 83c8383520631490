import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createContainer, type Container } from './composition.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { databasePlugin } from './plugins/database.js';
import { metricsPlugin } from './plugins/metrics.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { openApiPlugin } from './plugins/openapi.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { ssePlugin } from './events/sse.js';
import { webAppPlugin } from './plugins/web-app.js';
import { apiRoutes } from './routes/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database when the app closes (the process owns it); tests keep theirs. */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** A logger made by the process (shared with the worker); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The services (composition.ts); built here, on this app's logger, when not given. */
  container?: Container;
}

/** Content Security Policy: only what the app loads, Stripe's hosts only when Stripe is on. */
function contentSecurityPolicy(config: Config) {
  const stripe = config.STRIPE_SECRET_KEY !== undefined;
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Stripe.js and its frames, per Stripe's CSP guidance (docs.stripe.com/security/guide#content-security-policy).
      scriptSrc: [
        "'self'",
        ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []),
      ],
      // Toasts and the dialog library inject <style> elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        ...(stripe ? ['https://api.stripe.com', 'https://m.stripe.network'] : []),
      ],
      frameSrc: stripe
        ? [
            'https://js.stripe.com',
            'https://*.js.stripe.com',
            'https://hooks.stripe.com',
            'https://m.stripe.network',
          ]
        : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Helmet's options: the security headers of every response (plugins/security-headers.ts). */
export const helmetOptions = (config: Config) =>
  ({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  }) as const;

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    ...(options.loggerInstance === undefined
      ? { logger: options.logger ?? false }
      : { loggerInstance: options.loggerInstance }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Only the proxies TRUST_PROXY names may set the client's address (X-Forwarded-For):
    // otherwise any client picks its own and escapes the per-address rate limits.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  // The web client sends `Content-Type: application/json` on every call
  // (docs/product/api.md#requests-and-responses),
  // bodiless POSTs such as logout included: an empty JSON body means "no body", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  // A plain hook, not an async onSend: every request pays for each promise a hook makes
  // (docs/decisions/0043-request-path.md).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // External plugins, then the app's own, then routes.
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { helmet: helmetOptions(config) });
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(openApiPlugin);

  await app.register(databasePlugin, {
    database: options.database,
    closeOnShutdown: options.closeDatabase ?? false,
  });
  const container =
    options.container ?? createContainer({ config, database: options.database, logger: app.log });
  if (options.container === undefined) app.addHook('onClose', () => container.close());
  await app.register(authenticatePlugin, {
    cache: container.sessionCache,
    apiKeyRateLimit: config.API_KEY_RATE_LIMIT,
  });
  // Kept `status` answers and balances are current from the first call (decision 0043).
  app.addHook('onReady', () => container.generations.startChanges());
  app.addHook('onReady', () => container.balances.start());
  await app.register(ssePlugin);
  // GET /metrics for Prometheus, only with METRICS_TOKEN (decision 0061).
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });

  // Each route plugin is given the services it uses (routes/index.ts).
  await app.register(apiRoutes, { prefix: '/api', services: container });
  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
