/** The page layouts of SPEC §2 (DESIGN.md "Frame"): the header above, the bottom navigation on phones, the menu column and footer from laptop up. */
import { lazy, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { CasinoIcon, GiftIcon, HomeIcon, SportIcon, UserIcon } from '../../ui/icons.tsx';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { Header, LanguageSwitch, useWide } from '../header/header.tsx';
import { SiteLogo } from '../header/site-logo.tsx';
import { StayAway } from '../../ui/when-idle.tsx';
import './layout.css';

const NAV_ITEMS = [
  { route: 'home', label: 'nav.home', Icon: HomeIcon },
  { route: 'gamehall', label: 'nav.casino', Icon: CasinoIcon },
  { route: 'betting', label: 'nav.betting', Icon: SportIcon },
  { route: 'promotions', label: 'nav.promotions', Icon: GiftIcon },
] as const;

export function BottomNav() {
  const t = useT();
  const [location] = useLocation();
  const { info, loaded } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  const last = signedIn ? ({ route: 'profile', label: 'nav.profile', Icon: UserIcon } as const) : ({ route: 'signIn', label: 'nav.signIn', Icon: UserIcon } as const);
  // Who this is is not known yet (the session is read, or Telegram's sign-in runs; a page drawn before the session,
  // decision 030 point 10): the account's place is held, as in the header, so a player being signed in is never offered
  // "sign in".
  const pending = !signedIn && !loaded;
  return (
    <nav className="bottom-nav" aria-label={t('nav.main')}>
      {[...NAV_ITEMS, ...(pending ? [] : [last])].map((item) => {
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
      {pending ? (
        <span className="bottom-nav__item bottom-nav__item--pending" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <span aria-hidden="true" className="bottom-nav__icon">
            <UserIcon />
          </span>
        </span>
      ) : null}
    </nav>
  );
}

// Decision 007: the menu column and the footer load only where they show; the column keeps its width while they arrive.
const SidebarMenu = lazy(async () => ({ default: (await import('../header/sidebar-menu.tsx')).SidebarMenu }));
const SiteFooter = lazy(async () => ({ default: (await import('../header/sidebar-menu.tsx')).SiteFooter }));

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
                <SidebarMenu footer={false} />
              </StayAway>
            ) : null}
          </aside>
        ) : null}
        <div className="layout__content">{children}</div>
      </div>
      {wide ? (
        <StayAway>
          <SiteFooter />
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
