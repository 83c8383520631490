// `npm run test:mutation`: StrykerJS over the code that moves credits or decides a payment's or
// a render's status (issue 20, point 8). Not part of `npm test` or CI: it takes long. The score
// and every survivor that could change a balance are in bench/README.md ("Mutation testing").
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// PGlite only: the PostgreSQL half of the money tests runs in `npm test`.
delete process.env.TEST_DATABASE_URL;

/**
 * What is mutated: the functions that move credits or decide a payment's or a render's status,
 * found by name in these files (so the list follows the code when it moves: issue 20 splits
 * generations.service.ts into services/generations/, whose lifecycle table is taken whole).
 * Reading, listing, logging and checkout URLs are left out: they change no balance, and the
 * machine this runs on is slow.
 */
const MONEY = [
  {
    files: ['apps/server/src/services/credits.service.ts'],
    functions: [
      'changeAccount',
      'lockAccount',
      'applyChange',
      'grantSignupCredits',
      'spend',
      'refund',
      'grantPurchase',
    ],
    core: ['applyChange', 'spend', 'refund'],
  },
  {
    files: ['apps/server/src/services/payments.service.ts'],
    functions: [
      'sessionOutcome',
      'intentOutcome',
      'eventOutcome',
      'fulfil',
      'apply',
      'verify',
      'settle',
      'confirm',
      'cancel',
      'handleWebhook',
    ],
    core: ['fulfil', 'apply'],
  },
  {
    files: ['apps/server/src/repositories/payments.repository.ts'],
    functions: ['markSucceeded', 'markUnsuccessful'],
    core: ['markUnsuccessful'],
  },
  {
    files: [
      'apps/server/src/services/generations.service.ts',
      'apps/server/src/services/generations',
    ],
    functions: ['continue', 'retry', 'startRender', 'renderFailed'],
    core: ['startRender', 'renderFailed'],
  },
];

/** The .ts files at `target` (a file, or a folder searched recursively), tests left out. */
function sourceFiles(target) {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { recursive: true })
    .map((entry) => path.join(target, String(entry)))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
}

/** `file:first-last` for each function, method or arrow constant of `file` named in `names`. */
function functionRanges(file, names) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const line = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const ranges = [];
  const visit = (node) => {
    const named =
      (ts.isFunctionDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        (ts.isVariableDeclaration(node) &&
          node.initializer !== undefined &&
          (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) ||
        (ts.isPropertyAssignment(node) &&
          (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)))) &&
      node.name !== undefined &&
      names.includes(node.name.getText(source));
    if (named) ranges.push(`${file}:${line(node.getStart(source))}-${line(node.getEnd())}`);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges;
}

/**
 * MUTATION_SCOPE=core: only each file's `core` functions, the ones that write a balance or a
 * final status (about a sixth of the mutants: the whole list takes hours on a loaded machine).
 */
const core = process.env.MUTATION_SCOPE === 'core';

function mutate() {
  const patterns = [];
  for (const entry of MONEY) {
    for (const file of entry.files.flatMap(sourceFiles)) {
      if (/lifecycle|transition/.test(path.basename(file))) patterns.push(file);
      else patterns.push(...functionRanges(file, core ? entry.core : entry.functions));
    }
  }
  return patterns;
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'apps/server/vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: mutate(),
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
