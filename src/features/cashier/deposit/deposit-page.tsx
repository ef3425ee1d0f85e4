/** /cashier/deposit and /cashier/deposit/{sysname} (SPEC §2): the deposit as a page. */
import { Suspense, lazy, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/device-storage.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { DepositView } from './deposit-view.tsx';
import { CashierFrame } from '../cashier-frame.tsx';
import { AfterDraw } from '../../../ui/when-idle.tsx';

/** The idle limit shows nothing for minutes: it loads after the page, outside its first load. */
const IdleGuard = lazy(async () => ({ default: (await import('../idle-guard.tsx')).IdleGuard }));

export default function DepositPage({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    // SPEC §4: a backUrl is kept for after a successful payment (followed there only when safe).
    const backUrl = new URLSearchParams(search).get('backUrl');
    if (backUrl) writeStored(STORAGE_KEYS.backPaySuccess, backUrl);
  }, [search]);
  return (
    <CashierFrame title={t('pages.deposit')} section="cashierDeposit">
      {/* It counts from the page's first moments, but its code need not come before the form is drawn (decision 030). */}
      <AfterDraw>
        <Suspense fallback={null}>
          <IdleGuard
            kind="cashier"
            onExpire={() => {
              navigate(href('home'));
              showToast(t('cashier.idle.closed'), { kind: 'info' });
            }}
          />
        </Suspense>
      </AfterDraw>
      <DepositView method={params.sysname} onMethod={(sysname) => navigate(sysname ? href('cashierDepositMethod', { sysname }) : href('cashierDeposit'))} />
    </CashierFrame>
  );
}
