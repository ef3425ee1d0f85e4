/**
 * What a route ships on first load, read from Vite's manifest: the entry chunk with its static imports and CSS,
 * plus the route's lazy page chunk with its own static imports. Sizes raw and gzip.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Shipped {
  files: string[];
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

export function readManifest(dist = 'dist'): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} missing: run the build first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/** `pages` are source paths of lazy page modules, e.g. `src/features/home/home-page.tsx`; `extra` more sources (host code). */
export function firstLoad(manifest: Manifest, pages: string[], dist = 'dist'): Shipped {
  const files = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry chunk in the manifest');
  collect(manifest, entry, files);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
    collect(manifest, page, files);
  }
  const shipped: Shipped = { files: [...files], jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    if (file.endsWith('.css')) {
      shipped.cssRaw += bytes.length;
      shipped.cssGzip += gzip;
    } else {
      shipped.jsRaw += bytes.length;
      shipped.jsGzip += gzip;
    }
  }
  return shipped;
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
