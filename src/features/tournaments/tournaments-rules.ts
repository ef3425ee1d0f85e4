/**
 * The tournaments' rules (decision 016): which section a tournament is listed in and in what order, how its scoring
 * rule is named, which leaderboard rows show (with the player's own row pinned), and which prizes are still to announce
 * on this device.
 */
import { array, string } from 'superstruct';
import type { LeaderboardEntry } from '../../api/leaderboard.ts';
import type { KnownScoring, Tournament } from '../../api/tournaments.ts';
import { known } from '../../i18n/index.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/device-storage.ts';

export type Section = 'active' | 'upcoming' | 'finished';
export const SECTIONS: readonly Section[] = ['active', 'upcoming', 'finished'];
const SCORINGS: readonly KnownScoring[] = ['total_bet', 'max_multiplier', 'rounds'];

/** The platform's status, or what the dates say when it sends none (or one the app does not know). */
export function sectionOf(tournament: Pick<Tournament, 'status' | 'started_at' | 'finished_at'>, nowSeconds: number): Section {
  const status = known(tournament.status, SECTIONS);
  if (status) return status;
  if (tournament.finished_at != null && tournament.finished_at <= nowSeconds) return 'finished';
  if (tournament.started_at != null && tournament.started_at > nowSeconds) return 'upcoming';
  return 'active';
}

/** Running ones ending soonest first, upcoming ones starting soonest first, finished ones latest first. */
export function sections(items: readonly Tournament[], nowSeconds: number): Record<Section, Tournament[]> {
  const grouped: Record<Section, Tournament[]> = { active: [], upcoming: [], finished: [] };
  for (const item of items) grouped[sectionOf(item, nowSeconds)].push(item);
  const at = (value: number | null | undefined) => value ?? Number.MAX_SAFE_INTEGER;
  grouped.active.sort((a, b) => at(a.finished_at) - at(b.finished_at));
  grouped.upcoming.sort((a, b) => at(a.started_at) - at(b.started_at));
  grouped.finished.sort((a, b) => (b.finished_at ?? 0) - (a.finished_at ?? 0));
  return grouped;
}

/** The scoring rule, or `other` for one this app does not know yet (its text then says the operator's rules apply). */
export function scoringOf(tournament: Pick<Tournament, 'scoring'>): KnownScoring | 'other' {
  return known(tournament.scoring, SCORINGS) ?? 'other';
}

/** Days and a clock (HH:MM:SS) for a countdown. */
export function splitCountdown(totalSeconds: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}

/**
 * The leaderboard rows to show: the rows read, and the player's own row (`me`) appended when it stands below them.
 * `pinned` says whether the own row is to be pinned (kept in view while the table scrolls): always when the player
 * is in the table, since the visible places depend on the scroll.
 */
export function boardRows(items: readonly LeaderboardEntry[], me: LeaderboardEntry | null | undefined): { rows: LeaderboardEntry[]; mine: LeaderboardEntry | undefined; appended: boolean } {
  const rows = [...items].sort((a, b) => a.place - b.place);
  const listed = rows.find((row) => row.is_me);
  if (listed) return { rows, mine: listed, appended: false };
  if (me) return { rows: [...rows, { ...me, is_me: true }], mine: me, appended: true };
  return { rows, mine: undefined, appended: false };
}

/** Tournaments identify by a number; anything else in the URL is the SEO name (SPEC §2). */
export function tournamentQuery(idOrName: string): { id: number } | { name: string } {
  return /^\d{1,10}$/.test(idOrName) ? { id: Number(idOrName) } : { name: idOrName };
}

const MAX_SEEN = 100;

function seenPrizes(): string[] {
  return readStored(STORAGE_KEYS.seenTournamentPrizes, array(string())) ?? [];
}

/** Finished tournaments in which this player won a prize not announced on this device yet. */
export function unannouncedPrizes(items: readonly Tournament[], uid: number, seen: readonly string[] = seenPrizes()): Tournament[] {
  if (uid <= 0) return [];
  return items.filter((item) => item.player_prize && item.player_prize.amount > 0 && item.status === 'finished' && !seen.includes(`${uid}:${item.id}`));
}

/** Remembers that the prize of this tournament was announced to this player. */
export function markPrizeAnnounced(uid: number, tournamentId: number): void {
  const key = `${uid}:${tournamentId}`;
  const kept = [...seenPrizes().filter((entry) => entry !== key), key].slice(-MAX_SEEN);
  writeStored(STORAGE_KEYS.seenTournamentPrizes, kept);
}
