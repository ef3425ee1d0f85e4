/**
 * A prize paid to the player raises a notification, once, wherever the player is (decisions 016 and 027). It is found
 * three ways: the tournaments pages announce an unannounced prize when they read the tournaments (tournament-facts.tsx); the app
 * calls `checkPrizes` when the player's signed-in life starts (a start with a session, or a sign-in: a prize won while
 * the player was away) and when the balance poll finds the main balance risen (src/app/signed-in-prize-watch.tsx), loading
 * this module only then.
 *
 * Which prizes were announced is kept on the platform (SPEC §7 `storage.*`, one key per prize under
 * ANNOUNCED_PRIZE_KEY_PREFIX, read in one call with `storage.getKeys`), so a prize told on one device is not told again
 * on another; this device also remembers them (tournaments-rules.ts), so a device that has told every prize it sees reads nothing.
 */
import { fetchRead } from '../../server-data/reads.ts';
import { ANNOUNCED_PRIZE_KEY_PREFIX, getKeys, set as setStored } from '../../api/storage.ts';
import { get as getTournaments, type Tournament } from '../../api/tournaments.ts';
import { t, type Translate } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import { sessionState } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { LIST_PARAMS } from './tournaments-data.ts';
import { markPrizeAnnounced, unannouncedPrizes } from './tournaments-rules.ts';
import '../../i18n/texts/tournaments.ts';

/**
 * At most this many prize keys are kept on the platform (its store holds 100 keys per player, shared with other
 * features): the oldest tournaments' keys go first, as those have long left the list the app reads.
 */
export const MAX_PRIZE_KEYS = 30;

/** Where the announced prizes are kept on the platform; tests hand in another. */
export interface AnnouncedPrizes {
  /** The tournament ids whose prize was announced; rejects when they cannot be read. */
  read(): Promise<Set<number>>;
  remember(tournamentId: number): Promise<unknown>;
  forget(tournamentId: number): Promise<unknown>;
}

export const platformAnnouncedPrizes: AnnouncedPrizes = {
  async read() {
    const { keys } = await getKeys({});
    const ids = keys.filter((key) => key.startsWith(ANNOUNCED_PRIZE_KEY_PREFIX)).map((key) => Number(key.slice(ANNOUNCED_PRIZE_KEY_PREFIX.length)));
    return new Set(ids.filter((id) => Number.isSafeInteger(id)));
  },
  remember: (tournamentId) => setStored({ key: `${ANNOUNCED_PRIZE_KEY_PREFIX}${tournamentId}`, value: '1' }),
  // Without a value (sent as the literal null, SPEC §3) `storage.set` removes the key.
  forget: (tournamentId) => setStored({ key: `${ANNOUNCED_PRIZE_KEY_PREFIX}${tournamentId}` }),
};

/**
 * Shows the toast for each prize of `items` not yet announced to `uid`, on this device or (read from the platform) on
 * any other, and remembers it in both; returns how many were shown. When the platform's list cannot be read nothing is
 * shown this time (SPEC §8: the next start, balance rise or tournaments page asks again), so a prize is never told twice.
 */
export async function announcePrizes(items: readonly Tournament[], uid: number, translate: Translate = t, store: AnnouncedPrizes = platformAnnouncedPrizes): Promise<number> {
  if (unannouncedPrizes(items, uid).length === 0) return 0;
  const announced = await store.read();
  let shown = 0;
  // Read again after the wait: another check (the tournaments page and the start's) may have told some meanwhile.
  for (const item of unannouncedPrizes(items, uid)) {
    const prize = item.player_prize;
    if (!prize) continue;
    markPrizeAnnounced(uid, item.id);
    if (announced.has(item.id)) continue;
    announced.add(item.id);
    showToast(translate('tournaments.prizeNotice', { title: item.description?.title ?? translate('pages.tournament'), amount: formatMoney(prize.amount, prize.currency) }), { kind: 'success', duration: 8000 });
    // Should the write fail, this device still remembers it; another device may tell it once more.
    void store.remember(item.id).catch(() => undefined);
    shown++;
  }
  const stale = [...announced].sort((a, b) => a - b).slice(0, Math.max(0, announced.size - MAX_PRIZE_KEYS));
  for (const id of stale) void store.forget(id).catch(() => undefined);
  return shown;
}

/**
 * One read of the tournaments (the list page's read and key, so its cache is shared) and the notices it calls for;
 * returns how many were shown. `read` is that read unless a test hands in another.
 */
export async function checkPrizes(
  uid: number = sessionState.info?.uid ?? 0,
  read: () => Promise<{ items: readonly Tournament[] }> = () => fetchRead(getTournaments, LIST_PARAMS),
  store: AnnouncedPrizes = platformAnnouncedPrizes,
): Promise<number> {
  if (uid <= 0) return 0;
  const list = await read();
  return announcePrizes(list.items, uid, t, store);
}
