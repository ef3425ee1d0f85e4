/**
 * The game page (SPEC §2 /game/{sysname}, game layout): the game in a frame, in demo mode (fun balance) or real mode
 * (`#real`; a guest gets registration, which src/app/popups/popup-query.ts opens from the URL), a full-screen button per the
 * CMS's fullScreenVisibility (SPEC §9), the free spins left on this game, and the slot-error state when a launch fails
 * (SPEC §2 system pages: its button leads to the game hall). The game tells us when money moved with
 * `postMessage({type: 'omad:balance' | 'omad:round'})`; the header's balance is then read again. While a real-money
 * round is open (`omad:round-start` to `omad:round-end`) the host asks before closing the app (Telegram's closing
 * confirmation through platform().setBusy), and a round that pays out gets the host's win haptic.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { platform } from '../../../../platform/index.ts';
import { isApiError } from '../../../api/errors.ts';
import { handle as handleEvent } from '../../../api/events.ts';
import { gameDisplay, get as getGames, type GameListItem } from '../../../api/games.ts';
import { defineRead, invalidateReads, useRead } from '../../../server-data/reads.ts';
import { fullScreenWanted } from '../../../cms/full-screen.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { formatMoney } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { frameMessageOrigin, frameSandbox } from '../../../lib/frame-sandbox.ts';
import { safeHttpUrl } from '../../../api/url-safety.ts';
import { describePage } from '../../../stores/page-seo-store.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { isAuthenticated, refreshAccount, sessionState } from '../../../stores/session-store.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { SlotError } from '../../../ui/slot-error.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { toTile } from '../casino-data.ts';
import { usePlayerGames } from '../player-games/player-games.ts';
import { rememberPlayed } from '../player-games/local-lists.ts';
import { FullScreenIcon } from '../../../ui/screen-icons.tsx';
import '../../../ui/controls.css';
import '../../../ui/lists.css';
import '../casino.css';
import './game.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.game.ts';

export type GameMode = 'real' | 'demo';

/** Decision 033: only a player without a real launch meets it, so it is not part of the game's first load. */
const IdentifyToPlay = lazy(() => import('./identify-to-play.tsx'));

function subscribeHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** SPEC §2: `#real` is real mode; anything else is demo. */
export function useGameMode(): GameMode {
  return useSyncExternalStore(
    subscribeHash,
    () => (window.location.hash === '#real' ? 'real' : 'demo'),
    () => 'demo',
  );
}

/** Messages a game may post to its parent; anything else is ignored. */
export function isBalanceMessage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'omad:balance' || type === 'omad:round';
}

/** What a game's message asks of the host: hold the app open while real money is at stake, and celebrate a win. */
export type HostEffect = { busy: boolean } | { win: true } | undefined;

export function hostEffect(data: unknown): HostEffect {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { type?: unknown; mode?: unknown; win?: unknown };
  // Demo rounds risk nothing: no closing confirmation for them, but their end always clears one.
  if (message.type === 'omad:round-start') return message.mode === 'real' ? { busy: true } : undefined;
  if (message.type === 'omad:round-end') return { busy: false };
  if (message.type === 'omad:round' && typeof message.win === 'number' && message.win > 0) return { win: true };
  return undefined;
}

/**
 * One game by the address's name, with its launch URLs for this session (SPEC §7 games.get); null when the platform has
 * no such game. SPEC §2: /game/{name} takes the sysname or the game's SEO name, which may differ; a name that is no
 * sysname is asked for as an SEO name (a second read only for such an address).
 */
export const gameBySysname = defineRead<{ sysname: string }, GameListItem | null>('casino.game', ['games.get'], async ({ sysname: name }, { signal }) => {
  const bySysname = await getGames({ options: { sysname: name, count: 1 } }, { signal }).then(
    (list) => list.items.find((game) => game.sysname === name) ?? null,
    (error: unknown) => {
      if (isUnknownGame(error)) return null;
      throw error;
    },
  );
  if (bySysname) return bySysname;
  const bySeoName = await getGames({ options: { seo_name: name, count: 1 } }, { signal }).catch((error: unknown) => {
    if (isUnknownGame(error)) return { items: [] };
    throw error;
  });
  return bySeoName.items.find((game) => game.seo_name === name) ?? null;
});

/**
 * A sysname the platform refuses as a parameter names no game either: the sandbox (mocks/api/games.ts) answers
 * InvalidParameterException on `options.sysname` for one it cannot hold. That is "not found", not a network problem.
 */
export function isUnknownGame(error: unknown): boolean {
  return isApiError(error) && error.is('InvalidParameterException') && Object.keys(error.errorData).some((field) => /(^|\.)(sysname|seo_name)$/.test(field));
}

