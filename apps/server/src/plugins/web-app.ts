import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from './error-handler.js';

/**
 * Serves the built web app with history fallback: any non-/api path that is not a file gets
 * index.html so the client router can show it (its own 404 included). Unknown /api paths and
 * missing asset files get a JSON 404: a stale chunk must fail loudly, not load HTML as JS.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const indexFile = path.join(opts.distDir, 'index.html');
    const hasWebApp = fs.existsSync(indexFile);
    if (!hasWebApp) {
      app.log.warn({ distDir: opts.distDir }, 'web app not built: serving the API only');
    } else {
      // Compression for the web app's files only (its scripts and styles are most of a first
      // load): API answers are small JSON, and compression's hooks cost every API request
      // (docs/decisions/0043-request-path.md).
      await app.register(async (files) => {
        await files.register(fastifyCompress, { global: true, threshold: 1024 });
        await files.register(fastifyStatic, {
          root: opts.distDir,
          // reply.sendFile comes from the registration below, outside this scope.
          decorateReply: false,
          wildcard: false,
          index: false,
          // Source maps stay beside the build for us to read reported stack traces; the public
          // gets a 404 (they would publish the source). Dot folders (Vite's manifest) are not
          // served either: without a wildcard route only the files it lists get routes.
          allowedPath: (pathName) => !pathName.endsWith('.map'),
          // Hashed assets never change; index.html must always be revalidated.
          setHeaders: (reply, filePath) => {
            reply.header(
              'cache-control',
              filePath.includes(`${path.sep}assets${path.sep}`)
                ? 'public, max-age=31536000, immutable'
                : 'no-cache',
            );
          },
        });
      });
      // Only for the history fallback's reply.sendFile('index.html').
      await app.register(fastifyStatic, { root: opts.distDir, serve: false, cacheControl: false });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        url !== '/api' &&
        !url.startsWith('/assets/') &&
        path.extname(url) === '';
      if (hasWebApp && wantsPage) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.status(404).send(apiNotFound());
    });
  },
  { name: 'web-app' },
);
