/**
 * The session's life while a player is signed in (SPEC §4, §9), loaded by session-life.tsx only
 * then, so guests never download it (nor the API declarations it reads):
 * - the balance poll (balance-poll.ts) with the platform's balance-update settings, paused on game pages (the
 *   route table's meta says which; the app hands it in), telling the app's `onBalanceRise` when the main balance rose;
 * - the inactivity warning and logout (timers/inactivity.ts) from general info's time_to_force_logout;
 * - the session-time limit's warning and end (timers/session-limit.ts, decision 035);
 * - the reality-check reminder (timers/reality-check.ts) at the player's interval (account.getResponsibleGaming; a
 *   saved change reaches it through the server-data cache, src/server-data/reads.ts);
 * - notices (SPEC §3 loyalty notifications) read at the first interaction and again on every path change;
 * - the registration and confirm-contact hints (hints.ts).
 * All of it belongs to one signed-in account: a sign-out, or another account, unmounts it and so stops it.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { getBalance, getResponsibleGaming, type AccountInfo } from '../../api/account.ts';
import { getNotifications, type LoyaltyNotification } from '../../api/loyalty.ts';
import { getGeneralInfo, type BalanceUpdateSettings } from '../../api/metadata.ts';
import { invalidateReads, SHARED_FRESH_MS, useRead } from '../../server-data/reads.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { t } from '../../i18n/index.ts';
import { trackLogoutError } from '../../services/analytics-events.ts';
import { href } from '../../lib/paths.ts';
import { closePopup, onPopupClose, openPopup, popupState } from '../../stores/popup-store.ts';
import { applyBalances, sessionState, signOut } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { createBalancePoll, pollRead, type BalancePoll } from './balance-poll.ts';
import { ACTIVITY_EVENTS, hasInteracted, onFirstInteraction } from './first-interaction.ts';
import { useHints } from './hints.ts';
import { createInactivityTimer, type InactivityTimer } from './timers/inactivity.ts';
import { NoticeArea } from './notices/notice-area.tsx';
import { createRealityCheck, forgetSessionStart, sessionStartedAt, type RealityCheck } from './timers/reality-check.ts';
import { createSessionLimitTimer } from './timers/session-limit.ts';
import { getSessionLimit } from '../../api/session-limit.ts';
import { serverNow } from '../../stores/server-clock.ts';
import '../../i18n/texts/auth.ts';
import '../../i18n/texts/protection.ts';

const NO_NOTICES: readonly LoyaltyNotification[] = [];
/** SPEC §4: the player's activity (a key, a click, a scroll, a touch) for the inactivity timer and the notices. */
const LISTEN = { passive: true, capture: true } as const;

function listen(types: readonly string[], handler: () => void): () => void {
  for (const type of types) window.addEventListener(type, handler, LISTEN);
  return () => {
    for (const type of types) window.removeEventListener(type, handler, LISTEN);
  };
}

/** True from the player's first key, click, scroll or touch on, counted from the app's start (first-interaction.ts). */
function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(hasInteracted);
  useEffect(() => (interacted ? undefined : onFirstInteraction(() => setInteracted(true))), [interacted]);
  return interacted;
}

/**
 * SPEC §4/§9 balance poll; `settings` undefined while they are being read. `onRise` hears when a poll finds the main
 * balance above the one shown (the app checks for a tournament prize then: a prize is paid into the balance).
 */
function useBalancePoll(settings: BalanceUpdateSettings | undefined, paused: boolean, onRise: (() => void) | undefined): void {
  const [poll, setPoll] = useState<BalancePoll>();
  const rise = useRef(onRise);
  rise.current = onRise;
  useEffect(() => {
    if (!settings) return;
    const read = pollRead(
      () => getBalance({}),
      () => sessionState.info?.balance_main,
      applyBalances,
      () => rise.current?.(),
    );
    const created = createBalancePoll(settings, read);
    setPoll(created);
    const stopClicks = listen(['click'], () => created.click());
    return () => {
      stopClicks();
      created.stop();
    };
  }, [settings]);
  useEffect(() => poll?.setPaused(paused), [poll, paused]);
}

