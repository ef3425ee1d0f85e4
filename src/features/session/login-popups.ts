/**
 * SPEC §4: after login the unseen-cashback and campaign popups are queued, one after another, never on top of
 * each other (popup-store.ts `queue`).
 * - Cashback: the latest cashback (count 1, order desc, statuses paid_out,active) is shown when it is active and
 *   not yet seen, or paid_out without receiving_expired_at. Its id is stored under already_seen_cashback_id
 *   (storage.set, SPEC §7) only after the popup closes (SPEC §4).
 * - Campaign: the campaign popup the operator set up for the moment of login, read with popups.get by the
 *   sysname `login` (SPEC names the campaign popup and popups.get by sysname, not which sysname follows a login;
 *   this is the choice made here); popups.get answers null when there is none.
 * Any failed read skips its popup: a missing promotion never blocks the player.
 */
import { getLatestCashback, type Cashback } from '../api/cashbacks.ts';
import { get as getPopup } from '../api/popups.ts';
import { get as getStored, SEEN_CASHBACK_KEY, set as setStored } from '../api/storage.ts';
import { onPopupClose, openPopup } from './popup-store.ts';

export const CASHBACK_POPUP = 'unseen-cashback';
export const CAMPAIGN_POPUP = 'campaign';
export const LOGIN_CAMPAIGN_SYSNAME = 'login';

/** SPEC §4, pure. */
export function isCashbackUnseen(cashback: Pick<Cashback, 'id' | 'status' | 'receiving_expired_at'> | undefined, seenId: string | null | undefined): boolean {
  if (!cashback) return false;
  if (cashback.status === 'active') return String(cashback.id) !== (seenId ?? '');
  return cashback.status === 'paid_out' && cashback.receiving_expired_at === null;
}

async function unseenCashback(): Promise<Cashback | undefined> {
  const [cashback, seen] = await Promise.all([getLatestCashback(), getStored({ key: SEEN_CASHBACK_KEY }).then((answer) => answer.value).catch(() => null)]);
  return isCashbackUnseen(cashback, seen) ? cashback : undefined;
}

/** Reads both, then queues what is due in SPEC order (cashback first, then the campaign). */
export async function queueLoginPopups(): Promise<string[]> {
  const [cashback, campaign] = await Promise.all([
    unseenCashback().catch(() => undefined),
    getPopup({ sysname: LOGIN_CAMPAIGN_SYSNAME }).catch(() => null),
  ]);
  const queued: string[] = [];
  if (cashback) {
    const id = openPopup(CASHBACK_POPUP, { queue: true, props: { cashbackId: cashback.id } });
    const stop = onPopupClose((entry) => {
      if (entry.id !== id) return;
      stop();
      // SPEC §4: the seen id is stored only after the popup closes.
      void setStored({ key: SEEN_CASHBACK_KEY, value: String(cashback.id) }).catch(() => undefined);
    });
    queued.push(CASHBACK_POPUP);
  }
  if (campaign) {
    openPopup(CAMPAIGN_POPUP, { queue: true, closable: campaign.is_closable !== false, props: { sysname: campaign.sysname } });
    queued.push(CAMPAIGN_POPUP);
  }
  return queued;
}
