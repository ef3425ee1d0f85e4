import { describe, expect, it } from 'vitest';
import type { GameHistoryItem } from '../../api/games.ts';
import { appendRounds } from './game-history-page.tsx';
import { fullScreenAllowed, isBalanceMessage } from './game-page.tsx';
import { safeHttpUrl } from './safe-url.ts';
import { appendUnique } from './use-game-list.ts';

describe('the game frame', () => {
  it('follows launch URLs over http(s) only', () => {
    expect(safeHttpUrl('/sandbox-games/slot/?token=x', 'https://omad.uz')).toBe('https://omad.uz/sandbox-games/slot/?token=x');
    expect(safeHttpUrl('https://games.example/launch', 'https://omad.uz')).toBe('https://games.example/launch');
    expect(safeHttpUrl('javascript:alert(1)', 'https://omad.uz')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,hi', 'https://omad.uz')).toBeUndefined();
    expect(safeHttpUrl(null, 'https://omad.uz')).toBeUndefined();
  });

  it('refreshes the balance only for the games’ own messages', () => {
    expect(isBalanceMessage({ type: 'omad:balance' })).toBe(true);
    expect(isBalanceMessage({ type: 'omad:round', round_id: 'r1' })).toBe(true);
    expect(isBalanceMessage({ type: 'other' })).toBe(false);
    expect(isBalanceMessage('omad:balance')).toBe(false);
    expect(isBalanceMessage(null)).toBe(false);
  });

  it('shows full screen per SPEC §9 visibility: all, telegram, product, none', () => {
    expect(fullScreenAllowed('all', 'browser')).toBe(true);
    expect(fullScreenAllowed('telegram', 'telegram')).toBe(true);
    expect(fullScreenAllowed('telegram', 'browser')).toBe(false);
    expect(fullScreenAllowed('product', 'browser')).toBe(true);
    expect(fullScreenAllowed('product', 'telegram')).toBe(false);
    expect(fullScreenAllowed('none', 'browser')).toBe(false);
  });
});

describe('appended pages', () => {
  it('drop games and rounds already listed', () => {
    const tile = (sysname: string) => ({ sysname, name: sysname, image: null, provider: null, type: null, types: [] });
    expect(appendUnique([tile('a'), tile('b')], [tile('b'), tile('c')]).map((game) => game.sysname)).toEqual(['a', 'b', 'c']);
    const round = (id: number): GameHistoryItem => ({ id, created_at: 1 });
    expect(appendRounds([round(1), round(2)], [round(2), round(3)]).map((entry) => entry.id)).toEqual([1, 2, 3]);
  });
});
