/** Bundles the sportsbook frame's script (mocks/sportsbook/client/sportsbook.ts) with esbuild once per process, in memory. */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface BundledScript {
  readonly code: string;
  readonly etag: string;
}

let bundled: Promise<BundledScript> | undefined;

async function bundle(): Promise<BundledScript> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./client/sportsbook.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, etag: `"${createHash('sha256').update(code).digest('hex').slice(0, 16)}"` };
}

/** The frame's script (built on first use; a failed build is retried on the next request). */
export function sportsbookScript(): Promise<BundledScript> {
  bundled ??= bundle().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return bundled;
}
