/**
 * The player's casino bonuses as the platform lists them (bonuses.get; issue 14's history tab). Read-only in
 * the sandbox so far: bonuses are seeded (mocks/fixtures/cashier-history.ts); activating, deactivating and
 * removing them belong to the bonus issue and answer MethodNotFoundException until then.
 */
import type { BonusStatus } from '../../src/api/bonuses.ts';
import type { Locale } from './accounts.ts';
import type { Currency } from './money.ts';

export interface BonusRecord {
  readonly id: number;
  readonly uid: number;
  readonly status: BonusStatus;
  /** Minor units. */
  readonly amountMinor: number;
  readonly currency: Currency;
  /** The wagering requirement, minor units: `wageredMinor` of `requiredMinor`. */
  readonly wageredMinor: number;
  readonly requiredMinor: number;
  /** Unix seconds. */
  readonly createdAt: number;
  readonly expiredAt: number | null;
  readonly title: Readonly<Record<Locale, string>>;
  readonly text: Readonly<Record<Locale, string>>;
}

export class BonusState {
  private readonly records: BonusRecord[] = [];

  add(record: BonusRecord): void {
    if (this.records.some((entry) => entry.id === record.id)) throw new Error(`Bonus ${record.id} exists`);
    this.records.push(record);
  }

  /** The player's bonuses, newest first (ties by id), so pages are stable. */
  list(uid: number): BonusRecord[] {
    return this.records.filter((entry) => entry.uid === uid).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }
}
