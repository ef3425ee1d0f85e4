/** The sidebar menu (SPEC §2 popup "sidebar"): every main section, the language switch. */
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { href, type RouteName } from '../../lib/paths.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import type { PopupContentProps } from '../popups.tsx';

const PUBLIC: readonly [RouteName, string][] = [
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

const PLAYER: readonly [RouteName, string][] = [
  ['profile', 'pages.profile'],
  ['cashierDeposit', 'pages.deposit'],
  ['cashierWithdraw', 'pages.withdraw'],
  ['cashierHistory', 'pages.cashierHistory'],
  ['profileBonuses', 'pages.profileBonuses'],
];

export default function SidebarPopup({ close }: PopupContentProps) {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const items = isAuthenticated(info) ? [...PLAYER, ...PUBLIC] : PUBLIC;
  return (
    <nav aria-label={t('popups.menu')} className="sidebar-menu">
      <ul>
        {items.map(([route, label]) => (
          <li key={route}>
            <Link href={href(route as 'home')} onClick={close}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
      <LanguageSwitch />
    </nav>
  );
}
