/**
 * /betting (SPEC §2; decision 017): the operator's sportsbook in a frame that fills the screen between the header and the
 * bottom navigation (the page itself does not scroll on a phone; the frame scrolls inside). The frame gets the
 * session and language through its launch (launch.ts) and, when either changes, through a message (the slip it holds
 * survives a sign-in). It speaks to the app only through the messages of frame-messages.ts, from its own window and
 * origin. Inside Telegram the back button steps back inside the frame first (src/stores/back-steps.ts).
 * The CMS's betting notice (SPEC §3 notice betting) shows above the frame when it is on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { hostColourScheme } from '../../../platform/colour-scheme.ts';
import { handle as handleEvent } from '../../api/events.ts';
import { invalidateReads, useRead } from '../../server-data/reads.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { useT } from '../../i18n/index.ts';
import { localeState } from '../../stores/locale-store.ts';
import { trackBetPlaced } from '../../services/analytics-events.ts';
import { frameMessageOrigin, frameSandbox } from '../../lib/frame-sandbox.ts';
import { safeHttpUrl } from '../../api/url-safety.ts';
import { setInnerBack } from '../../stores/back-steps.ts';
import { openPopup } from '../../stores/popup-store.ts';
import { isAuthenticated, refreshAccount, sessionState } from '../../stores/session-store.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { readFrameMessage, type BackMessage, type FrameMessage, type SessionMessage } from './frame-messages.ts';
import { sportsbookLaunch } from './launch.ts';
import './betting.css';
import '../../i18n/texts/betting.ts';
import '../../i18n/texts/identification.ts';
import { playHold, playStep } from '../../lib/identification.ts';

/** A burst of "balance changed" messages costs one account read. */
const BALANCE_REFRESH_DELAY_MS = 300;

