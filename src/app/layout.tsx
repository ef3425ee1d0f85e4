/** The default layout (DESIGN.md "Frame"): compact header with balance and deposit, bottom navigation on phones. */
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/index.ts';
import { formatNumber } from '../lib/format.ts';
import { href } from '../lib/paths.ts';
import { openPopup } from '../stores/popup-store.ts';
import { CasinoIcon, GiftIcon, HomeIcon, MenuIcon, SportIcon, UserIcon } from '../ui/icons.tsx';
import { isAuthenticated, sessionState } from '../stores/session-store.ts';
import { shownBalance } from '../stores/shown-balance.ts';
import { SiteLogo } from './site-logo.tsx';
import { DepositLink, useDepositDetailPlace } from './deposit-button.tsx';
import { StayAway } from '../ui/when-idle.tsx';
import './layout.css';

/**
 * The header's language switch and logout show from laptop width up (phones have them in the sidebar), and the
 * switch on the empty layout's top bar: their code loads where they show, so a phone's first load does not carry it
 * (budgets.json). Should it not arrive (offline), the place stays empty instead of failing the page.
 */
const LazyLanguageSwitch = lazy(async () => ({ default: (await import('./language-switch.tsx')).LanguageSwitch }));
const LazyLogoutButton = lazy(async () => ({ default: (await import('./logout-button.tsx')).LogoutButton }));

function LanguageSwitch() {
  return (
    <StayAway>
      <Suspense fallback={null}>
        <LazyLanguageSwitch />
      </Suspense>
    </StayAway>
  );
}

function LogoutButton(props: ComponentProps<typeof LazyLogoutButton>) {
  return (
    <StayAway>
      <Suspense fallback={null}>
        <LazyLogoutButton {...props} />
      </Suspense>
    </StayAway>
  );
}

function BalanceChip() {
  const t = useT();
  const { info, cachedBalances } = useSnapshot(sessionState);
  const place = useDepositDetailPlace();
  const main = shownBalance(info, cachedBalances);
  if (!main) return null;
  const betting = info?.balance_betting_bonus;
  return (
    <div className="header__balance">
      <span className="header__balance-values">
        <span
          className={`header__balance-value${main.refreshing ? ' header__balance-value--refreshing' : ''}`}
          aria-label={main.refreshing ? `${t('balance.main')}, ${t('common.loading')}` : t('balance.main')}
          aria-busy={main.refreshing}
          data-testid="balance-main"
          data-refreshing={main.refreshing ? 'true' : undefined}
        >
          <span className="tabular">{formatNumber(main.amount)}</span> <span className="header__currency">{main.currency}</span>
        </span>
        {/* Issue 15: the betting-bonus balance beside the main one while a betting bonus holds money, labelled in words. */}
        {betting && betting.amount > 0 ? (
          <span className="header__balance-betting" data-testid="balance-betting-bonus">
            <span className="header__balance-betting-label">{t('balance.bettingBonus')}</span> <span className="tabular">{formatNumber(betting.amount)}</span>
          </span>
        ) : null}
      </span>
      {/* Phones show a round "+" (the label stays the accessible name); from 480 px the label itself shows. The CMS
          may move the deposit detail into the profile menu instead (SPEC §9, deposit-button.tsx). */}
      {place === 'header-cashier' ? (
        <DepositLink className="header__deposit">
          <span className="header__deposit-icon" aria-hidden="true">
            +
          </span>
          <span className="header__deposit-label">{t('header.deposit')}</span>
        </DepositLink>
      ) : null}
    </div>
  );
}

/**
 * Phones: logo, balance chip with the deposit button, menu (DESIGN.md "Frame"); the language switch and logout live
 * in the sidebar. From laptop up they join the header and the menu button goes (the sidebar is a column).
 */
