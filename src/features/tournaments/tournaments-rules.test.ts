// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tournament } from '../../api/tournaments.ts';
import { boardRows, markPrizeAnnounced, scoringOf, sectionOf, sections, splitCountdown, tournamentQuery, unannouncedPrizes } from './tournaments-rules.ts';

const NOW = 1_700_000_000;
const item = (id: number, status: string | undefined, started: number, finished: number, extra: Partial<Tournament> = {}): Tournament =>
  ({ id, status, started_at: started, finished_at: finished, ...extra });

describe('tournament sections', () => {
  it('groups by status (or by the dates when the status is unknown) and orders each section', () => {
    const grouped = sections(
      [item(1, 'active', NOW - 10, NOW + 500), item(2, 'active', NOW - 10, NOW + 100), item(3, 'upcoming', NOW + 300, NOW + 900), item(4, 'upcoming', NOW + 200, NOW + 900), item(5, 'finished', NOW - 900, NOW - 500), item(6, 'finished', NOW - 900, NOW - 100), item(7, 'someday', NOW + 50, NOW + 60)],
      NOW,
    );
    expect(grouped.active.map((entry) => entry.id)).toEqual([2, 1]);
    expect(grouped.upcoming.map((entry) => entry.id)).toEqual([7, 4, 3]);
    expect(grouped.finished.map((entry) => entry.id)).toEqual([6, 5]);
    expect(sectionOf(item(8, undefined, NOW - 100, NOW - 1), NOW)).toBe('finished');
    expect(sectionOf(item(9, undefined, NOW - 100, NOW + 1), NOW)).toBe('active');
  });

  it('names known scoring rules and falls back for others', () => {
    expect(scoringOf({ scoring: 'total_bet' })).toBe('total_bet');
    expect(scoringOf({ scoring: 'rounds' })).toBe('rounds');
    expect(scoringOf({ scoring: 'max_multiplier' })).toBe('max_multiplier');
    expect(scoringOf({ scoring: 'spins_per_hour' })).toBe('other');
    expect(scoringOf({ scoring: null })).toBe('other');
  });

  it('splits a countdown into days and a clock', () => {
    expect(splitCountdown(3 * 86_400 + 3600 + 61)).toEqual({ days: 3, clock: '01:01:01' });
    expect(splitCountdown(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });

  it('reads a number as an id and anything else as the SEO name', () => {
    expect(tournamentQuery('4')).toEqual({ id: 4 });
    expect(tournamentQuery('tezkor-zar')).toEqual({ name: 'tezkor-zar' });
  });
});

describe('the leaderboard rows', () => {
  const row = (place: number, me = false) => ({ place, fakename: `p${place}`, points: 1000 - place, is_me: me });
  it('keeps the own row where it is listed, or appends it after the places read', () => {
    expect(boardRows([row(2), row(1, true)], null)).toMatchObject({ rows: [{ place: 1 }, { place: 2 }], mine: { place: 1 }, appended: false });
    const below = boardRows([row(1), row(2)], row(40, true));
    expect(below.rows.map((entry) => entry.place)).toEqual([1, 2, 40]);
    expect(below).toMatchObject({ appended: true, mine: { place: 40 } });
    expect(boardRows([row(1)], undefined)).toMatchObject({ mine: undefined, appended: false });
  });
});

describe('prize notices', () => {
  beforeEach(() => localStorage.clear());
  it('announces a won prize once per player and tournament', () => {
    const won = item(3, 'finished', NOW - 10, NOW - 5, { player_prize: { amount: 50_000, currency: 'UZS' } });
    const lost = item(4, 'finished', NOW - 10, NOW - 5, { place: 30 });
    expect(unannouncedPrizes([won, lost], 0)).toEqual([]);
    expect(unannouncedPrizes([won, lost], 1001).map((entry) => entry.id)).toEqual([3]);
    markPrizeAnnounced(1001, 3);
    expect(unannouncedPrizes([won, lost], 1001)).toEqual([]);
    expect(unannouncedPrizes([won], 2001).map((entry) => entry.id)).toEqual([3]);
  });
});