export default function BettingPage() {
  const t = useT();
  const { settings, loaded } = useSnapshot(cmsState);
  const { launchUrl, oddsFormat } = settings.sportsbook;
  // The theme the frame starts in: the host's at the first launch (the frame loads once).
  const [theme] = useState(hostColourScheme);
  const launch = useRead(sportsbookLaunch, { launchUrl: launchUrl ?? '', oddsFormat, theme }, { enabled: launchUrl !== null });
  // The frame loads once, from the first launch; later launches (a sign-in, a language) reach it as a message.
  const [src, setSrc] = useState<string>();
  const ready = launch.status === 'ready' ? launch.data : undefined;
  useEffect(() => {
    if (ready && src === undefined) setSrc(safeHttpUrl(ready.url, window.location.origin));
  }, [ready, src]);

  return (
    <main className="betting-page">
      {settings.noticeBetting.isEnabled && settings.noticeBetting.text ? (
        <p className="betting-page__notice" data-testid="betting-notice">
          {settings.noticeBetting.text}
        </p>
      ) : null}
      <IdentifyToBet />
      {loaded && launchUrl === null ? (
        // No provider configured (CMS common `sportsbook.launchUrl`): nothing to retry, the operator has to set it.
        <EmptyState alert title={t('betting.unavailableTitle')} description={t('betting.unavailableText')} />
      ) : src ? (
        <SportsbookFrame src={src} token={ready?.token} />
      ) : launch.status === 'failed' || (ready && src === undefined && !safeHttpUrl(ready.url, window.location.origin)) ? (
        <EmptyState
          alert
          title={t('betting.failedTitle')}
          description={t('betting.failedText')}
          action={
            <button type="button" className="omad-action omad-action--primary" onClick={launch.status === 'failed' ? launch.retry : () => window.location.reload()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : (
        <div className="betting-page__frame">
          <Spinner label={t('betting.loading')} />
        </div>
      )}
    </main>
  );
}

function SportsbookFrame({ src, token }: { src: string; token: string | undefined }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { locale } = useSnapshot(localeState);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [contentHeight, setContentHeight] = useState<number>();
  const depth = useRef(0);
  const betReported = useRef(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>();
  const origin = frameMessageOrigin(src, window.location.origin);

  const post = useCallback(
    (message: SessionMessage | BackMessage) => {
      // A sandboxed frame on the app's own origin has an opaque origin that no target origin can name: `*`, sent to
      // that one window only.
      frame.current?.contentWindow?.postMessage(message, origin === 'null' ? '*' : origin);
    },
    [origin],
  );

  // Decision 033: the app's own rule holds bets whatever the book's platform does; an approval lets them through.
  const hold = playHold(useSnapshot(sessionState).info, useSnapshot(cmsState).settings.identityVerification.isRequiredForPlay);
  // The session and language, after the frame loads and whenever a new launch arrives or the hold changes.
  useEffect(() => {
    if (loaded && token && (locale === 'uz' || locale === 'ru')) post({ type: 'sportsbook:session', token, locale, hold });
  }, [loaded, token, locale, hold, post]);

  const onMessage = useCallback(
    (event: MessageEvent) => {
      const message: FrameMessage | undefined = readFrameMessage(event, frame.current?.contentWindow, origin);
      if (!message) return;
      switch (message.type) {
        case 'sportsbook:balance-changed':
          if (refreshTimer.current !== undefined) return;
          refreshTimer.current = setTimeout(() => {
            refreshTimer.current = undefined;
            if (isAuthenticated(sessionState.info)) void refreshAccount().catch(() => undefined);
            void invalidateReads(['games.getHistory', 'BettingBonuses.get']);
          }, BALANCE_REFRESH_DELAY_MS);
          return;
        case 'sportsbook:open-deposit':
          openPopup('cashier');
          return;
        case 'sportsbook:open-verification':
          openPopup('identity-verification', { why: t('identification.betting'), step: message.step, play: true });
          return;
        case 'sportsbook:open-sign-in':
          // SPEC §3 auth config markBetting: the popup says it was the slip that asked (src/app/popups/authentication-popup.tsx).
          openPopup('authentication', { reason: 'betting' });
          return;
        case 'sportsbook:navigate':
          navigate(message.path);
          return;
        case 'sportsbook:height-changed':
          setContentHeight(message.height);
          return;
        case 'sportsbook:history':
          depth.current = message.depth;
          return;
        case 'sportsbook:bet-placed':
          trackBetPlaced({ amount: message.stake, currency: message.currency, kind: message.bet_type === 'acca' ? 'express' : message.bet_type, selections: message.selections });
          // Decision 018: tells the platform a sports bet was placed (its loyalty quest "first sports bet" checks the bet
          // itself and pays once). SPEC §7: the app does not act on the answer, so a refusal changes nothing here.
          if (!betReported.current) {
            betReported.current = true;
            handleEvent({ event: 'sports_bet_placed' }).catch(() => undefined);
          }
          return;
      }
    },
    [origin, navigate, t],
  );

  useEffect(() => {
    window.addEventListener('message', onMessage);
    setInnerBack(() => {
      if (depth.current <= 0) return false;
      post({ type: 'sportsbook:back' });
      depth.current -= 1;
      return true;
    });
    return () => {
      window.removeEventListener('message', onMessage);
      setInnerBack(undefined);
      if (refreshTimer.current !== undefined) clearTimeout(refreshTimer.current);
    };
  }, [onMessage, post]);

  // The frame is ready when it reports its content (its first message) or, failing that, when it has loaded.
  const shown = loaded && contentHeight !== undefined;
  return (
    <div className="betting-page__frame" data-content-height={contentHeight}>
      {shown ? null : <Spinner label={t('betting.loading')} />}
      <iframe
        ref={frame}
        src={src}
        title={t('betting.frameTitle')}
        sandbox={frameSandbox(src, window.location.origin)}
        referrerPolicy="origin"
        data-testid="sportsbook-frame"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}

/**
 * Decision 033: a player not identified reads before the first bet that bets need identification, with the way to it
 * (the book refuses the bet anyway and the frame then asks the app to open the same step); during a review, that it runs.
 */
function IdentifyToBet() {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const { settings } = useSnapshot(cmsState);
  const step = playStep(info, settings.identityVerification.isRequiredForPlay);
  if (step === 'play') return null;
  return (
    <p className="betting-page__notice" data-testid="betting-identification">
      {t(step === 'pending' ? 'identification.pending' : 'identification.betting')}{' '}
      {step === 'identify' ? (
        <button type="button" className="omad-action omad-action--primary" onClick={() => openPopup('identity-verification', { why: t('identification.betting'), play: true })}>
          {t('identification.verify')}
        </button>
      ) : null}
    </p>
  );
}
