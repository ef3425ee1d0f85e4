/** Bundles the sandbox pages' client scripts with esbuild once per process, in memory. */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface BundledScript {
  readonly code: string;
  readonly etag: string;
}

/**
 * A sandbox page's script (a client `.ts` file beside it), bundled with esbuild on first use, in memory; a failed build
 * is retried on the next request. The sportsbook frame and the verification stand-in (mocks/kyc/) serve theirs so.
 */
export function clientScript(entry: URL): () => Promise<BundledScript> {
  let bundled: Promise<BundledScript> | undefined;
  const bundle = async (): Promise<BundledScript> => {
    const result = await build({ entryPoints: [fileURLToPath(entry)], bundle: true, format: 'esm', target: 'es2020', minify: true, write: false, logLevel: 'silent' });
    const code = result.outputFiles[0]?.text ?? '';
    return { code, etag: `"${createHash('sha256').update(code).digest('hex').slice(0, 16)}"` };
  };
  return () => {
    bundled ??= bundle().catch((error: unknown) => {
      bundled = undefined;
      throw error;
    });
    return bundled;
  };
}

/** The sportsbook frame's script. */
export const sportsbookScript = clientScript(new URL('./client/sportsbook.ts', import.meta.url));