export default function GamePage({ params }: { params: Record<string, string | undefined> }) {
  const sysname = params.sysname ?? '';
  const t = useT();
  const mode = useGameMode();
  const { info } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  const uid = signedIn ? (info?.uid ?? 0) : 0;
  const player = usePlayerGames();
  // Rounds played here may use free spins, and lists keep the player's reads for a while (decision 030): leaving the
  // game reads them again for the tiles the player goes back to.
  useEffect(() => () => void invalidateReads(['freespins.get']), []);
  const read = useRead(gameBySysname, { sysname });
  // The launch URLs belong to the session: a change of session reads the game again (src/server-data/reads.ts), and a
  // game is never launched from an answer that is being replaced.
  const loading = read.status === 'loading' || (read.status === 'ready' && read.refreshing);
  const missing = (read.status === 'ready' && read.data === null) || (read.status === 'failed' && isUnknownGame(read.error));
  const game = read.status === 'ready' && !loading ? (read.data ?? undefined) : undefined;
  const tile = game ? toTile(game) : undefined;
  const freespins = player.freespins[game?.sysname ?? sysname];
  // The head of this page (src/seo): the game's name in words for the SEO title, as the served HTML has it
  // (server/head.ts); an unknown game (or a failed read) keeps the url's sysname. The head waits for this answer.
  const [path] = useLocation();
  const displayName = read.status === 'ready' && read.data ? gameDisplay(read.data).name : undefined;
  const settled = read.status !== 'loading';
  const realFrame = game ? (
    <GameFrame
      key={`real-${uid}`}
      real
      url={game.url}
      game={game}
      onMissing={
        // No real launch: identify-to-play.tsx says why (identification, or else no money).
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <IdentifyToPlay otherwise={(info?.balance_main?.amount ?? 0) > 0 ? <SlotError /> : <NeedsDeposit />} />
        </Suspense>
      }
    />
  ) : null;
  useEffect(() => {
    if (settled) describePage(path, displayName ? { name: displayName } : {});
  }, [settled, displayName, path]);

  return (
    <main className="game-page">
      <GameBar title={tile?.name ?? ''} mode={mode} signedIn={signedIn} freespins={freespins} />
      {loading ? (
        <div className="game-frame">
          <Spinner label={t('common.loading')} />
        </div>
      ) : missing ? (
        <GameNotFound />
      ) : read.status === 'failed' ? (
        <EmptyState
          alert
          title={t('casino.game.failedTitle')}
          description={t('casino.game.failedText')}
          action={
            <button type="button" className="omad-action omad-action--primary" onClick={read.retry}>
              {t('common.retry')}
            </button>
          }
        />
      ) : !game ? (
        <SlotError />
      ) : mode === 'real' ? (
        signedIn ? (
          // Decision 033: identification before real money is also the app's own rule (the CMS's isRequiredForPlay): a
          // launch the platform gives a player account info shows unidentified is framed only if identify-to-play.tsx
          // finds the rule lets them play (lazy, so an identified player's game loads no more).
          info?.is_verified === true ? (
            realFrame
          ) : (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <IdentifyToPlay otherwise={realFrame} />
            </Suspense>
          )
        ) : (
          <EmptyState
            title={t('casino.game.realNeedsAccount')}
            description={t('casino.game.realNeedsAccountText')}
            action={
              <button type="button" className="omad-action omad-action--primary" onClick={() => openPopup('registration')}>
                {t('casino.game.register')}
              </button>
            }
          />
        )
      ) : (
        <DemoFrame game={game} signedIn={signedIn} />
      )}
    </main>
  );
}

function DemoFrame({ game, signedIn }: { game: GameListItem; signedIn: boolean }) {
  const t = useT();
  const { games } = useSnapshot(cmsState);
  const { info } = useSnapshot(sessionState);
  const demoAvailable = games.isDemoEnabled && game.has_demo !== false && Boolean(game.demo_url);
  if (!demoAvailable) {
    return (
      <EmptyState
        title={t('casino.game.noDemo')}
        description={t(signedIn ? 'casino.game.noDemoPlayer' : 'casino.game.noDemoGuest')}
        action={<PlayRealButton signedIn={signedIn} />}
      />
    );
  }
  const fun = info?.balance_fun;
  return (
    <>
      <p className="game-note">
        <span>{t('casino.game.demoNote')}</span>
        {fun ? <span className="tabular">{t('casino.game.funBalance', { amount: formatMoney(fun.amount, fun.currency) })}</span> : null}
        <PlayRealButton signedIn={signedIn} />
      </p>
      <GameFrame url={game.demo_url} game={game} onMissing={<SlotError />} />
    </>
  );
}

function PlayRealButton({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      className="omad-action omad-action--primary"
      onClick={() => {
        // A guest is asked to register first (SPEC §2); a player switches the hash, which the page follows.
        if (signedIn) window.location.hash = 'real';
        else openPopup('registration');
      }}
    >
      {t('casino.game.playReal')}
    </button>
  );
}