export function Header() {
  const t = useT();
  const { info, loaded, cachedBalances } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  const wide = useWide();
  return (
    <header className="header">
      <Link className="header__logo" href={href('home')}>
        <SiteLogo />
      </Link>
      <div className="header__actions">
        {wide ? (
          <div className="header__wide-only">
            <LanguageSwitch />
          </div>
        ) : null}
        {/* Issue 13: a player known from storage sees their balance (refreshing) while the session is still being read. */}
        {signedIn ? (
          <>
            <BalanceChip />
            {wide ? <LogoutButton className="header__logout header__wide-only" /> : null}
          </>
        ) : !loaded && cachedBalances ? (
          <BalanceChip />
        ) : (
          <button type="button" className="header__sign-in" onClick={() => openPopup('authentication')}>
            {t('nav.signIn')}
          </button>
        )}
        <button type="button" className="header__menu" aria-label={t('popups.menu')} onClick={() => openPopup('sidebar')}>
          <MenuIcon size={24} />
        </button>
      </div>
    </header>
  );
}

const NAV_ITEMS = [
  { route: 'home', label: 'nav.home', Icon: HomeIcon },
  { route: 'gamehall', label: 'nav.casino', Icon: CasinoIcon },
  { route: 'betting', label: 'nav.betting', Icon: SportIcon },
  { route: 'promotions', label: 'nav.promotions', Icon: GiftIcon },
] as const;

export function BottomNav() {
  const t = useT();
  const [location] = useLocation();
  const { info } = useSnapshot(sessionState);
  const last = isAuthenticated(info) ? ({ route: 'profile', label: 'nav.profile', Icon: UserIcon } as const) : ({ route: 'signIn', label: 'nav.signIn', Icon: UserIcon } as const);
  return (
    <nav className="bottom-nav" aria-label={t('nav.main')}>
      {[...NAV_ITEMS, last].map((item) => {
        const target = href(item.route as 'home');
        const current = target === '/' ? location === '/' : location.startsWith(target);
        return (
          <Link key={item.route} href={target} className="bottom-nav__item" aria-current={current ? 'page' : undefined}>
            <span aria-hidden="true" className="bottom-nav__icon">
              <item.Icon />
            </span>
            <span className="bottom-nav__label">{t(item.label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/** SPEC §9 laptop breakpoint (layout.css): from here the menu is a column beside the page. */
const WIDE = '(min-width: 992px)';

/**
 * Issue 13: the laptop menu column's code loads only where the column shows. Phones, where it is hidden and the menu
 * is a popup, do not carry it in their first load; the column keeps its width (layout.css) while it arrives.
 */
const SidebarMenu = lazy(async () => ({ default: (await import('./sidebar-menu.tsx')).SidebarMenu }));
/** The footer (decision 027) shows from the same width and comes with the column's code, so phones load neither. */
const SiteFooter = lazy(async () => ({ default: (await import('./sidebar-menu.tsx')).SiteFooter }));

function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

/**
 * `menu={false}` leaves out the laptop menu column, which otherwise sits before the page in focus order (and, hidden
 * on phones, in the document): the user-blocked page (src/app/app.tsx) wants its own support button first.
 */
export function DefaultLayout({ children, menu = true }: { children: ReactNode; menu?: boolean }) {
  const wide = useWide();
  return (
    <div className="layout layout--default">
      <Header />
      <BottomNav />
      <div className="layout__body">
        {menu ? (
          <aside className="layout__sidebar">
            {/* The header carries the language switch and logout from laptop up: no second copy in the column. */}
            {/* Should its code not arrive (offline), the column stays empty instead of failing the page. */}
            {wide ? (
              <StayAway>
                <Suspense fallback={null}>
                  <SidebarMenu footer={false} />
                </Suspense>
              </StayAway>
            ) : null}
          </aside>
        ) : null}
        <div className="layout__content">{children}</div>
      </div>
      {wide ? (
        <StayAway>
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        </StayAway>
      ) : null}
    </div>
  );
}

/** SPEC §2 game layout: the game takes the screen; a slim bar keeps the way back and the balance. */
export function GameLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--game">
      <Header />
      <div className="layout__game">{children}</div>
    </div>
  );
}

/** SPEC §2 svg-sprite layout: nothing but the page. */
export function SpriteLayout({ children }: { children: ReactNode }) {
  return <div className="layout layout--sprite">{children}</div>;
}

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--empty">
      <div className="layout__top">
        <Link className="header__logo" href={href('home')}>
          <SiteLogo />
        </Link>
        <LanguageSwitch />
      </div>
      {children}
    </div>
  );
}
