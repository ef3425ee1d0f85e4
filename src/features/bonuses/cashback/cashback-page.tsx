/**
 * /profile/cashback (SPEC §2, §3 "Cashback"; decision 011): the running period with what has accrued so far, and
 * past cashbacks with their status and the date receiving ends. A receivable one is claimed (cashbacks.payout)
 * into the main balance or declined (cashbacks.remove).
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { get as getCashbacks, type Cashback } from '../../../api/cashbacks.ts';
import { usePagedRead } from '../../../server-data/paged-reads.ts';
import { defineRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { claimCashback, declineCashback, useBonusChange } from '../bonuses-data.ts';
import { BonusFrame } from '../bonuses-frame.tsx';
import { isClaimable, money } from '../bonuses-rules.ts';
import { serverNow } from '../../../stores/server-clock.ts';

/** Newest first by period end (SPEC §7 sort end_date), both statuses. */
const cashbackPages = defineRead('bonuses.cashbackPages', ['cashbacks.get'], async (params: { offset: number; count: number }, options) => {
  const answer = await getCashbacks({ ...params, sort: 'end_date', order: 'desc', statuses: ['active', 'paid_out'] }, options);
  return { items: answer.items, done: answer.items.length < params.count, total: answer.total };
});

function period(cashback: Cashback): string | undefined {
  if (!cashback.start_date || !cashback.end_date) return undefined;
  // The end is exclusive (Monday 00:00): the last day shown is the Sunday before it.
  return `${formatDate(cashback.start_date * 1000)} – ${formatDate(cashback.end_date * 1000 - 1000)}`;
}

function CashbackCard({ cashback }: { cashback: Cashback }) {
  const t = useT();
  // Which of the two was pressed: that one shows busy.
  const [pressed, setPressed] = useState<'claim' | 'decline'>();
  const act = useBonusChange<'claim' | 'decline'>({
    run: (kind) => (kind === 'claim' ? claimCashback(cashback.id) : declineCashback(cashback.id)),
    done: (_answer, kind) => t(kind === 'claim' ? 'bonuses.cashback.claimed' : 'bonuses.cashback.declined'),
  });
  const message = act.ok ?? act.error;
  const press = (kind: 'claim' | 'decline') => {
    setPressed(kind);
    void act.run(kind);
  };
  const claimable = isClaimable(cashback, serverNow() / 1000);
  const running = cashback.status === 'active';
  const range = period(cashback);
  return (
    <li className="bonuses__card" data-testid="cashback-card" data-status={cashback.status}>
      <span className="bonuses__status">{t(running ? 'bonuses.cashback.running' : claimable ? 'bonuses.cashback.receivable' : cashback.received_at ? 'bonuses.cashback.received' : cashback.declined_at ? 'bonuses.cashback.declinedStatus' : 'bonuses.cashback.done')}</span>
      {cashback.description?.title ? <h3>{cashback.description.title}</h3> : null}
      {cashback.amount ? (
        <p className="bonuses__amount tabular">
          {running ? `${t('bonuses.cashback.accrued')} ` : ''}
          {money(cashback.amount)}
        </p>
      ) : null}
      <dl className="bonuses__facts">
        {range ? (
          <div>
            <dt>{t('bonuses.cashback.period')}</dt>
            <dd className="tabular">{range}</dd>
          </div>
        ) : null}
        {!running && cashback.receiving_expired_at ? (
          <div>
            <dt>{t('bonuses.cashback.receiveUntil')}</dt>
            <dd className="tabular">{formatDate(cashback.receiving_expired_at * 1000)}</dd>
          </div>
        ) : null}
      </dl>
      {claimable && !act.ok ? (
        <div className="bonuses__actions">
          <Button onClick={() => press('claim')} loading={act.busy && pressed === 'claim'} disabled={act.busy}>
            {t('bonuses.cashback.claim')}
          </Button>
          <Button variant="secondary" onClick={() => press('decline')} loading={act.busy && pressed === 'decline'} disabled={act.busy}>
            {t('bonuses.cashback.decline')}
          </Button>
        </div>
      ) : null}
      {message ? (
        <p className={act.ok ? 'bonuses__ok' : 'bonuses__error'} role={act.ok ? 'status' : 'alert'}>
          {message}
        </p>
      ) : null}
    </li>
  );
}

export default function CashbackPage() {
  const t = useT();
  const list = usePagedRead(cashbackPages, {}, { first: 10, idOf: (item) => item.id });
  return (
    <BonusFrame title={t('pages.profileCashback')} back={{ href: href('profile'), label: t('pages.profile') }}>
      <p className="bonuses__text">{t('bonuses.cashback.lead')}</p>
      <ListStates
        list={list}
        label={t('pages.profileCashback')}
        failedTitle={t('bonuses.cashback.failed')}
        emptyTitle={t('bonuses.cashback.emptyTitle')}
        emptyText={t('bonuses.cashback.emptyText')}
        emptyAction={
          <Link className="omad-link-button" href={href('gamehall')}>
            {t('pages.gamehall')}
          </Link>
        }
        skeletons={2}
        renderItem={(cashback) => <CashbackCard key={cashback.id} cashback={cashback} />}
      />
    </BonusFrame>
  );
}
