/**
 * What runs while a player is signed in (SPEC §4, §9), started and stopped by session-store.ts with the account:
 * - the balance poll (balance-poll.ts) with the server's balance-update settings, paused on game pages;
 * - the inactivity warning and logout (inactivity.ts) from general info's time_to_force_logout;
 * - notices (loyalty notifications, SPEC §3) fetched at the first interaction and on every path change;
 * - the registration hint (2 hours after registration while there is no deposit) and the confirm-contact hint
 *   (5 days after registration while the login contact is unconfirmed and no confirmation was sent);
 * - the reality-check reminder (reality-check.ts) every reality_check_minutes of the session (issue 5).
 * The dependencies on session-store are handed in, so this module never imports it (no cycle).
 */
import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { getBalance, getProfileInfo, getResponsibleGaming, type AccountInfo, type Balances } from '../api/account.ts';
import { getHistory } from '../api/cashier.ts';
import { getNotifications, type LoyaltyNotification } from '../api/loyalty.ts';
import { getGeneralInfo, type GeneralInfo } from '../api/metadata.ts';
import { cmsState } from '../cms/store.ts';
import { currentLocale, t } from '../i18n/index.ts';
import { trackLogoutError } from '../lib/analytics.ts';
import { href, localePrefix, splitLocale } from '../lib/paths.ts';
import { readStored, STORAGE_KEYS } from '../lib/storage.ts';
import { createBalancePoll, DEFAULT_BALANCE_SETTINGS, type BalancePoll } from './balance-poll.ts';
import { createInactivityTimer, type InactivityTimer } from './inactivity.ts';
import { closePopup, onPopupClose, openPopup, popupState } from './popup-store.ts';
import { createRealityCheck, forgetSessionStart, sessionStartedAt, type RealityCheck } from './reality-check.ts';
import { showToast } from './toast-store.ts';
import { boolean } from 'superstruct';

/** SPEC §9. */
export const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;
export const CONFIRM_HINT_MS = 5 * 24 * 60 * 60 * 1000;
export const INACTIVITY_POPUP = 'inactivity-warning';
export const REALITY_CHECK_POPUP = 'reality-check';

export interface LifeDeps {
  info: () => AccountInfo | undefined;
  signOut: () => Promise<void>;
  applyBalances: (balances: Balances) => void;
}

export const lifeState = proxy({
  hints: { registration: false, confirmContact: false },
  notices: [] as LoyaltyNotification[],
  /** When the inactivity logout happens, while the warning shows (ms). */
  logoutAt: undefined as number | undefined,
});

export interface HintInput {
  regTimeSeconds: number | undefined;
  now: number;
  hasDeposit: boolean;
  loginContactConfirmed: boolean;
  confirmSent: boolean;
}

/** SPEC §4 hints, pure. */
export function hintsDue(input: HintInput): { registration: boolean; confirmContact: boolean } {
  if (input.regTimeSeconds === undefined) return { registration: false, confirmContact: false };
  const age = input.now - input.regTimeSeconds * 1000;
  return {
    registration: age >= REGISTRATION_HINT_MS && !input.hasDeposit,
    confirmContact: age >= CONFIRM_HINT_MS && !input.loginContactConfirmed && !input.confirmSent,
  };
}

function isGamePage(): boolean {
  return splitLocale(window.location.pathname).path.startsWith('/game/');
}

function goTo(path: string): void {
  const prefix = localePrefix(currentLocale());
  navigate(`${prefix}${path === '/' && prefix ? '' : path}`);
}

let generalInfo: Promise<GeneralInfo | undefined> | undefined;
function loadGeneralInfo(): Promise<GeneralInfo | undefined> {
  generalInfo ??= getGeneralInfo({}).catch(() => {
    generalInfo = undefined;
    return undefined;
  });
  return generalInfo;
}

/** General info (SPEC §3), read once and shared: the game history's export offer reads the same answer. */
export function sharedGeneralInfo(): Promise<GeneralInfo | undefined> {
  return loadGeneralInfo();
}

interface Running {
  uid: number;
  stop: () => void;
  extend: () => void;
  setRealityCheck: (minutes: number | null) => void;
}

let running: Running | undefined;

/** The player answered the warning: stay signed in. */
export function extendSession(): void {
  running?.extend();
}

/** The player saved a new reality-check interval (profile / responsible gaming): it applies at once. */
export function applyRealityCheck(minutes: number | null): void {
  running?.setRealityCheck(minutes);
}

async function loadNotices(deps: LifeDeps): Promise<void> {
  const { isEnableLoyalty, isEnableCharacters } = cmsState.settings;
  // SPEC §6: loyalty data needs a signed-in player and one of the loyalty flags.
  if (!(isEnableLoyalty || isEnableCharacters) || !deps.info()) return;
  try {
    lifeState.notices = (await getNotifications({})).items;
  } catch {
    // SPEC §8: a failed load leaves what was there.
  }
}

