/**
 * The deposit entry (SPEC §9 deposit views): a link to the deposit page that a plain tap opens as a curtain over the page
 * the player is on; a modified click (new tab, new window) still opens the page. SPEC §9 lets the CMS place the
 * deposit detail (cashier-config depositDetailPlace): beside the balance in the header (`header-cashier`, default)
 * or at the top of the profile menu (`header-profile-menu`).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { cmsState } from '../../stores/cms-store.ts';
import type { DepositDetailPlace } from '../../api/cms/collections.ts';
import { useT } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { openPopup } from '../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';

export function useDepositDetailPlace(): DepositDetailPlace {
  return useSnapshot(cmsState).cashier.depositDetailPlace;
}

export function DepositLink({ className, children, onOpen }: { className: string; children: ReactNode; onOpen?: () => void }) {
  return (
    <Link
      className={className}
      href={href('cashierDeposit')}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen?.();
        openPopup('cashier');
      }}
    >
      {children}
    </Link>
  );
}

/** The profile menu's deposit detail: the main balance and a full-width Deposit button (header-profile-menu). */
export function MenuDepositDetail() {
  const t = useT();
  const place = useDepositDetailPlace();
  const { info } = useSnapshot(sessionState);
  if (place !== 'header-profile-menu' || !isAuthenticated(info) || !info?.balance_main) return null;
  const main = info.balance_main;
  return (
    <div className="sidebar-menu__deposit" data-testid="menu-deposit-detail">
      <span aria-label={t('balance.main')}>
        <span className="tabular">{formatNumber(main.amount)}</span> {main.currency}
      </span>
      <DepositLink className="omad-link-button">{t('header.deposit')}</DepositLink>
    </div>
  );
}
