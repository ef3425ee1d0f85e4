/**
 * SPEC §4: after login the unseen-cashback and campaign popups are queued, one after another, never on top of
 * each other (popup-store.ts `queue`).
 * - Cashback: the latest cashback (count 1, order desc, statuses paid_out,active) is shown when it is active and
 *   not yet seen, or paid_out without receiving_expired_at (and not yet received or declined). Its id is stored on the platform under the key
 *   SEEN_CASHBACK_KEY (src/api/storage.ts, storage.set) only after the popup closes (SPEC §4).
 * - Campaign: the campaign popup the operator set up for the moment of login, read with popups.get by the
 *   sysname `login` (SPEC names the campaign popup and popups.get by sysname, not which sysname follows a login;
 *   this is the choice made here); popups.get answers null when there is none.
 * Each is read once, here, and the popup shows that answer (its props). These are plain calls, not reads of the
 * server-data cache (src/server-data/reads.ts): they run once at the moment of login, and nothing else shows them.
 * Any failed read skips its popup: a missing promotion never blocks the player, and the next login asks again.
 */
import { get as getCashbacks, LATEST_CASHBACK, type Cashback } from '../../api/cashbacks.ts';
import { get as getPopup } from '../../api/popups.ts';
import { get as getStored, SEEN_CASHBACK_KEY, set as setStored } from '../../api/storage.ts';
import { onPopupClose, openPopup, type PopupName } from '../../stores/popup-store.ts';

export const LOGIN_CAMPAIGN_SYSNAME = 'login';

/**
 * SPEC §4, pure. A paid-out cashback without a receiving end shows at every sign-in until the player received or
 * declined it (decision 011: it then stays paid_out and carries received_at or declined_at); once claimed, the
 * popup that offers to claim it has nothing left to offer, so it is not shown again.
 */
export function isCashbackUnseen(
  cashback: Pick<Cashback, 'id' | 'status' | 'receiving_expired_at'> & Partial<Pick<Cashback, 'received_at' | 'declined_at'>> | undefined,
  seenId: string | null | undefined,
): boolean {
  if (!cashback) return false;
  if (cashback.status === 'active') return String(cashback.id) !== (seenId ?? '');
  return cashback.status === 'paid_out' && cashback.receiving_expired_at === null && !cashback.received_at && !cashback.declined_at;
}

/** The latest cashback when it is due; a failed read (the cashback's or the seen id's) rejects. */
async function unseenCashback(): Promise<Cashback | undefined> {
  const [list, seen] = await Promise.all([getCashbacks(LATEST_CASHBACK), getStored({ key: SEEN_CASHBACK_KEY })]);
  const cashback = list.items[0];
  return isCashbackUnseen(cashback, seen.value) ? cashback : undefined;
}

/** Reads both, then queues what is due in SPEC order (cashback first, then the campaign). */
export async function queueLoginPopups(): Promise<PopupName[]> {
  const [cashback, campaign] = await Promise.all([
    // SPEC §8: these popups are offers; a failed read means no offer this time (see the header).
    unseenCashback().catch(() => undefined),
    getPopup({ sysname: LOGIN_CAMPAIGN_SYSNAME }).catch(() => null),
  ]);
  const queued: PopupName[] = [];
  if (cashback) {
    const id = openPopup('unseen-cashback', { cashback }, { queue: true });
    const stop = onPopupClose((entry) => {
      if (entry.id !== id) return;
      stop();
      // SPEC §4: the seen id is stored only after the popup closes. Should the write fail, the popup comes back at
      // the next login, which is the honest outcome: the platform does not know it was seen.
      void setStored({ key: SEEN_CASHBACK_KEY, value: String(cashback.id) }).catch(() => undefined);
    });
    queued.push('unseen-cashback');
  }
  if (campaign) {
    openPopup('campaign', { campaign }, { queue: true, closable: campaign.is_closable !== false });
    queued.push('campaign');
  }
  return queued;
}
