import { describe, expect, it } from 'vitest';
import { lobbyRows } from './lobby-leaderboard.tsx';

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
