/**
 * The balance poll of SPEC §4/§9 with the SPEC §3 balance-update settings (server-configured; their defaults are
 * DEFAULT_BALANCE_SETTINGS in src/api/balance-defaults.ts):
 * - every `countSecondsForInterval` seconds while `isEnabledInterval`;
 * - with `isEnabledTurnOffRequests`, it stops after `countMinutesAfterWhichRequestsTurnedOff` minutes without
 *   a click; with `isEnabledRequestsAfterClick` a click restarts it and asks for the balance once, at most one
 *   request per `countSecondsForDelayBetweenClick` seconds;
 * - it runs only while signed in and not on a game page: the caller pauses it there.
 */
import type { Balances } from '../../api/account.ts';
import type { BalanceUpdateSettings } from '../../api/metadata.ts';

export interface BalancePoll {
  click: () => void;
  /** Paused on game pages (SPEC §4). */
  setPaused: (paused: boolean) => void;
  /** True while the interval runs. */
  readonly running: boolean;
  stop: () => void;
}

export function createBalancePoll(settings: BalanceUpdateSettings, fetchBalance: () => Promise<void>): BalancePoll {
  let interval: ReturnType<typeof setInterval> | undefined;
  let offTimer: ReturnType<typeof setTimeout> | undefined;
  let clickTimer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  let stopped = false;
  let turnedOff = false;
  let inFlight = false;

  const request = () => {
    if (inFlight || paused || stopped) return;
    inFlight = true;
    void fetchBalance()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };

  const clearAll = () => {
    if (interval !== undefined) clearInterval(interval);
    if (offTimer !== undefined) clearTimeout(offTimer);
    interval = undefined;
    offTimer = undefined;
  };

  const start = () => {
    clearAll();
    if (paused || stopped || turnedOff) return;
    if (settings.isEnabledInterval && settings.countSecondsForInterval > 0) interval = setInterval(request, settings.countSecondsForInterval * 1000);
    if (settings.isEnabledTurnOffRequests && settings.countMinutesAfterWhichRequestsTurnedOff > 0) {
      offTimer = setTimeout(() => {
        turnedOff = true;
        clearAll();
      }, settings.countMinutesAfterWhichRequestsTurnedOff * 60_000);
    }
  };

  start();
  return {
    click: () => {
      if (stopped || paused) return;
      if (turnedOff && !settings.isEnabledRequestsAfterClick) return;
      turnedOff = false;
      start();
      if (settings.isEnabledRequestsAfterClick && clickTimer === undefined) {
        clickTimer = setTimeout(() => {
          clickTimer = undefined;
          request();
        }, Math.max(0, settings.countSecondsForDelayBetweenClick) * 1000);
      }
    },
    setPaused: (next) => {
      if (next === paused) return;
      paused = next;
      if (paused) clearAll();
      else start();
    },
    get running() {
      return interval !== undefined;
    },
    stop: () => {
      stopped = true;
      clearAll();
      if (clickTimer !== undefined) clearTimeout(clickTimer);
      clickTimer = undefined;
    },
  };
}

/**
 * The poll's read: reads the balances, applies them, and calls `onRise` when the main balance read is above
 * the one shown just before (same currency). Only the poll's own reads count: a flow of this tab that sets the balance
 * itself (a deposit, a cashback claim) has already shown it, so the next poll sees no rise. Any rise is a trigger (a
 * prize, a win in another tab, a deposit settled elsewhere): what the listener does with it must be cheap and rare.
 */
export function pollRead(
  read: () => Promise<Balances>,
  shown: () => Balances['balance_main'] | undefined,
  apply: (balances: Balances) => void,
  onRise?: () => void,
): () => Promise<void> {
  return async () => {
    const balances = await read();
    const before = shown();
    apply(balances);
    const after = balances.balance_main;
    if (onRise && before && before.currency === after.currency && after.amount > before.amount) onRise();
  };
}
