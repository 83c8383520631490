// `npm run test:mutation`: StrykerJS over the code that moves credits or decides a payment's or
// a render's status (issue 20, point 8). Not part of `npm test` or CI: it takes long. The score
// and every survivor that could change a balance are in bench/README.md ("Mutation testing").
import fs from 'node:fs';
import path from 'node:path';

// PGlite only: the PostgreSQL half of the money tests runs in `npm test`.
delete process.env.TEST_DATABASE_URL;

/** Whole files: every line of them moves credits or decides a payment. */
const WHOLE = [
  'apps/server/src/services/credits.service.ts',
  'apps/server/src/services/payments.service.ts',
  'apps/server/src/repositories/ledger.repository.ts',
  'apps/server/src/repositories/payments.repository.ts',
];

/**
 * Of the generation code, the functions that spend or refund a render's credit or decide which
 * attempt is current. Found by name, so the list follows the code when it moves into
 * services/generations/ (issue 20, point 1); a lifecycle table there is taken whole.
 */
const GENERATION_FUNCTIONS = ['continue', 'retry', 'startRender', 'completed', 'renderFailed'];
const definition = new RegExp(
  `^\\s*(?:export\\s+)?(?:async\\s+)?(?:function\\s+)?(${GENERATION_FUNCTIONS.join('|')})\\s*[(<]`,
);

/** The last line of the function whose definition begins on line `start` (1-based). */
function blockEnd(lines, start) {
  let parens = 0;
  let depth = 0;
  let opened = false;
  for (let i = start - 1; i < lines.length; i++) {
    for (const char of lines[i]) {
      if (char === '(') parens += 1;
      if (char === ')') parens -= 1;
      // Braces inside the parameter list are types or defaults, not the body.
      if (parens > 0) continue;
      if (char === '{') ((depth += 1), (opened = true));
      if (char === '}') depth -= 1;
    }
    if (opened && depth === 0) return i + 1;
  }
  return lines.length;
}

function generationRanges() {
  const root = 'apps/server/src/services';
  const files = [path.join(root, 'generations.service.ts')];
  const moduleDir = path.join(root, 'generations');
  if (fs.existsSync(moduleDir)) {
    for (const entry of fs.readdirSync(moduleDir, { recursive: true })) {
      const file = path.join(moduleDir, String(entry));
      if (file.endsWith('.ts') && !file.endsWith('.test.ts')) files.push(file);
    }
  }
  const ranges = [];
  for (const file of files.filter((f) => fs.existsSync(f))) {
    if (/lifecycle|transition/.test(path.basename(file))) {
      ranges.push(file);
      continue;
    }
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (definition.test(line)) ranges.push(`${file}:${i + 1}-${blockEnd(lines, i + 1)}`);
    });
  }
  return ranges;
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'apps/server/vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [...WHOLE, ...generationRanges()],
  coverageAnalysis: 'perTest',
  // Code run while building the app (beforeAll), not by one test: it would rerun every test
  // for each of its mutants. The factories' bodies are covered per test anyway.
  ignoreStatic: true,
  // Two cores shared with others: one or two test processes.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: [
    'apps/web',
    'e2e',
    'docs',
    'bench',
    'data',
    '.data-test',
    'reports',
    'packages/studio/test',
  ],
  cleanTempDir: true,
};