async function checkHints(info: AccountInfo): Promise<void> {
  const now = Date.now();
  const regTime = info.reg_time;
  const first = hintsDue({ regTimeSeconds: regTime, now, hasDeposit: false, loginContactConfirmed: false, confirmSent: false });
  if (!first.registration && !first.confirmContact) {
    lifeState.hints = { registration: false, confirmContact: false };
    return;
  }
  const [hasDeposit, loginContactConfirmed] = await Promise.all([
    first.registration ? getHistory({ type: 'deposit', count: 1, offset: 0 }).then((answer) => answer.items.length > 0).catch(() => true) : Promise.resolve(true),
    first.confirmContact
      ? getProfileInfo({ fields: ['contacts'] })
          .then((profile) => (profile.contacts ?? []).some((contact) => contact.contact.toLowerCase() === (info.login ?? '').toLowerCase() && contact.is_confirmed))
          .catch(() => true)
      : Promise.resolve(true),
  ]);
  const confirmSent = readStored(STORAGE_KEYS.confirmContactSent, boolean()) === true;
  const due = hintsDue({ regTimeSeconds: regTime, now, hasDeposit, loginContactConfirmed, confirmSent });
  lifeState.hints = due;
  if (due.registration) showToast(t('auth.hints.registration'), { kind: 'info', duration: 10_000, action: { label: t('auth.hints.deposit'), run: () => goTo(href('cashierDeposit')) } });
  if (due.confirmContact) showToast(t('auth.hints.confirmContact'), { kind: 'info', duration: 10_000, action: { label: t('auth.hints.confirm'), run: () => goTo(href('profileSettings')) } });
}

function start(info: AccountInfo, deps: LifeDeps): Running {
  let inactivity: InactivityTimer | undefined;
  let poll: BalancePoll | undefined;
  let realityCheck: RealityCheck | undefined;
  let pendingMinutes: number | null | undefined;
  let stopped = false;
  let interacted = false;
  const cleanups: (() => void)[] = [];

  const listen = (target: Window | Document, type: string, handler: () => void) => {
    const options = { passive: true, capture: true };
    target.addEventListener(type, handler, options);
    cleanups.push(() => target.removeEventListener(type, handler, options));
  };

  const firstInteraction = () => {
    if (interacted) return;
    interacted = true;
    void loadNotices(deps);
  };

  const onActivity = () => {
    firstInteraction();
    inactivity?.activity();
  };

  listen(window, 'keydown', onActivity);
  listen(window, 'scroll', onActivity);
  listen(window, 'touchstart', onActivity);
  listen(window, 'click', () => {
    onActivity();
    poll?.click();
  });
  let lastPath = window.location.pathname;
  const onNavigation = () => {
    if (window.location.pathname === lastPath) return;
    lastPath = window.location.pathname;
    inactivity?.activity();
    poll?.setPaused(isGamePage());
    void loadNotices(deps);
  };
  for (const type of ['popstate', 'pushState', 'replaceState']) listen(window, type, onNavigation);

  cleanups.push(
    onPopupClose((entry) => {
      // Closing the warning (the close button, Escape) is the player's answer too: they are here.
      if (entry.sysname === INACTIVITY_POPUP && inactivity?.warning) {
        lifeState.logoutAt = undefined;
        inactivity.extend();
      }
    }),
  );

  void loadGeneralInfo().then((general) => {
    if (stopped) return;
    const settings = general?.balance_update_settings ?? cmsState.balanceUpdate ?? DEFAULT_BALANCE_SETTINGS;
    poll = createBalancePoll(settings, async () => deps.applyBalances(await getBalance({})));
    poll.setPaused(isGamePage());
    const timeoutMs = (general?.time_to_force_logout ?? 0) * 1000;
    inactivity = createInactivityTimer(timeoutMs, {
      onWarn: (deadline) => {
        lifeState.logoutAt = deadline;
        openPopup(INACTIVITY_POPUP, { props: { deadline } });
      },
      onExpire: () => {
        lifeState.logoutAt = undefined;
        if (popupState.current?.sysname === INACTIVITY_POPUP) closePopup({ force: true });
        void deps.signOut().catch(trackLogoutError).finally(() => {
          goTo(href('home'));
          showToast(t('auth.inactivity.loggedOut'), { kind: 'info' });
        });
      },
    });
  });

  // Issue 5: the reality-check reminder, counted from the session's start in this tab.
  const startedAt = sessionStartedAt(info.uid, Date.now());
  const startRealityCheck = (minutes: number | null) => {
    if (stopped) return;
    if (realityCheck) realityCheck.setMinutes(minutes);
    else
      realityCheck = createRealityCheck(startedAt, minutes, {
        onRemind: (playedMs) => openPopup(REALITY_CHECK_POPUP, { queue: true, props: { playedMinutes: Math.floor(playedMs / 60_000) } }),
      });
  };
  void getResponsibleGaming({})
    .then((settings) => startRealityCheck(pendingMinutes !== undefined ? pendingMinutes : settings.reality_check_minutes))
    .catch(() => {
      if (pendingMinutes !== undefined) startRealityCheck(pendingMinutes);
    });

  void checkHints(info);

  return {
    uid: info.uid,
    setRealityCheck: (minutes) => {
      pendingMinutes = minutes;
      startRealityCheck(minutes);
    },
    extend: () => {
      lifeState.logoutAt = undefined;
      inactivity?.extend();
    },
    stop: () => {
      stopped = true;
      inactivity?.stop();
      poll?.stop();
      realityCheck?.stop();
      forgetSessionStart();
      if (popupState.current?.sysname === REALITY_CHECK_POPUP) closePopup({ force: true });
      for (const cleanup of cleanups) cleanup();
      lifeState.logoutAt = undefined;
      lifeState.notices = [];
      lifeState.hints = { registration: false, confirmContact: false };
    },
  };
}

/** Starts the life for a signed-in account, stops it for a guest; the same account keeps its running life. */
export function syncSessionLife(info: AccountInfo | undefined, deps: LifeDeps): void {
  if (typeof window === 'undefined') return;
  const uid = info?.uid ?? 0;
  if (running && running.uid === uid) return;
  running?.stop();
  running = undefined;
  if (info && uid > 0) running = start(info, deps);
}
