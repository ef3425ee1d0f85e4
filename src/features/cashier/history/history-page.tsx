/**
 * /cashier/history?tab=deposit|withdrawal|bonuses|cashbacks (SPEC §2, §4 "History tabs", §9 page size 4): pages of 4 with
 * Load more, which appends and drops items already listed (usePagedRead); switching tab clears and reads the new
 * tab from its first page. Each status in words and colour; a deposit or withdrawal opens as a receipt.
 */
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { Bonus } from '../../../api/bonuses.ts';
import type { Cashback } from '../../../api/cashbacks.ts';
import type { CashierHistoryItem } from '../../../api/cashier.ts';
import { usePagedRead, type PagedState } from '../../../server-data/paged-reads.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { showMoney } from '../amount.ts';
import { HISTORY_PAGE, HISTORY_TABS, bonusesPage, cashbacksPage, tabOf, transactionsPage, type HistoryTab } from '../cashier-data.ts';
import { CashierFrame, Failed, Skeleton } from '../cashier-frame.tsx';
import { StatusBadge } from '../transaction-words.tsx';
import '../../../i18n/texts/cashier.history.ts';

function PagedList<T>({ state, empty, render, idOf }: { state: PagedState<T>; empty: string; render: (item: T) => ReactNode; idOf: (item: T) => number }) {
  const t = useT();
  if (state.status === 'loading') return <Skeleton rows={HISTORY_PAGE} label={t('common.loading')} />;
  if (state.status === 'failed') return <Failed retry={state.retry} />;
  if (state.items.length === 0) return <p className="cashier-empty">{empty}</p>;
  return (
    <>
      <ul className="cashier-list" data-testid="history-list">
        {state.items.map((item) => (
          <li key={idOf(item)} className="cashier-row" data-id={idOf(item)}>
            {render(item)}
          </li>
        ))}
      </ul>
      {state.total !== undefined ? (
        <p className="cashier__text" aria-live="polite">
          {t('cashier.history.shown', { shown: state.items.length, total: state.total })}
        </p>
      ) : null}
      {state.more === 'failed' ? <p className="cashier__error" role="alert">{t('cashier.history.moreFailed')}</p> : null}
      {state.done ? null : (
        <Button variant="secondary" stretched loading={state.more === 'loading'} disabled={state.more === 'loading'} onClick={state.loadMore}>
          {state.more === 'failed' ? t('errors.retry') : t('cashier.history.more')}
        </Button>
      )}
    </>
  );
}

function TransactionRow({ item }: { item: CashierHistoryItem }) {
  const t = useT();
  return (
    <Link className="cashier-row__link" href={href('cashierReceipt', undefined, { id: String(item.id) })} aria-label={t('cashier.history.open', { amount: showMoney(item.amount.amount, item.amount.currency), date: formatDate(item.created_at) })}>
      <span className="cashier-row__main">
        <strong className="tabular">{showMoney(item.amount.amount, item.amount.currency)}</strong>
        <span>{item.method_name ?? item.method}</span>
        <small>{formatDateTime(item.created_at, t('cashier.at'))}</small>
      </span>
      <StatusBadge status={item.status} />
    </Link>
  );
}

function Transactions({ type }: { type: 'deposit' | 'withdrawal' }) {
  const t = useT();
  const state = usePagedRead(transactionsPage, { type }, { first: HISTORY_PAGE, idOf: (item) => item.id });
  return <PagedList state={state} empty={t(`cashier.history.empty.${type}`)} idOf={(item) => item.id} render={(item) => <TransactionRow item={item} />} />;
}

function Bonuses() {
  const t = useT();
  const state = usePagedRead(bonusesPage, {}, { first: HISTORY_PAGE, idOf: (item: Bonus) => item.id });
  return (
    <PagedList
      state={state}
      empty={t('cashier.history.empty.bonuses')}
      idOf={(item) => item.id}
      render={(item) => (
        <>
          <span className="cashier-row__main">
            <strong>{item.description?.title ?? item.description?.name ?? t('cashier.history.bonus')}</strong>
            {item.amount ? <span className="tabular">{showMoney(item.amount.amount, item.amount.currency)}</span> : null}
            {item.created_at ? <small>{formatDate(item.created_at)}{item.expired_at ? ` – ${formatDate(item.expired_at)}` : ''}</small> : null}
          </span>
          {item.status ? <StatusBadge status={item.status} /> : null}
        </>
      )}
    />
  );
}

function Cashbacks() {
  const t = useT();
  const state = usePagedRead(cashbacksPage, {}, { first: HISTORY_PAGE, idOf: (item: Cashback) => item.id });
  return (
    <PagedList
      state={state}
      empty={t('cashier.history.empty.cashbacks')}
      idOf={(item) => item.id}
      render={(item) => (
        <>
          <span className="cashier-row__main">
            <strong className="tabular">{item.amount ? showMoney(item.amount.amount, item.amount.currency) : t('cashier.history.cashback')}</strong>
            {item.start_date && item.end_date ? <small>{t('cashier.history.week', { from: formatDate(item.start_date), to: formatDate(item.end_date) })}</small> : null}
          </span>
          <StatusBadge status={item.status} />
        </>
      )}
    />
  );
}

export default function HistoryPage() {
  const t = useT();
  const tab: HistoryTab = tabOf(new URLSearchParams(useSearch()).get('tab'));
  return (
    <CashierFrame title={t('pages.cashierHistory')} section="cashierHistory">
      <nav className="cashier-tabs" aria-label={t('cashier.history.tabs')}>
        {HISTORY_TABS.map((name) => (
          <Link key={name} href={href('cashierHistory', undefined, { tab: name })} className="cashier-tabs__tab" aria-current={tab === name ? 'page' : undefined}>
            {t(`cashier.history.tab.${name}`)}
          </Link>
        ))}
      </nav>
      {/* A key per tab: switching clears the list and reads the new tab from its first page (SPEC §4). */}
      <section key={tab} aria-label={t(`cashier.history.tab.${tab}`)}>
        {tab === 'deposit' || tab === 'withdrawal' ? <Transactions type={tab} /> : tab === 'bonuses' ? <Bonuses /> : <Cashbacks />}
      </section>
    </CashierFrame>
  );
}
