/** The payment result pages of SPEC §2 (cashier/paysuccess, payfail, paycancel, paynewwindow, paymobile, paypending). */
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { Spinner } from '../../ui/spinner.tsx';

export type PayResultKind = 'cancel' | 'fail' | 'newWindow' | 'mobile' | 'success' | 'pending';

const CONTENT: Record<PayResultKind, { key: string; target?: string }> = {
  cancel: { key: 'system.payCancel', target: href('cashierDeposit') },
  fail: { key: 'system.payFail', target: href('cashierDeposit') },
  newWindow: { key: 'system.payNewWindow', target: href('cashierDeposit') },
  // SPEC §2 leaves the pay-mobile button unstated: the player is sent home while the phone confirms.
  mobile: { key: 'system.payMobile', target: href('home') },
  success: { key: 'system.paySuccess', target: href('gamehall') },
  // SPEC §2: pay pending shows a loader, no button and no link.
  pending: { key: 'system.payPending' },
};

export function PayResultPage({ kind }: { kind: PayResultKind }) {
  const t = useT();
  const { key, target } = CONTENT[kind];
  return (
    <main className="omad-page omad-page--system" data-system-page={`pay-${kind}`}>
      <EmptyState
        title={t(`${key}.title`)}
        description={t(`${key}.text`)}
        action={
          target ? (
            <Link className="omad-link-button" href={target}>
              {t(`${key}.button`)}
            </Link>
          ) : (
            <Spinner label={t('common.loading')} />
          )
        }
      />
    </main>
  );
}
