/**
 * Home (SPEC §2 `/`): the greeting and balances, the banners (banners.get, sorted by position, image keys remapped,
 * SPEC §3), the casino rails composed in by the app (`rails`), a jackpot ticker, recent winners and the menu banner
 * (SPEC §6: the public variant opens registration, the signed-in variant goes to its slug or to the offers).
 * Each section fails alone: a banner or jackpot failure leaves the rest of the lobby working (SPEC §8).
 */
import { lazy, startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { WhenNear } from '../../ui/when-idle.tsx';
import { BANNER_DEFAULTS, get as getBanners } from '../../api/banners.ts';
import { bootRead, type FirstScreenBoot } from '../../server-data/first-screen.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import './home-page.css';
import '../../i18n/texts/home.ts';

// Decision 030: below the rails, out of the first screen everywhere: they load when the player scrolls near.
const RecentWinners = lazy(async () => ({ default: (await import('./recent-winners.tsx')).RecentWinners }));
const MenuBanner = lazy(async () => ({ default: (await import('./menu-banner.tsx')).MenuBanner }));
// Decision 030: the ticker, at the first screen's lower edge on phones, loads when near; its box is held meanwhile.
const JackpotTicker = lazy(async () => ({ default: (await import('./jackpot-ticker.tsx')).JackpotTicker }));
const TICKER_PLACEHOLDER = <div className="home-ticker home-ticker--skeleton" aria-hidden="true" />;

/** Decision 015: home's own first-screen read (the banners), started at boot (src/app/boot/first-screens.ts). */
export function startHomeReads(boot: FirstScreenBoot): Promise<unknown> {
  // SPEC §7 banners.get with count 10 and fields id,finished_at,description: the carousel's read.
  return bootRead(getBanners, BANNER_DEFAULTS, boot);
}

export default function HomePage({ rails }: { rails?: ReactNode }) {
  const t = useT();
  const { info, loaded, waited } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  // Decision 030 point 10: home renders before the session is known (its banners are the same for everyone); what
  // differs by player waits for it, or for the end of the start's wait (then as for a guest).
  // Decision 030: the banners, the page's largest paint, commit and paint in a render of their own; the sections
  // below follow in a transition, so the banner's paint does not wait for the whole page's render.
  const [bannersFirst, setBannersFirst] = useState(true);
  useEffect(() => startTransition(() => setBannersFirst(false)), []);
  // Decision 030 point 21: the sections the session settles are mounted in a deferred render, with the page's reads
  // moving to the player's key, not in the render that draws the header's balance.
  const settled = useDeferredValue(!bannersFirst && (loaded || waited || signedIn));
  return (
    <main className="omad-page home">
      {/* The banners first: the page's largest paint, in the same place for guests and players (decision 022). */}
      <BannerCarousel />
      {settled ? (
        <>
          <section className="home__hero" aria-labelledby="home-title">
            <h1 id="home-title">{t('home.title')}</h1>
            <p>{signedIn ? t('home.playerText', { name: info?.fakename || info?.login || '' }) : t('home.guestText')}</p>
            {signedIn ? null : (
              <Link className="omad-link-button" href={href('signIn')}>
                {t('home.signInCta')}
              </Link>
            )}
          </section>
          {signedIn && info ? (
            <section className="home__balances" aria-labelledby="home-balances">
              <h2 id="home-balances">{t('home.balancesTitle')}</h2>
              <dl>
                {(['main', 'bonus'] as const).map((kind) => {
                  const balance = kind === 'main' ? info.balance_main : info.balance_bonus;
                  return balance ? (
                    <div key={kind} className={`home__balance home__balance--${kind}`}>
                      <dt>{t(`balance.${kind}`)}</dt>
                      <dd className="tabular">{formatMoney(balance.amount, balance.currency)}</dd>
                    </div>
                  ) : null;
                })}
              </dl>
            </section>
          ) : null}
          <WhenNear placeholder={TICKER_PLACEHOLDER}>
            <JackpotTicker />
          </WhenNear>
          {rails}
          <WhenNear>
            <RecentWinners />
          </WhenNear>
          <WhenNear>
            <MenuBanner signedIn={signedIn} />
          </WhenNear>
        </>
      ) : (
        // Who this is is not known yet: a guest's sign-in offer or a player's balances would be a guess (the header's
        // account place says it is loading). The box keeps what comes below the fold (wide screens' footer) there, so
        // nothing on the screen moves when the sections arrive.
        <div className="home__pending" aria-busy="true" />
      )}
    </main>
  );
}
