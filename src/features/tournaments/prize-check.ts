/**
 * Issue 17: a prize paid to the player raises a notification, wherever the player is. The tournaments pages announce
 * an unannounced prize when they read the tournaments (parts.tsx); elsewhere the app calls `checkPrizes` when the
 * balance poll finds the main balance risen (src/app/app.tsx), loading this module only then. Each prize is announced
 * once per player on this device (logic.ts remembers them), whichever of the two finds it first.
 */
import { fetchRead } from '../../api/queries.ts';
import { get as getTournaments, type Tournament } from '../../api/tournaments.ts';
import { t, type Translate } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import { sessionState } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { LIST_PARAMS, markPrizeAnnounced, unannouncedPrizes } from './logic.ts';
import '../../i18n/texts/tournaments.ts';

/** Shows the toast for each prize of `items` not yet announced to `uid`, and remembers it; returns how many. */
export function announcePrizes(items: readonly Tournament[], uid: number, translate: Translate = t): number {
  let shown = 0;
  for (const item of unannouncedPrizes(items, uid)) {
    const prize = item.player_prize;
    if (!prize) continue;
    markPrizeAnnounced(uid, item.id);
    showToast(translate('tournaments.prizeNotice', { title: item.description?.title ?? translate('pages.tournament'), amount: formatMoney(prize.amount, prize.currency) }), { kind: 'success', duration: 8000 });
    shown++;
  }
  return shown;
}

/**
 * One read of the tournaments (the list page's read and key, so its cache is shared) and the notices it calls for;
 * returns how many were shown. `read` is that read unless a test hands in another.
 */
export async function checkPrizes(
  uid: number = sessionState.info?.uid ?? 0,
  read: () => Promise<{ items: readonly Tournament[] }> = () => fetchRead(getTournaments, LIST_PARAMS),
): Promise<number> {
  if (uid <= 0) return 0;
  const list = await read();
  return announcePrizes(list.items, uid);
}