function GameBar({ title, mode, signedIn, freespins }: { title: string; mode: GameMode; signedIn: boolean; freespins: number | undefined }) {
  const t = useT();
  const { fullScreenVisibility } = useSnapshot(cmsState);
  const canFullScreen =
    typeof document !== 'undefined' && document.fullscreenEnabled && fullScreenWanted(fullScreenVisibility, platform().kind);
  const setMode = (next: GameMode) => {
    if (next === mode) return;
    if (next === 'real' && !signedIn) {
      openPopup('registration');
      return;
    }
    window.location.hash = next === 'real' ? 'real' : '';
  };
  return (
    <div className="game-bar">
      <Link href={href('gamehall')} className="game-bar__back" aria-label={t('casino.game.back')}>
        ←
      </Link>
      <h1 className="game-bar__title">{title}</h1>
      {freespins ? <span className="game-tile__badge game-bar__badge">{t('casino.tile.freespins', { count: freespins })}</span> : null}
      <div className="game-bar__mode" role="group" aria-label={t('casino.game.mode')}>
        <button type="button" aria-pressed={mode === 'demo'} onClick={() => setMode('demo')}>
          {t('casino.game.demo')}
        </button>
        <button type="button" aria-pressed={mode === 'real'} onClick={() => setMode('real')}>
          {t('casino.game.real')}
        </button>
      </div>
      <button type="button" className="game-bar__icon" aria-label={t('casino.game.aboutDemo')} onClick={() => openPopup('demo-mode')}>
        ?
      </button>
      {canFullScreen ? (
        <button
          type="button"
          className="game-bar__icon"
          aria-label={t('casino.game.fullScreen')}
          onClick={() => {
            void document.querySelector<HTMLElement>('.game-frame')?.requestFullscreen().catch(() => undefined);
          }}
        >
          <FullScreenIcon size={20} />
        </button>
      ) : null}
    </div>
  );
}

/** How long after a game's message the balance is read, so a burst of messages costs one request. */
const BALANCE_REFRESH_DELAY_MS = 300;

function GameFrame({ url, game, onMissing, real = false }: { url: string | null | undefined; game: GameListItem; onMissing: ReactNode; real?: boolean }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const reported = useRef(false);
  const [loaded, setLoaded] = useState(false);
  const launch = safeHttpUrl(url, window.location.origin);
  const name = toTile(game).name;

  useEffect(() => {
    if (launch) rememberPlayed(toTile(game));
  }, [launch, game]);

  // Decision 013: the frame's sandbox (src/lib/frame-sandbox.ts) never lets the game navigate the app's window;
  // its messages come from its own frame and carry the origin that sandbox gives it.
  const sandbox = launch ? frameSandbox(launch, window.location.origin) : '';
  const messageOrigin = launch ? frameMessageOrigin(launch, window.location.origin) : '';
  const onMessage = useCallback((event: MessageEvent) => {
    // Only the game's own frame may ask for a balance refresh or hold the app open.
    if (event.source !== frame.current?.contentWindow || event.origin !== messageOrigin) return;
    const effect = hostEffect(event.data);
    if (effect && 'busy' in effect) platform().setBusy('game-round', effect.busy);
    else if (effect) platform().haptic('win');
    if (isBalanceMessage(event.data)) scheduleRefresh();
    // Decision 018: the first real round on this page tells the platform the game was played (its loyalty quest "first
    // game of a type" checks the round itself and pays once). SPEC §7: the app does not act on the answer, so a
    // refusal or a lost request changes nothing for the player.
    // A round with no stake (a free spin) is no real-money play: the platform would refuse the event.
    const round = event.data as { type?: unknown; bet?: unknown } | null;
    if (real && !reported.current && round?.type === 'omad:round' && typeof round.bet === 'number' && round.bet > 0) {
      reported.current = true;
      handleEvent({ event: 'game_played', payload: { sysname: game.sysname } }).catch(() => undefined);
    }
  }, [messageOrigin, real, game.sysname]);
  useEffect(() => {
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      cancelRefresh();
      // Leaving the game (or its frame) ends what it had open.
      platform().setBusy('game-round', false);
    };
  }, [onMessage]);

  if (!launch) return <>{onMissing}</>;
  return (
    <div className="game-frame">
      {loaded ? null : <Spinner label={t('casino.game.launching')} />}
      <iframe
        ref={frame}
        src={launch}
        title={name}
        sandbox={sandbox}
        allow="fullscreen; autoplay; clipboard-write"
        referrerPolicy="origin"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRefresh(): void {
  if (refreshTimer !== undefined) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined;
    if (isAuthenticated(sessionState.info)) void refreshAccount().catch(() => undefined);
  }, BALANCE_REFRESH_DELAY_MS);
}

function cancelRefresh(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

/** A sysname the platform does not know (an old link, a removed game): say so and offer the hall. */
function GameNotFound() {
  const t = useT();
  return (
    <EmptyState
      title={t('casino.game.notFoundTitle')}
      description={t('casino.game.notFoundText')}
      action={
        <Link className="omad-link-button" href={href('gamehall')}>
          {t('casino.toHall')}
        </Link>
      }
    />
  );
}

/** Real play without money: the platform gives no real launch URL, so the way on is a deposit. */
function NeedsDeposit() {
  const t = useT();
  return (
    <EmptyState
      title={t('casino.game.needsDeposit')}
      description={t('casino.game.needsDepositText')}
      action={
        <Link className="omad-link-button" href={href('cashierDeposit')}>
          {t('header.deposit')}
        </Link>
      }
    />
  );
}
