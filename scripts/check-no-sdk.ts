/**
 * ARCHITECTURE.md (only platform/ touches the Telegram SDK, loaded only in Telegram): the production bundle for the browser host contains no Telegram SDK code, and no
 * build file contains the development-only Telegram mock.
 *
 * The browser host loads the entry chunk and its static imports (Vite's manifest `imports`, followed
 * transitively); the SDK may only sit in chunks reached by dynamic import (platform/telegram/host.ts).
 * SDK code is recognised by strings that survive minification: Mini Apps method and event names that
 * only the SDK's bridge sends.
 *
 *   node --import tsx scripts/check-no-sdk.ts [dist]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readManifest } from './first-load.ts';

/** Strings of @tma.js/bridge and @tma.js/sdk code (method, event and storage names). */
export const SDK_MARKERS = ['web_app_setup_back_button', 'web_app_request_viewport', 'web_app_setup_swipe_behavior', 'web_app_expand', 'web_app_trigger_haptic_feedback'];
/**
 * Strings only the development mock has: the SDK's mock function's option, its session flag and the development
 * server's signing route (the sandbox token itself is looked for by scripts/check-secrets.ts).
 */
export const MOCK_MARKERS = ['resetPostMessage', 'omad.tgmock', '/__sandbox/telegram/init-data'];

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

function main(): void {
  const dist = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
  const manifest = readManifest(dist);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');

  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);

  const problems: string[] = [];
  let sdkSeenSomewhere = false;
  for (const path of allFiles(dist).filter((file) => file.endsWith('.js'))) {
    const file = relative(dist, path);
    const text = readFileSync(path, 'utf8');
    const sdkHits = SDK_MARKERS.filter((marker) => text.includes(marker));
    if (sdkHits.length > 0 && file.startsWith('assets/')) sdkSeenSomewhere = true;
    if (initial.has(file) && sdkHits.length > 0) problems.push(`${file} (loaded by every browser player) contains Telegram SDK code: ${sdkHits.join(', ')}`);
    const mockHits = MOCK_MARKERS.filter((marker) => text.includes(marker));
    if (mockHits.length > 0) problems.push(`${file} contains the development-only Telegram mock: ${mockHits.join(', ')}`);
  }
  // The markers must be able to find the SDK at all, or this check would pass for the wrong reason.
  if (!sdkSeenSomewhere) problems.push('no chunk contains the Telegram SDK: the markers are stale or the Telegram host lost its SDK');

  console.log(`browser host initial chunks: ${[...initial].join(', ')}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`FAIL ${problem}`);
    process.exit(1);
  }
  console.log('ok: the browser host ships no Telegram SDK; no build file contains the development mock');
}

main();
