import { describe, expect, it } from 'vitest';
import { readFrameMessage } from './frame-messages.ts';

const frame = { name: 'the sportsbook frame window' };
const other = { name: 'another window' };
const ORIGIN = 'null';

const read = (data: unknown, options: { source?: unknown; origin?: string } = {}) =>
  readFrameMessage({ data, source: options.source ?? frame, origin: options.origin ?? ORIGIN }, frame, ORIGIN);

describe('sportsbook frame messages', () => {
  it('accepts each message of the protocol from the frame', () => {
    expect(read({ type: 'sportsbook:balance-changed' })).toEqual({ type: 'sportsbook:balance-changed' });
    expect(read({ type: 'sportsbook:open-deposit' })?.type).toBe('sportsbook:open-deposit');
    expect(read({ type: 'sportsbook:open-sign-in' })?.type).toBe('sportsbook:open-sign-in');
    expect(read({ type: 'sportsbook:navigate', path: '/profile/bonuses' })).toEqual({ type: 'sportsbook:navigate', path: '/profile/bonuses' });
    expect(read({ type: 'sportsbook:height-changed', height: 812 })).toEqual({ type: 'sportsbook:height-changed', height: 812 });
    expect(read({ type: 'sportsbook:history', depth: 2 })).toEqual({ type: 'sportsbook:history', depth: 2 });
    expect(read({ type: 'sportsbook:bet-placed', bet_type: 'acca', stake: 10000, currency: 'UZS', selections: 2 })?.type).toBe('sportsbook:bet-placed');
  });

  it('drops a message from another window or another origin, even of the right shape', () => {
    expect(read({ type: 'sportsbook:open-sign-in' }, { source: other })).toBeUndefined();
    expect(read({ type: 'sportsbook:open-sign-in' }, { origin: 'https://evil.example' })).toBeUndefined();
    expect(read({ type: 'sportsbook:open-sign-in' }, { origin: 'http://localhost' })).toBeUndefined();
    expect(readFrameMessage({ data: { type: 'sportsbook:open-sign-in' }, source: null, origin: ORIGIN }, null, ORIGIN)).toBeUndefined();
  });

  it('drops unknown types, extra fields and wrong field types', () => {
    expect(read({ type: 'sportsbook:open-cashier' })).toBeUndefined();
    expect(read({ type: 'omad:balance' })).toBeUndefined();
    expect(read({ type: 'sportsbook:balance-changed', amount: 5 })).toBeUndefined();
    expect(read({ type: 'sportsbook:height-changed', height: '812' })).toBeUndefined();
    expect(read({ type: 'sportsbook:height-changed', height: -1 })).toBeUndefined();
    expect(read({ type: 'sportsbook:height-changed', height: 12.5 })).toBeUndefined();
    expect(read({ type: 'sportsbook:history', depth: 1001 })).toBeUndefined();
    expect(read({ type: 'sportsbook:bet-placed', bet_type: 'lucky', stake: 1, currency: 'UZS', selections: 1 })).toBeUndefined();
    expect(read('sportsbook:open-sign-in')).toBeUndefined();
    expect(read(null)).toBeUndefined();
    expect(read([{ type: 'sportsbook:open-sign-in' }])).toBeUndefined();
  });

  it('navigates only to a path on this site', () => {
    expect(read({ type: 'sportsbook:navigate', path: 'https://evil.example/' })).toBeUndefined();
    expect(read({ type: 'sportsbook:navigate', path: '//evil.example/x' })).toBeUndefined();
    expect(read({ type: 'sportsbook:navigate', path: '/\\evil.example' })).toBeUndefined();
    expect(read({ type: 'sportsbook:navigate', path: '/%2F%2Fevil.example' })).toBeUndefined();
    expect(read({ type: 'sportsbook:navigate', path: 'javascript:alert(1)' })).toBeUndefined();
    expect(read({ type: 'sportsbook:navigate', path: `/${'a'.repeat(600)}` })).toBeUndefined();
  });
});
