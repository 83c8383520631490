import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';

type ModuleInfo = Rolldown.ModuleInfo;

/**
 * The contract builds its zod schemas when its modules load, so a chunk that needs only its
 * constants (the first page needs messages and limits) would carry all of zod as well. Each
 * top-level initialiser that calls something is wrapped in a pure function call, which lets
 * the bundler drop the schemas a chunk does not use; those it uses are built as before.
 */
function treeShakableContract(): Plugin {
  return {
    name: 'reelsmith:tree-shakable-contract',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
      const out = new MagicString(code);
      for (const statement of this.parse(code).body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init == null) continue;
          if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') {
            continue;
          }
          // `start`/`end`: the offsets the parser gives every node (ESTree plus ranges).
          const { start, end } = init as unknown as { start: number; end: number };
          if (!code.slice(start, end).includes('(')) continue;
          out.prependLeft(start, '/* @__PURE__ */ (() => (');
          out.appendRight(end, '))()');
        }
      }
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}

/** The first page's text waits for no font: the latin Inter file loads with the HTML. */
function preloadLatinFont(): Plugin {
  return {
    name: 'reelsmith:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (font === undefined) throw new Error('The latin Inter font is missing from the build');
        return [
          {
            tag: 'link',
            // Fonts load in CORS mode: without `crossorigin` the preload would be fetched twice.
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** Names the entry's chunk for every module the entry reaches through static imports. */
function firstLoadChunk(id: string, ctx: { getModuleInfo(id: string): ModuleInfo | null }) {
  const seen = new Set<string>();
  const reachesEntry = (moduleId: string): boolean => {
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    const info = ctx.getModuleInfo(moduleId);
    if (info === null) return false;
    return info.isEntry || info.importers.some(reachesEntry);
  };
  return reachesEntry(id) ? 'index' : null;
}

export default defineConfig(({ command }) => {
  // A build is the production build whatever NODE_ENV the caller has: with
  // NODE_ENV=development, Vite would bundle React's development build (750 KB).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), treeShakableContract(), preloadLatinFont()],
    // Read the contract package from its TypeScript source: no build step between them.
    resolve: { conditions: ['@reelsmith/source', ...defaultClientConditions] },
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      // Maps stay beside the build (to read reported stack traces) and are never linked from
      // the code; the server refuses to serve them.
      sourcemap: 'hidden',
      // Every browser the app supports knows modulepreload: no polyfill in the first chunk.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 700,
      rollupOptions: {
        preserveEntrySignatures: false,
        onwarn(warning, warn) {
          // zod 4.6's own comments mention `@__PURE__` in prose (util.js, regexes.js); Rollup
          // reads them as misplaced annotations, warns, and drops the comments, which changes
          // nothing. Only that warning from zod is silenced: every other one is still shown.
          if (
            warning.code === 'INVALID_ANNOTATION' &&
            /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '')
          ) {
            return;
          }
          warn(warning);
        },
        output: {
          // Everything the entry imports statically is one chunk: the first page load is one
          // file rather than a dozen small ones (each its own request, each compressed alone).
        },
      },
      // Which chunks each screen loads, for the first-load budget (test and bench:web).
      manifest: true,
    },
  };
});
