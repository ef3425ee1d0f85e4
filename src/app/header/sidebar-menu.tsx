/** The sidebar menu (SPEC §2 "sidebar"): a popup on phones and tablets, a left column from laptop up (DESIGN.md). */
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { cmsState } from '../../stores/cms-store.ts';
import { useT, type TranslationKey } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuDepositDetail } from './deposit-button.tsx';
import { LogoutButton } from './logout-button.tsx';

/** The wide screens' footer, loaded with the column (src/app/layout/page-layouts.tsx). */
export { SiteFooter } from '../layout/site-footer.tsx';

type MenuRoute = 'home' | 'gamehall' | 'betting' | 'promotions' | 'tournaments' | 'jackpots' | 'providers' | 'winners' | 'loyalty' | 'support' | 'profile' | 'cashierDeposit' | 'cashierWithdraw' | 'cashierHistory' | 'profileBonuses';

const PUBLIC: readonly [MenuRoute, TranslationKey][] = [
  ['home', 'nav.home'],
  ['gamehall', 'pages.gamehall'],
  ['betting', 'pages.betting'],
  ['promotions', 'pages.promotions'],
  ['tournaments', 'pages.tournaments'],
  ['jackpots', 'pages.jackpots'],
  ['providers', 'pages.providers'],
  ['winners', 'pages.winners'],
  ['loyalty', 'pages.loyalty'],
  ['support', 'pages.support'],
];

const PLAYER: readonly [MenuRoute, TranslationKey][] = [
  ['profile', 'pages.profile'],
  ['cashierDeposit', 'pages.deposit'],
  ['cashierWithdraw', 'pages.withdraw'],
  ['cashierHistory', 'pages.cashierHistory'],
  ['profileBonuses', 'pages.profileBonuses'],
];

/**
 * `onNavigate` runs after a link is followed or the player has logged out (the popup closes). `footer` (language
 * switch and logout) is left out of the laptop column, where the header carries both.
 */
export function SidebarMenu({ onNavigate, className, footer = true }: { onNavigate?: () => void; className?: string; footer?: boolean }) {
  const t = useT();
  const [location] = useLocation();
  const { info } = useSnapshot(sessionState);
  const { isEnableLoyalty, isEnableCharacters } = useSnapshot(cmsState).settings;
  // SPEC §6: loyalty needs isEnableLoyalty or isEnableCharacters; with both off the menu does not lead to it.
  const items = (isAuthenticated(info) ? [...PLAYER, ...PUBLIC] : PUBLIC).filter(([route]) => route !== 'loyalty' || isEnableLoyalty || isEnableCharacters);
  return (
    <nav aria-label={t('popups.menu')} className={`sidebar-menu${className ? ` ${className}` : ''}`}>
      <MenuDepositDetail />
      <ul>
        {items.map(([route, label]) => {
          const target = href(route);
          const current = target === '/' ? location === '/' : location === target || location.startsWith(`${target}/`);
          return (
            <li key={route}>
              <Link href={target} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
      {footer ? (
        <div className="sidebar-menu__footer">
          <LanguageSwitch />
          {isAuthenticated(info) ? <LogoutButton className="header__logout sidebar-menu__logout" onDone={onNavigate} /> : null}
        </div>
      ) : null}
    </nav>
  );
}
