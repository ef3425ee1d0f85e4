/** The header (DESIGN.md "Frame"): logo, balance chip with the deposit button, sign-in or logout, menu. */
import { lazy, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { openPopup } from '../../stores/popup-store.ts';
import { MenuIcon } from '../../ui/icons.tsx';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { shownBalance } from '../../stores/shown-balance.ts';
import { SiteLogo } from './site-logo.tsx';
import { DepositLink, useDepositDetailPlace } from './deposit-button.tsx';
import { StayAway } from '../../ui/when-idle.tsx';

// Decision 007: shown from laptop width up and on the empty layout's top bar, so a phone's first load does not carry them.
const LazyLanguageSwitch = lazy(async () => ({ default: (await import('./language-switch.tsx')).LanguageSwitch }));
const LazyLogoutButton = lazy(async () => ({ default: (await import('./logout-button.tsx')).LogoutButton }));

/** Should its code not arrive (offline), the place stays empty instead of failing the page. */
export function LanguageSwitch() {
  return (
    <StayAway>
      <LazyLanguageSwitch />
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
        {/* SPEC §3 balance_betting_bonus: beside the main one while a betting bonus holds money, labelled in words. */}
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
        {/* SPEC §3: balances are cached on the device, so a known player sees theirs (refreshing) while the session is read. */}
        {signedIn ? (
          <>
            <BalanceChip />
            {wide ? (
              <StayAway>
                <LazyLogoutButton className="header__logout header__wide-only" />
              </StayAway>
            ) : null}
          </>
        ) : !loaded ? (
          // Who this is is not known yet (the session is being read, or Telegram's sign-in runs): a known player's cached
          // balance, else the account's place held, so that a player being signed in is never offered "sign in".
          cachedBalances ? <BalanceChip /> : <span className="header__sign-in header__account-pending" role="status" aria-busy="true" aria-label={t('common.loading')} />
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

/** SPEC §9 laptop breakpoint (../layout/layout.css): from here the menu is a column beside the page. */
const WIDE = '(min-width: 992px)';

export function useWide(): boolean {
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

