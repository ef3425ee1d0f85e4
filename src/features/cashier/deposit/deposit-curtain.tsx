/**
 * The cashier as a full-height curtain (SPEC §9 deposit detail in header-cashier): the header's Deposit button opens
 * the deposit over the page the player is on. The CMS's deposit view (SPEC §9 ContainerView / ContainerScrollView, cashier-config) says
 * whether the method list and form sit in a fixed container or scroll as one.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import type { PopupContentProps } from '../../../stores/popup-store.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { DepositView } from './deposit-view.tsx';
import { IdleGuard } from '../idle-guard.tsx';
import '../cashier.css';

declare module '../../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** `method`: open on this method's form. */
    cashier: { method?: string };
  }
}

export default function CashierPopup({ props, close }: PopupContentProps<'cashier'>) {
  const t = useT();
  const [method, setMethod] = useState(props.method);
  const { depositView } = useSnapshot(cmsState).cashier;
  return (
    <div className={`cashier cashier--curtain${depositView === 'ContainerScrollView' ? ' cashier--scroll' : ''}`} data-testid="cashier-curtain">
      <IdleGuard
        kind="cashier"
        onExpire={() => {
          close();
          showToast(t('cashier.idle.closed'), { kind: 'info' });
        }}
      />
      <DepositView method={method} onMethod={setMethod} onLeave={close} />
      <Link className="cashier__link cashier__page-link" href={href('cashierDeposit')} onClick={close}>
        {t('cashier.openPage')}
      </Link>
    </div>
  );
}
