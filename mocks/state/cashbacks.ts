/**
 * Weekly cashback (SPEC §3 "Cashback", §4 unseen-cashback popup): 10% of a player's net real-money losses of
 * the week (Monday 00:00 to Sunday 24:00, Tashkent time) accrues on the week's active cashback, created by the
 * first losing round of the week. At the week's end the platform pays it out (status paid_out); the sandbox
 * settles a week when the player's cashbacks are next read. A paid-out cashback can be received for 3 days.
 */
import type { Currency } from './money.ts';

export const CASHBACK_PERCENT = 10;
export const WEEK_S = 7 * 24 * 60 * 60;
export const RECEIVE_FOR_S = 3 * 24 * 60 * 60;
const TASHKENT_OFFSET_S = 5 * 60 * 60;
/** 1970-01-05, the first Monday after the epoch. */
const FIRST_MONDAY_S = 4 * 24 * 60 * 60;

export interface CashbackRecord {
  id: number;
  status: 'active' | 'paid_out';
  /** Minor units. */
  amountMinor: number;
  currency: Currency;
  /** Unix seconds. */
  start: number;
  end: number;
  createdAt: number;
  receivingExpiredAt: number | null;
  /** Unix seconds the player received it into the main balance (cashbacks.payout), or declined it (cashbacks.remove). */
  receivedAt?: number | null;
  declinedAt?: number | null;
}

/** A paid-out cashback the player can still claim: not received, not declined, receiving not ended. */
export function isReceivable(entry: CashbackRecord, nowSeconds: number): boolean {
  return entry.status === 'paid_out' && !entry.receivedAt && !entry.declinedAt && (entry.receivingExpiredAt === null || nowSeconds < entry.receivingExpiredAt);
}

/** The week (Tashkent time) that holds `nowSeconds`. */
export function weekOf(nowSeconds: number): { start: number; end: number } {
  const start = Math.floor((nowSeconds + TASHKENT_OFFSET_S - FIRST_MONDAY_S) / WEEK_S) * WEEK_S + FIRST_MONDAY_S - TASHKENT_OFFSET_S;
  return { start, end: start + WEEK_S };
}

export class CashbackState {
  private readonly byUid = new Map<number, CashbackRecord[]>();
  private nextId = 1;

  /** A real-money round lost `lossMinor` (bet minus win, > 0): the week's cashback grows by its share. */
  accrue(uid: number, currency: Currency, lossMinor: number, nowMs: number): void {
    if (!(lossMinor > 0)) return;
    const now = Math.floor(nowMs / 1000);
    const list = this.list(uid, nowMs);
    const week = weekOf(now);
    let current = list.find((entry) => entry.status === 'active' && entry.start === week.start && entry.currency === currency);
    if (!current) {
      current = { id: this.nextId++, status: 'active', amountMinor: 0, currency, start: week.start, end: week.end, createdAt: now, receivingExpiredAt: null };
      list.push(current);
    }
    current.amountMinor += Math.floor((lossMinor * CASHBACK_PERCENT) / 100);
  }

  /** A loyalty shop product (decision 018): `amountMinor` added to the week's running cashback as it is. */
  boost(uid: number, currency: Currency, amountMinor: number, nowMs: number): void {
    if (!(amountMinor > 0)) return;
    // The same week entry a loss would grow: a 100 % "loss" share of amount x 100 / CASHBACK_PERCENT.
    this.accrue(uid, currency, Math.ceil((amountMinor * 100) / CASHBACK_PERCENT), nowMs);
  }

  /** A past week from the seed (mocks/fixtures/cashier-history.ts); later cashbacks get the following ids. */
  seed(uid: number, record: Omit<CashbackRecord, 'id'>): CashbackRecord {
    const entry: CashbackRecord = { ...record, id: this.nextId++ };
    const list = this.byUid.get(uid) ?? [];
    list.push(entry);
    this.byUid.set(uid, list);
    return entry;
  }

  /** The player's cashbacks, oldest first, with finished weeks settled. */
  list(uid: number, nowMs: number): CashbackRecord[] {
    let list = this.byUid.get(uid);
    if (!list) {
      list = [];
      this.byUid.set(uid, list);
    }
    const now = Math.floor(nowMs / 1000);
    for (const entry of list) {
      if (entry.status === 'active' && entry.end <= now) {
        entry.status = 'paid_out';
        entry.receivingExpiredAt = entry.end + RECEIVE_FOR_S;
      }
    }
    return list;
  }
}
