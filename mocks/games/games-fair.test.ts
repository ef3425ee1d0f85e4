/** Provably fair (issue 6 part 7): SHA-256 and HMAC agree with node:crypto, commit/reveal verifies, the rules pay as documented. */
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  SLOT_STOPS,
  SLOT_SYMBOLS,
  SLOT_WEIGHTS,
  commitment,
  diceMultiplier,
  diceOutcome,
  hmacSha256,
  isDiceTarget,
  roundBytes,
  sha256,
  slotMultiplier,
  slotOutcome,
  toHex,
  utf8,
  type SlotSymbol,
} from './fair.ts';

describe('the pure SHA-256 and HMAC-SHA256', () => {
  it('match node:crypto for any bytes (fast-check), including block-boundary lengths', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
    );
    for (const length of [0, 55, 56, 63, 64, 65, 119, 120]) {
      const bytes = new Uint8Array(length).fill(97);
      expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('HMAC matches node:crypto for any key and message, keys longer than a block included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 130 }), fc.uint8Array({ maxLength: 200 }), (key, message) => {
        expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
    );
  });
});

describe('commit and reveal', () => {
  it('the revealed seed verifies against the commitment and recomputes the same outcome (fast-check over seeds)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), fc.string({ minLength: 1, maxLength: 64 }), fc.nat({ max: 1_000_000 }), (serverSeed, clientSeed, nonce) => {
        const committed = commitment(serverSeed);
        expect(committed).toBe(createHash('sha256').update(utf8(serverSeed)).digest('hex'));
        const bytes = roundBytes(serverSeed, clientSeed, nonce);
        expect(toHex(bytes)).toBe(createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex'));
        expect(slotOutcome(roundBytes(serverSeed, clientSeed, nonce))).toEqual(slotOutcome(bytes));
      }),
    );
  });

  it('another seed, client seed or nonce changes the round bytes', () => {
    const base = toHex(roundBytes('server', 'client', 1));
    expect(toHex(roundBytes('server2', 'client', 1))).not.toBe(base);
    expect(toHex(roundBytes('server', 'client2', 1))).not.toBe(base);
    expect(toHex(roundBytes('server', 'client', 2))).not.toBe(base);
  });
});

describe('the rules', () => {
  it('the slot returns between 90% and 100% over every stop combination', () => {
    const strip: SlotSymbol[] = SLOT_SYMBOLS.flatMap((symbol) => Array<SlotSymbol>(SLOT_WEIGHTS[symbol]).fill(symbol));
    expect(strip).toHaveLength(SLOT_STOPS);
    let total = 0;
    for (const a of strip) for (const b of strip) for (const c of strip) total += slotMultiplier([a, b, c]);
    const rtp = total / SLOT_STOPS ** 3;
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(1);
  });

  it('slot outcomes are three known symbols and pay what the paytable says', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const outcome = slotOutcome(bytes);
        expect(outcome.reels).toHaveLength(3);
        for (const symbol of outcome.reels) expect(SLOT_SYMBOLS).toContain(symbol);
        expect(outcome.multiplier).toBe(slotMultiplier(outcome.reels));
      }),
    );
    expect(slotMultiplier(['seven', 'seven', 'seven'])).toBe(300);
    expect(slotMultiplier(['lemon', 'cherry', 'cherry'])).toBe(1.5);
    expect(slotMultiplier(['cherry', 'lemon', 'bell'])).toBe(0.5);
    expect(slotMultiplier(['lemon', 'bell', 'cherry'])).toBe(0);
  });

  it('dice rolls 0.00-99.99 and pays 99/target under the target', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: DICE_MIN_TARGET, max: DICE_MAX_TARGET }), (bytes, target) => {
        const outcome = diceOutcome(bytes, target);
        expect(outcome.roll).toBeGreaterThanOrEqual(0);
        expect(outcome.roll).toBeLessThan(10000);
        expect(outcome.multiplier).toBe(outcome.roll < target * 100 ? diceMultiplier(target) : 0);
      }),
    );
    expect(diceMultiplier(50)).toBe(1.98);
    expect(isDiceTarget(1)).toBe(false);
    expect(isDiceTarget(96)).toBe(false);
    expect(isDiceTarget(50.5)).toBe(false);
  });
});