/** SPEC §4/§9 inactivity warning and logout; a timeout of 0 (unknown or not set) never logs out. */
function useInactivity(timeoutMs: number, location: string, navigate: (path: string) => void): void {
  const [timer, setTimer] = useState<InactivityTimer>();
  useEffect(() => {
    const created = createInactivityTimer(timeoutMs, {
      onWarn: (deadline) => openPopup('inactivity-warning', { deadline }),
      onExpire: () => {
        if (popupState.current?.sysname === 'inactivity-warning') closePopup({ force: true });
        void signOut()
          .catch(trackLogoutError)
          .finally(() => {
            navigate(href('home'));
            showToast(t('auth.inactivity.loggedOut'), { kind: 'info' });
          });
      },
    });
    setTimer(created);
    const stopActivity = listen(ACTIVITY_EVENTS, () => created.activity());
    // Any close of the warning (its button, the close button, Escape) is the player's answer: they are here.
    const stopClose = onPopupClose((entry) => {
      if (entry.sysname === 'inactivity-warning' && created.warning) created.extend();
    });
    return () => {
      stopActivity();
      stopClose();
      created.stop();
      // A warning with no timer behind it would count down to nothing.
      if (popupState.current?.sysname === 'inactivity-warning') closePopup({ force: true });
    };
  }, [timeoutMs, navigate]);
  // A new path is activity too (the timer itself ignores it while the warning shows).
  useEffect(() => timer?.activity(), [timer, location]);
}

/** The reality-check reminder (set on SPEC §2 /profile/responsible-game), counted from the session's start in this tab. */
function useRealityCheck(uid: number): void {
  const settings = useRead(getResponsibleGaming, {}, { localised: false });
  // Off until the player's interval is known, and when it cannot be read.
  const minutes = settings.status === 'ready' ? settings.data.reality_check_minutes : null;
  const [check, setCheck] = useState<RealityCheck>();
  useEffect(() => {
    const created = createRealityCheck(sessionStartedAt(uid, Date.now()), null, {
      onRemind: (playedMs) => openPopup('reality-check', { playedMinutes: Math.floor(playedMs / 60_000) }, { queue: true }),
    });
    setCheck(created);
    return () => {
      created.stop();
      forgetSessionStart();
      if (popupState.current?.sysname === 'reality-check') closePopup({ force: true });
    };
  }, [uid]);
  useEffect(() => check?.setMinutes(minutes), [check, minutes]);
}

/**
 * The session-time limit (decision 035): a warning a minute before the platform ends the session, and a read at the end
 * whose refusal ends it in the app (src/app/boot/api-failures.ts). A change on the responsible-gaming page reaches it
 * through the server-data cache.
 */
function useSessionLimit(): void {
  const limit = useRead(getSessionLimit, {}, { localised: false });
  const endsAt = limit.status === 'ready' ? limit.data.session_ends_at : null;
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = createSessionLimitTimer(endsAt * 1000, {
      now: serverNow,
      onWarn: () => showToast(t('protection.sessionEndsSoon'), { kind: 'info' }),
      onEnd: () => void invalidateReads([getSessionLimit]),
    });
    return () => timer.stop();
  }, [endsAt]);
}

/** SPEC §3/§4 notices: read once the player has interacted, and again on every path change. */
function useNotices(enabled: boolean, location: string): readonly LoyaltyNotification[] {
  const notices = useRead(getNotifications, {}, { enabled });
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    void invalidateReads([getNotifications]);
  }, [location]);
  // SPEC §8: a failed read leaves what was there (useRead keeps the last answer).
  return notices.status === 'ready' ? notices.data.items : NO_NOTICES;
}

export interface SignedInLifeProps {
  info: Pick<AccountInfo, 'uid' | 'reg_time' | 'login'>;
  gamePage: boolean;
  /** Told when the balance poll finds the main balance risen; the app composes what follows (features do not import each other). */
  onBalanceRise?: () => void;
}

export default function SignedInLife({ info, gamePage, onBalanceRise }: SignedInLifeProps) {
  const [location, navigate] = useLocation();
  const cms = useSnapshot(cmsState);
  // Settings, not texts: the same read as the profile pages' and the analytics' (one request, whatever the language).
  const general = useRead(getGeneralInfo, {}, { localised: false, maxAgeMs: SHARED_FRESH_MS });
  const known = general.status === 'ready' ? general.data : undefined;
  // While general info is read nothing is started; when it cannot be read the CMS settings and no logout apply.
  const settled = general.status !== 'loading';
  useBalancePoll(settled ? (known?.balance_update_settings ?? cms.balanceUpdate) : undefined, gamePage, onBalanceRise);
  useInactivity((known?.time_to_force_logout ?? 0) * 1000, location, navigate);
  useRealityCheck(info.uid);
  useSessionLimit();
  useHints(info, navigate);
  const interacted = useFirstInteraction();
  // SPEC §6: loyalty data needs one of the loyalty flags.
  const notices = useNotices(interacted && (cms.settings.isEnableLoyalty || cms.settings.isEnableCharacters), location);
  return <NoticeArea notices={notices} />;
}
