/**
 * Bundles the game pages' scripts (mocks/games/client/*.ts) with esbuild, once per process, in
 * memory. The pages load them as files (`script-src 'self'`, no inline script), and the verification
 * page runs the very same fair.ts the server uses.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ENTRY_POINTS = ['slot', 'dice', 'crash', 'verify'] as const;
export type EntryPoint = (typeof ENTRY_POINTS)[number];

export interface BundledScript {
  readonly code: string;
  readonly etag: string;
}

let bundles: Promise<ReadonlyMap<string, BundledScript>> | undefined;

async function bundleAll(): Promise<ReadonlyMap<string, BundledScript>> {
  const entryPoints = Object.fromEntries(ENTRY_POINTS.map((name) => [name, fileURLToPath(new URL(`./client/${name}.ts`, import.meta.url))]));
  const result = await build({
    entryPoints,
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    outdir: 'out',
    logLevel: 'silent',
  });
  const scripts = new Map<string, BundledScript>();
  for (const file of result.outputFiles) {
    const name = file.path.split(/[\\/]/).pop()?.replace(/\.js$/, '') ?? '';
    scripts.set(name, { code: file.text, etag: `"${createHash('sha256').update(file.text).digest('hex').slice(0, 16)}"` });
  }
  return scripts;
}

export function isEntryPoint(name: string): name is EntryPoint {
  return (ENTRY_POINTS as readonly string[]).includes(name);
}

/** The bundled script of one page (built on first use; a failed build is retried on the next request). */
export async function script(name: EntryPoint): Promise<BundledScript | undefined> {
  bundles ??= bundleAll().catch((error: unknown) => {
    bundles = undefined;
    throw error;
  });
  return (await bundles).get(name);
}
