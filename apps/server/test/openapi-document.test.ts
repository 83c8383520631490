import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiErrorSchema } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from './harness.js';
import { hostileRequests, operationsOf, type OpenApiDocument } from './support/hostile-requests.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const redocly = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** Redocly's CLI on a document file, with the repository's redocly.yaml (recommended rules). */
async function lint(file: string): Promise<LintReport> {
  const run = promisify(execFile);
  const args = [redocly, 'lint', file, '--format=json', `--config=${repoRoot}redocly.yaml`];
  // It exits 1 when it finds errors; the report on stdout says what they are.
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

// The document does not depend on the database: PGlite is enough.
describe('the served OpenAPI document', () => {
  let ctx: TestContext;
  let document: OpenApiDocument;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelsmith-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const report = await lint(file);
      const problems = report.problems.map(
        (p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names every operation with a unique camelCase operationId', () => {
    const operations = operationsOf(document);
    const missing = operations
      .filter(({ operation }) => !/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId ?? ''))
      .map(({ method, path: url }) => `${method.toUpperCase()} ${url}`);
    expect(missing).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows the error body as the contract defines it', () => {
    const { description: _d, properties, ...rest } = document.components!.schemas!.ApiError!;
    const bare = Object.fromEntries(
      Object.entries(properties ?? {}).map(([name, { description: _p, ...schema }]) => [
        name,
        schema,
      ]),
    );
    expect({ ...rest, properties: bare }).toEqual(
      z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }),
    );
  });

  it('says which operations need a token, truly: 401 without one exactly there', async () => {
    const wrong: string[] = [];
    for (const { path: url, method, operation } of operationsOf(document)) {
      const required = (operation.security ?? []).every((r) => Object.keys(r).length > 0);
      const needsToken = (operation.security ?? []).length > 0 && required;
      const request = hostileRequests(document, url, method, operation).find(
        (r) => r.label === 'no token',
      )!;
      const res = await ctx.app.inject({
        method: request.method,
        url: request.url,
        remoteAddress: '10.77.0.1',
        ...(request.body === undefined
          ? {}
          : { headers: { 'content-type': request.body.contentType }, payload: request.body.text }),
      });
      if ((res.statusCode === 401) !== needsToken) {
        wrong.push(
          `${method.toUpperCase()} ${url}: ${res.statusCode}, security ${JSON.stringify(operation.security)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a JSON client of the development sign-in in JSON, naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/dev/sign-in',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'email: Enter a valid email address',
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
    });
  });
});
