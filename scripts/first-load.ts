/**
 * What a route ships on first load, read from Vite's manifest: the entry chunk with its static imports and CSS, plus
 * the route's lazy page chunk(s) with their own static imports, plus the host's own code (the Telegram glue and the
 * app's Telegram boot steps are dynamic imports made before the first render). Sizes raw and gzip. The browser
 * measurement of the same routes (lazy sub-chunks included) is in scripts/bench.ts.
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
export type Manifest = Record<string, ManifestChunk>;

export interface Shipped {
  files: string[];
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

export const HOSTS = ['browser', 'telegram'] as const;
export type Host = (typeof HOSTS)[number];

/** The routes budgets.json bounds (decision 007): `route` is the name in src/routes.ts, `path` a real URL of it. */
export const BENCH_ROUTES = [
  { key: 'home', label: 'home', route: 'home', path: '/', signedIn: false },
  { key: 'gamehall', label: 'game hall', route: 'gamehall', path: '/gamehall', signedIn: false },
  { key: 'game', label: 'a game', route: 'game', path: '/game/omad-oltin-7', signedIn: false },
  { key: 'cashier', label: 'cashier', route: 'cashierDeposit', path: '/cashier/deposit', signedIn: true },
  { key: 'profile', label: 'profile', route: 'profile', path: '/profile', signedIn: true },
] as const;
export type BenchRouteKey = (typeof BENCH_ROUTES)[number]['key'];

export function readManifest(dist = process.env.DIST_DIR ?? 'dist'): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} missing: run the build first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

const IMPORT = /import\(\s*'\.\/([^']+)'\s*\)/g;

function importsIn(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => `src/${match[1] ?? ''}`);
}

/** The text of a top-level `const name = …` of routes.ts, up to the next top-level statement. */
function definition(source: string, name: string): string {
  const start = source.search(new RegExp(`^const ${name}\\b`, 'm'));
  if (start < 0) return '';
  const rest = source.slice(start + 1);
  const end = rest.search(/^(const |export |function |\/\*\*|\/\/)/m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The page modules a route loads, read from src/routes.ts: the `import('./…')` of its `page:` expression,
 * or of the helper (`shell(…)`, a `const` page) that expression names.
 */
export function routePages(routeName: string, routesFile = 'src/routes.ts'): string[] {
  const source = readFileSync(routesFile, 'utf8');
  const start = source.indexOf(`{ name: '${routeName}',`);
  if (start < 0) throw new Error(`route ${routeName} is not in ${routesFile}`);
  const next = source.indexOf('{ name: ', start + 1);
  const route = source.slice(start, next < 0 ? undefined : next);
  const page = /page:\s*([\s\S]*)$/.exec(route)?.[1] ?? '';
  const direct = importsIn(page);
  if (direct.length > 0) return direct;
  const helper = /^\s*(\w+)/.exec(page)?.[1];
  const found = helper ? importsIn(definition(source, helper)) : [];
  if (found.length === 0) throw new Error(`cannot find the page module of route ${routeName}`);
  return found;
}

/** The app's own Telegram boot steps (deep link, sign-in with init data), a dynamic import made beside the SDK's (src/main.tsx). */
const TELEGRAM_APP_STEPS = 'src/app/boot/telegram-sign-in.ts';

/**
 * Host code loaded before the first screen: in Telegram the SDK glue (platform/telegram/*, a dynamic import after
 * detection) and the app's Telegram boot steps.
 */
export function hostModules(manifest: Manifest, host: Host): string[] {
  if (host === 'browser') return [];
  return Object.keys(manifest).filter(
    (key) => (key.startsWith('platform/telegram/') || key === TELEGRAM_APP_STEPS) && manifest[key]?.isDynamicEntry && !key.includes('dev-mock'),
  );
}

function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/** `pages` are source paths of lazy page modules, e.g. `src/features/home/home-page.tsx`; host code is passed the same way. */
export function firstLoad(manifest: Manifest, pages: string[], dist = process.env.DIST_DIR ?? 'dist'): Shipped {
  const files = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry chunk in the manifest');
  collect(manifest, entry, files);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
    collect(manifest, page, files);
  }
  return measureFiles([...files], (file) => readFileSync(join(dist, file)));
}

/** Raw and gzip (level 9) sizes of JS and CSS files. */
export function measureFiles(files: string[], read: (file: string) => Buffer): Shipped {
  const shipped: Shipped = { files, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  for (const file of files) {
    const bytes = read(file);
    const gzip = gzipSync(bytes, { level: 9 }).length;
    if (/\.css(\?|$)/.test(file)) {
      shipped.cssRaw += bytes.length;
      shipped.cssGzip += gzip;
    } else {
      shipped.jsRaw += bytes.length;
      shipped.jsGzip += gzip;
    }
  }
  return shipped;
}

/** First load of one of BENCH_ROUTES on one host, from the manifest. */
export function routeFirstLoad(manifest: Manifest, route: string, host: Host, dist = process.env.DIST_DIR ?? 'dist'): Shipped {
  return firstLoad(manifest, [...routePages(route), ...hostModules(manifest, host)], dist);
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
