/**
 * The JavaScript a browser downloads to show a public route of the built web app, gzipped:
 * the entry and its static imports, plus, for a route loaded on demand, that route's chunk,
 * its static imports and the query client that comes with every such screen (lazyPage).
 * Read from Vite's manifest (apps/web/dist/.vite/manifest.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each public route and the module its screen is in (null: part of the entry chunk). */
export const PUBLIC_ROUTES: Record<string, string | null> = {
  '/': null,
  '/pricing': 'src/app/routes/pricing.tsx',
  '/login': 'src/app/routes/login.tsx',
  '/privacy': 'src/app/routes/privacy.tsx',
  '/terms': 'src/app/routes/terms.tsx',
  '/disclosure': 'src/app/routes/disclosure.tsx',
};
/** The chunk of src/lib/query-client.ts (shared, so keyed by its chunk name, not its source). */
const WITH_EVERY_LAZY_SCREEN = 'query-client';

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

function collect(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/** The JavaScript files of a route's first load, and their gzipped size in bytes. */
export function firstLoad(distDir: string, route: string) {
  const manifest = readManifest(distDir);
  const screen = PUBLIC_ROUTES[route];
  if (screen === undefined) throw new Error(`${route} is not a public route`);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entry === undefined) throw new Error('The build manifest has no entry');
  const files = new Set<string>();
  collect(manifest, entry, files);
  if (screen !== null) {
    collect(manifest, screen, files);
    const queryClient = Object.keys(manifest).find(
      (key) => manifest[key]?.name === WITH_EVERY_LAZY_SCREEN,
    );
    if (queryClient === undefined) throw new Error('The query client chunk is missing');
    collect(manifest, queryClient, files);
  }
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(fs.readFileSync(path.join(distDir, file))).length;
  return { files: [...files], gzipBytes };
}
