import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { notFound } from '../errors.js';
import { metricsRepository } from '../repositories/metrics.repository.js';
import { bearerToken } from './authenticate.js';

export interface MetricsOptions {
  /** METRICS_TOKEN: without it `/metrics` is 404 and no request is timed. */
  token: string | undefined;
}

/** What the database says at one scrape: shared by every metric's collect() of that scrape. */
type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;
async function loadSnapshot(repo: ReturnType<typeof metricsRepository>) {
  const [jobs, calls, renders, credits] = await Promise.all([
    repo.jobs(),
    repo.providerCalls(),
    repo.renderSeconds(),
    repo.credits(),
  ]);
  return { jobs, calls, renders, credits };
}

const sameToken = (given: string | undefined, token: string) => {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** pg-boss 12's job states, as the metric's `state` names them. */
const JOB_STATES: Record<string, 'waiting' | 'active' | 'failed'> = {
  created: 'waiting',
  retry: 'waiting',
  active: 'active',
  failed: 'failed',
};

/**
 * `GET /metrics` in Prometheus' text format (prom-client), named as Prometheus names them
 * (`_seconds`, `_total`; prometheus.io/docs/practices/naming). HTTP durations are this
 * process's own; jobs, renders, provider calls and credits are read from the database at
 * scrape time, since API processes and workers are separate processes
 * (docs/decisions/0061-operator-console-and-metrics.md).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const { token } = options;
    if (token === undefined) {
      // Off: 404 like any unknown path, rather than the web app's page.
      app.get('/metrics', { schema: { hide: true } }, async () => {
        throw notFound();
      });
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const repo = metricsRepository(app.db);

    const httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request durations by method, route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    // A plain hook, not an async one: every request pays for each promise (decision 0043).
    app.addHook('onResponse', (request, reply, done) => {
      httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(unmatched)',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    // One set of queries per scrape, made by the route before the registry collects: every
    // metric's collect() reads that scrape's snapshot.
    let current: Promise<Snapshot> | undefined;
    const snapshot = () => (current ??= loadSnapshot(repo));

    new Gauge({
      name: 'reelsmith_jobs',
      help: 'Jobs in the queue by name and state (waiting, active, failed)',
      labelNames: ['name', 'state'] as const,
      registers: [registry],
      async collect() {
        const { jobs } = await snapshot();
        this.reset();
        for (const job of jobs) {
          const state = JOB_STATES[job.state];
          if (state !== undefined) this.inc({ name: job.name, state }, job.count);
        }
      },
    });

    const totals = (name: string, help: string, read: (s: Snapshot) => number) =>
      new Counter({
        name,
        help,
        registers: [registry],
        async collect() {
          const value = read(await snapshot());
          this.reset();
          if (value > 0) this.inc(value);
        },
      });
    totals('reelsmith_renders_total', 'Render attempts that recorded their usage', (s) =>
      Number(s.renders.renders),
    );
    totals('reelsmith_render_seconds_total', 'Wall-clock seconds of renders', (s) =>
      Number(s.renders.wall ?? 0),
    );
    totals('reelsmith_render_cpu_seconds_total', 'CPU seconds of renders', (s) =>
      Number(s.renders.cpu ?? 0),
    );

    const byCall = (
      name: string,
      help: string,
      value: (c: Snapshot['calls'][number]) => number,
      only?: (c: Snapshot['calls'][number]) => boolean,
    ) =>
      new Counter({
        name,
        help,
        labelNames: ['role', 'model'] as const,
        registers: [registry],
        async collect() {
          const { calls } = await snapshot();
          this.reset();
          for (const call of calls) {
            if (only !== undefined && !only(call)) continue;
            const v = value(call);
            if (v > 0) this.inc({ role: call.role, model: call.model }, v);
          }
        },
      });
    byCall('reelsmith_provider_calls_total', 'Provider calls by role and model', (c) =>
      Number(c.calls),
    );
    byCall(
      'reelsmith_provider_errors_total',
      'Provider calls that failed (fallbacks included) by role and model',
      (c) => Number(c.calls),
      (c) => c.outcome !== 'ok',
    );
    byCall('reelsmith_provider_cost_usd_total', 'Priced provider cost in US dollars', (c) =>
      Number(c.cost ?? 0),
    );

    const ledger = (reason: string, sign: 1 | -1) => (s: Snapshot) =>
      sign * Number(s.credits.find((c) => c.reason === reason)?.delta ?? 0);
    totals('reelsmith_credits_sold_total', 'Credits bought', ledger('purchase', 1));
    totals('reelsmith_credits_spent_total', 'Credits spent on videos', ledger('video', -1));
    totals('reelsmith_credits_refunded_total', 'Credits refunded', ledger('refund', 1));

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!sameToken(bearerToken(request), token)) throw notFound();
      current = loadSnapshot(repo);
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
