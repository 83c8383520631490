// Lint rules that catch bugs: floating promises, exhaustive switches, eqeqeq.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * The web app's imports run one way: shared code (components, lib, config, utils, types,
 * styles), then features, then the app (router, layout, routes); a feature imports no other
 * feature, and the app composes them. bulletproof-react's zones
 * (apps/react-vite/.eslintrc.cjs), with every feature folder found on disk, so that a new
 * feature is fenced in as soon as it exists.
 */
const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const features = fs
  .readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = fs
  .readdirSync(webSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'features' && entry.name !== 'app')
  .map((entry) => `./${entry.name}`);
const webZones = [
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: compose them in app/ (docs/decisions/0023-web-boundaries.md).',
  })),
  {
    target: './features',
    from: './app',
    message: 'Imports run shared -> features -> app (docs/decisions/0023-web-boundaries.md).',
  },
  {
    target: shared,
    from: ['./features', './app'],
    message:
      'Shared code imports no feature and no app code (docs/decisions/0023-web-boundaries.md).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      // npm run test:mutation: the sandboxes and the report.
      '.stryker-tmp/**',
      'reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.mjs',
      '**/*.cjs',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/vitest.*.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Toasts go through lib/toast, which loads sonner and puts its Toaster on the page.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: "Import { toast } from 'lib/toast'." }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: webSrc, zones: webZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/lib/toast.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // SQL lives in repositories/ (and db/): services decide and routes delegate, neither
    // speaks to the database but through a repository (docs/decisions/0045-generation-module.md).
    files: ['apps/server/src/services/**/*.ts', 'apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['kysely', 'pg', '@electric-sql/pglite'].map((name) => ({
            name,
            message: 'SQL lives in repositories/: call one (services/ and routes/ hold none).',
          })),
          patterns: [
            {
              group: ['**/db/precompiled*', '**/db/prepared-statements*', '**/db/schema*'],
              message: 'SQL lives in repositories/: call one (services/ and routes/ hold none).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // A query built on a Kysely handle (app.db, a transaction) needs no import.
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction|executeQuery)$/]',
          message:
            'SQL lives in repositories/; a transaction is opened with inTransaction (repositories/transaction.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', '**/test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
