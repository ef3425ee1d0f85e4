/**
 * Provably fair outcomes of the in-house games: before a round the server commits
 * sha256(serverSeed); the outcome is derived from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`);
 * after the round the seed is revealed and anyone can recompute both.
 *
 * Pure and synchronous on purpose: the same file runs on the server and, bundled, in the game pages
 * and the verification page (a plain-HTTP origin has no WebCrypto), so what the player checks is
 * exactly what the server computed. `fair.test.ts` pins SHA-256/HMAC to node:crypto.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** SHA-256 (FIPS 180-4) of bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const bitLength = message.length * 8;
  const padded = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] ?? 0;
      const b = w[i - 2] ?? 0;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = [h[0] ?? 0, h[1] ?? 0, h[2] ?? 0, h[3] ?? 0, h[4] ?? 0, h[5] ?? 0, h[6] ?? 0, h[7] ?? 0];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] ?? 0) + (w[i] ?? 0)) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const next = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] ?? 0) + (next[i] ?? 0)) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] ?? 0);
  return out;
}

function rotr(value: number, bits: number): number {
  return (value >>> bits) | (value << (32 - bits));
}

/** HMAC-SHA256 (RFC 2104). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = (block[i] ?? 0) ^ 0x36;
    outer[i] = (block[i] ?? 0) ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

/** The commitment shown before a round: hex sha256 of the server seed's text. */
export function commitment(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

/** The round's random bytes: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`). */
export function roundBytes(serverSeed: string, clientSeed: string, nonce: number): Uint8Array {
  return hmacSha256(utf8(serverSeed), utf8(`${clientSeed}:${nonce}`));
}

/** The i-th 32-bit word of the round bytes as a float in [0, 1) (8 words per round). */
export function unitFloat(bytes: Uint8Array, index: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32((index % 8) * 4) / 0x100000000;
}

// ---- The games' rules, shared by the server and the verification page. ----

/** Reel symbols of the 3-reel slot, from the most common to the rarest. */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'grape', 'bell', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Each reel strip: how many stops carry each symbol (20 stops per reel). */
export const SLOT_WEIGHTS: Readonly<Record<SlotSymbol, number>> = { cherry: 6, lemon: 5, grape: 4, bell: 2, star: 2, seven: 1 };
export const SLOT_STOPS = Object.values(SLOT_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

/**
 * Multipliers of the bet for three of a kind; exactly two cherries pay 1.5x, a single cherry on the
 * first reel 0.5x. Over the 8,000 equally likely stop combinations this returns about 96.6%.
 */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, number>> = { cherry: 5, lemon: 10, grape: 20, bell: 40, star: 80, seven: 300 };
export const SLOT_TWO_CHERRIES = 1.5;
export const SLOT_FIRST_CHERRY = 0.5;

/** The symbol at a stop of the (same for every reel) strip. */
function symbolAt(stop: number): SlotSymbol {
  let rest = stop;
  for (const symbol of SLOT_SYMBOLS) {
    rest -= SLOT_WEIGHTS[symbol];
    if (rest < 0) return symbol;
  }
  return 'cherry';
}

/** What every game's round comes to. */
interface RoundOutcome {
  /** Win as a multiple of the bet (0 for a loss). */
  readonly multiplier: number;
}

/** A whole number from `min` to `max`: what a player may choose for a round (a dice target, a cash-out). */
function isWholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

export interface SlotOutcome extends RoundOutcome {
  readonly reels: readonly [SlotSymbol, SlotSymbol, SlotSymbol];
}

export function slotOutcome(bytes: Uint8Array): SlotOutcome {
  const reels = [0, 1, 2].map((reel) => symbolAt(Math.floor(unitFloat(bytes, reel) * SLOT_STOPS))) as [SlotSymbol, SlotSymbol, SlotSymbol];
  return { reels, multiplier: slotMultiplier(reels) };
}

export function slotMultiplier(reels: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return SLOT_PAYTABLE[a];
  const cherries = reels.filter((symbol) => symbol === 'cherry').length;
  if (cherries === 2) return SLOT_TWO_CHERRIES;
  if (a === 'cherry') return SLOT_FIRST_CHERRY;
  return 0;
}

/** Dice: a roll 0.00-99.99; "roll under `target`" pays 99/target (a 1% house edge). */
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 95;

export interface DiceOutcome extends RoundOutcome {
  /** Hundredths: 0 to 9999. */
  readonly roll: number;
  readonly target: number;
}

export function diceMultiplier(target: number): number {
  return Math.floor((99 / target) * 10000) / 10000;
}

export function diceOutcome(bytes: Uint8Array, target: number): DiceOutcome {
  const roll = Math.floor(unitFloat(bytes, 0) * 10000);
  return { roll, target, multiplier: roll < target * 100 ? diceMultiplier(target) : 0 };
}

export function isDiceTarget(value: number): boolean {
  return isWholeIn(value, DICE_MIN_TARGET, DICE_MAX_TARGET);
}

/**
 * Crash ("Raketa"): the rocket climbs from 1.00x and explodes at the crash point; the player names the cash-out
 * before the round and wins bet x cash-out when the rocket gets there. Everything in hundredths (integers), so the
 * server, the page and the verification page agree to the cent.
 *
 * crash = floor(99 / (1 - u)) hundredths, at least 1.00x, at most CRASH_MAX: P(crash >= m) = 0.99 / m, so every
 * cash-out returns 99% (a 1% house edge), and 1% of rounds crash at once (1.00x, every cash-out loses).
 */
export const CRASH_MIN_CASHOUT = 101;
export const CRASH_MAX_CASHOUT = 100_000;
export const CRASH_MAX = 1_000_000;

export interface CrashOutcome extends RoundOutcome {
  /** Where the rocket exploded, hundredths (100 = 1.00x). */
  readonly crash: number;
  /** The player's cash-out, hundredths. */
  readonly cashout: number;
}

export function crashPoint(bytes: Uint8Array): number {
  const u = unitFloat(bytes, 0);
  return Math.min(CRASH_MAX, Math.max(100, Math.floor(99 / (1 - u))));
}

export function crashOutcome(bytes: Uint8Array, cashout: number): CrashOutcome {
  const crash = crashPoint(bytes);
  return { crash, cashout, multiplier: crash >= cashout ? cashout / 100 : 0 };
}

export function isCrashCashout(value: number): boolean {
  return isWholeIn(value, CRASH_MIN_CASHOUT, CRASH_MAX_CASHOUT);
}

/** A cash-out as the player types it ("2", "1.5", "2.25") in hundredths, or NaN. */
export function parseCashout(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) return NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths as the multiplier players read: 250 -> "2.50x". */
export function formatMultiplier(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}x`;
}
