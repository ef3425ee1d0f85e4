/**
 * Home (SPEC §2 `/`): the greeting and balances, the banners (banners.get, sorted by position, image keys remapped,
 * SPEC §3), the casino rails composed in by the app (`rails`), a jackpot ticker, recent winners and the menu banner
 * (SPEC §6: the public variant opens registration, the signed-in variant goes to its slug or to the offers).
 * Each section fails alone: a banner or jackpot failure leaves the rest of the lobby working (SPEC §8).
 */
import { lazy, type ReactNode } from 'react';
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

/** Below the rails, out of the first screen on phones and laptops alike: they come when the player scrolls near (decision 030). */
const RecentWinners = lazy(async () => ({ default: (await import('./recent-winners.tsx')).RecentWinners }));
const MenuBanner = lazy(async () => ({ default: (await import('./menu-banner.tsx')).MenuBanner }));
/**
 * Decision 022/030: the jackpot ticker sits at the first screen's lower edge on phones; its code comes when it is on or near the
 * screen (decision 030), its box (the skeleton's size) held meanwhile, so the first load and the main thread carry only
 * what the first screen paints first.
 */
const JackpotTicker = lazy(async () => ({ default: (await import('./jackpot-ticker.tsx')).JackpotTicker }));
const TICKER_PLACEHOLDER = <div className="home-ticker home-ticker--skeleton" aria-hidden="true" />;

/** Issue 13: home's own first-screen read (the banners), started at boot (src/app/first-screens.ts). */
export function startHomeReads(boot: FirstScreenBoot): Promise<unknown> {
  // SPEC §7 banners.get with count 10 and fields id,finished_at,description: the carousel's read.
  return bootRead(getBanners, BANNER_DEFAULTS, boot);
}

export default function HomePage({ rails }: { rails?: ReactNode }) {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  return (
    <main className="omad-page home">
      {/* The banners first: the page's largest paint, in the same place for guests and players (issue 13, decision 022). */}
      <BannerCarousel />
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
            {info.balance_main ? (
              <div className="home__balance home__balance--main">
                <dt>{t('balance.main')}</dt>
                <dd className="tabular">{formatMoney(info.balance_main.amount, info.balance_main.currency)}</dd>
              </div>
            ) : null}
            {info.balance_bonus ? (
              <div className="home__balance home__balance--bonus">
                <dt>{t('balance.bonus')}</dt>
                <dd className="tabular">{formatMoney(info.balance_bonus.amount, info.balance_bonus.currency)}</dd>
              </div>
            ) : null}
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
    </main>
  );
}
