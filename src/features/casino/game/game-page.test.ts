import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { hostEffect, isBalanceMessage, isUnknownGame } from './game-page.tsx';

describe('the game frame', () => {
  it('refreshes the balance only for the games’ own messages', () => {
    expect(isBalanceMessage({ type: 'omad:balance' })).toBe(true);
    expect(isBalanceMessage({ type: 'omad:round', round_id: 'r1' })).toBe(true);
    expect(isBalanceMessage({ type: 'other' })).toBe(false);
    expect(isBalanceMessage('omad:balance')).toBe(false);
    expect(isBalanceMessage(null)).toBe(false);
  });

  it('holds the app open only while a real round is open, and celebrates only a win', () => {
    expect(hostEffect({ type: 'omad:round-start', mode: 'real', round_id: 'r1' })).toEqual({ busy: true });
    expect(hostEffect({ type: 'omad:round-start', mode: 'demo', round_id: 'r1' })).toBeUndefined();
    expect(hostEffect({ type: 'omad:round-end', mode: 'demo' })).toEqual({ busy: false });
    expect(hostEffect({ type: 'omad:round', mode: 'real', win: 1010 })).toEqual({ win: true });
    expect(hostEffect({ type: 'omad:round', mode: 'real', win: 0 })).toBeUndefined();
    expect(hostEffect({ type: 'omad:round', win: '5' })).toBeUndefined();
    expect(hostEffect({ type: 'omad:balance' })).toBeUndefined();
    expect(hostEffect('omad:round-start')).toBeUndefined();
    expect(hostEffect(null)).toBeUndefined();
  });
});

describe('a game the platform does not know (issue 12 defect)', () => {
  const refused = (errorData: Record<string, string[]>, type: 'InvalidParameterException' | 'InternalServerErrorException' = 'InvalidParameterException') =>
    new ApiError({ kind: 'http', operation: 'games.get', status: type === 'InvalidParameterException' ? 422 : 500, type, message: 'x', errorData });

  it('is a sysname the platform refuses as a parameter', () => {
    expect(isUnknownGame(refused({ 'options.sysname': ['INVALID'] }))).toBe(true);
    expect(isUnknownGame(refused({ sysname: ['NOT_FOUND'] }))).toBe(true);
  });

  it('is not a network, server or other parameter failure, which keeps its retry', () => {
    expect(isUnknownGame(new ApiError({ kind: 'network', operation: 'games.get', message: 'offline' }))).toBe(false);
    expect(isUnknownGame(refused({}, 'InternalServerErrorException'))).toBe(false);
    expect(isUnknownGame(refused({ 'options.count': ['MAX_VALUE'] }))).toBe(false);
    expect(isUnknownGame(new Error('boom'))).toBe(false);
  });
});
