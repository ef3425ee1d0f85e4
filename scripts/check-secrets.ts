/**
 * The built bundle holds no sandbox secret: the Telegram bot token, the sandbox
 * password, the two-factor and contact codes. The app never needs any of them (src/ never imports
 * mocks/); one showing up in `dist/` means test data leaked into what players download.
 *
 * Scans every text file of the build (precompressed .gz/.br copies decompressed), prints what it
 * scanned and fails on the first hit. `DIST_DIR` or the first argument picks the build folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SANDBOX_PASSWORD } from '../mocks/fixtures/accounts.ts';
import { CONTACT_CODE, RESTORE_CODE, TWO_FACTOR_CODE } from '../mocks/state/codes.ts';
import { SANDBOX_BOT_TOKEN } from '../mocks/telegram/init-data.ts';

export interface Secret {
  name: string;
  value: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A code counts only as a whole number: `123456` inside `+998901234567` or a hash is not the code. */
const wholeNumber = (code: string) => new RegExp(`(?<![0-9A-Za-z])${escape(code)}(?![0-9A-Za-z])`);

function secrets(): Secret[] {
  const tokens = new Set([SANDBOX_BOT_TOKEN, process.env.TELEGRAM_BOT_TOKEN].filter((token): token is string => Boolean(token)));
  const list: Secret[] = [];
  for (const token of tokens) {
    const secretPart = token.slice(token.indexOf(':') + 1);
    list.push({ name: 'Telegram bot token', value: token, pattern: new RegExp(escape(token)) });
    list.push({ name: 'Telegram bot token (secret part)', value: secretPart, pattern: new RegExp(escape(secretPart)) });
  }
  list.push({ name: 'sandbox password', value: SANDBOX_PASSWORD, pattern: new RegExp(escape(SANDBOX_PASSWORD)) });
  for (const [name, code] of [
    ['two-factor code', TWO_FACTOR_CODE],
    ['contact code', CONTACT_CODE],
    ['restore code', RESTORE_CODE],
  ] as const) {
    list.push({ name, value: code, pattern: wholeNumber(code) });
  }
  return list;
}

export function findSecrets(text: string, list: readonly Secret[]): string[] {
  return list.filter((secret) => secret.pattern.test(text)).map((secret) => secret.name);
}

const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|wasm)$/i;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function readText(path: string): string {
  const bytes = readFileSync(path);
  if (path.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  if (path.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

function main(): void {
  const dist = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
  const list = secrets();
  // The check must be able to fail: every pattern has to catch its secret in a planted sample first.
  for (const secret of list) {
    if (findSecrets(`x="${secret.value}"`, [secret]).length !== 1) throw new Error(`pattern for ${secret.name} does not catch its own secret`);
  }
  let scanned = 0;
  let bytes = 0;
  const hits: string[] = [];
  for (const path of files(dist)) {
    if (BINARY.test(path)) continue;
    const text = readText(path);
    scanned++;
    bytes += text.length;
    for (const name of findSecrets(text, list)) hits.push(`${relative(dist, path)}: ${name}`);
  }
  if (scanned === 0) throw new Error(`${dist} has no files: build first`);
  console.log(`secrets: ${scanned} files, ${(bytes / 1024).toFixed(0)} KB of ${dist}/ scanned for ${list.length} sandbox secrets`);
  for (const hit of hits) console.log(`  LEAK ${hit}`);
  console.log(`${hits.length === 0 ? 1 : 0} passed, ${hits.length === 0 ? 0 : 1} failed`);
  process.exit(hits.length === 0 ? 0 : 1);
}

main();
