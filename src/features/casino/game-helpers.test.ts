import { describe, expect, it } from 'vitest';
import { hostEffect, isBalanceMessage } from './game-page.tsx';
import { lobbyRows } from './lobby-leaderboard.tsx';

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

describe('the lobby leaderboard', () => {
  const entry = (place: number, isMe = false) => ({ place, fakename: `p${place}`, points: 1000 - place, is_me: isMe });
  it('shows the top places and the player’s own row below them once', () => {
    const table = Array.from({ length: 20 }, (_, index) => entry(20 - index, 20 - index === 17));
    const rows = lobbyRows(table);
    expect(rows.top.map((row) => row.place)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.mine?.place).toBe(17);
    expect(lobbyRows([entry(1), entry(2, true), entry(3)]).mine).toBeUndefined();
    expect(lobbyRows([]).top).toEqual([]);
  });
});
