/**
 * /cashier/receipt?id=… (SPEC §2): one deposit or withdrawal as a receipt, shared (Telegram's share
 * through the platform's link opening, the system share sheet, else copied) or saved as a text file.
 */
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { CashierHistoryItem } from '../../../api/cashier.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT, type Translate } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { openExternalLink, platform } from '../../../../platform/index.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { Button } from '../../../ui/button.tsx';
import { showMoney } from '../amount.ts';
import { receiptRead } from '../cashier-data.ts';
import { CashierFrame, CashierReadView } from '../cashier-frame.tsx';
import { transactionId } from '../pay-result/pay-result-rules.ts';
import { TransactionCard } from './transaction-card.tsx';
import { requisiteWords, statusWords, typeWords } from '../transaction-words.tsx';
import '../../../i18n/texts/cashier.receipt.ts';
import '../../../i18n/texts/cashier.types.ts';
import '../../../i18n/texts/cashier.requisites.ts';

/** The receipt as plain text: what is shared, copied or saved. */
export function receiptText(item: CashierHistoryItem, t: Translate): string {
  return [
    `${t('app.name')} · ${t('cashier.receipt.title')} №${item.id}`,
    `${t('cashier.receipt.type')}: ${typeWords(item.type, t)}`,
    `${t('cashier.receipt.amount')}: ${showMoney(item.amount.amount, item.amount.currency)}`,
    `${t('cashier.receipt.method')}: ${item.method_name ?? item.method}`,
    `${t('cashier.receipt.time')}: ${formatDateTime(item.created_at, t('cashier.at'))}`,
    `${t('cashier.receipt.status')}: ${statusWords(item.status, t)}`,
    ...Object.entries(item.requisites ?? {}).map(([name, value]) => `${requisiteWords(name, t)}: ${value}`),
  ].join('\n');
}

async function share(item: CashierHistoryItem, t: Translate): Promise<void> {
  const text = receiptText(item, t);
  const url = window.location.href;
  if (platform().kind === 'telegram') {
    // Telegram's own share sheet (a t.me link opens through openTelegramLink).
    openExternalLink(`https://t.me/share/url?${new URLSearchParams({ url, text }).toString()}`);
    return;
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: t('cashier.receipt.title'), text, url });
      return;
    } catch (error) {
      // The player closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${url}`);
    showToast(t('cashier.receipt.copied'), { kind: 'success' });
  } catch {
    showToast(t('cashier.receipt.shareFailed'), { kind: 'error' });
  }
}

function save(item: CashierHistoryItem, t: Translate): void {
  const blob = new Blob([`${receiptText(item, t)}\n`], { type: 'text/plain;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `omad-receipt-${item.id}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

function Receipt({ item }: { item: CashierHistoryItem }) {
  const t = useT();
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <TransactionCard facts={item} />
      <div className="cashier-actions">
        <Button
          stretched
          loading={sharing}
          onClick={() => {
            setSharing(true);
            void share(item, t).finally(() => setSharing(false));
          }}
        >
          {t('cashier.receipt.share')}
        </Button>
        {/* Telegram's web-view cannot save a file; sharing to Saved Messages does it there. */}
        {platform().kind === 'telegram' ? null : (
          <Button variant="secondary" stretched onClick={() => save(item, t)}>
            {t('cashier.receipt.save')}
          </Button>
        )}
      </div>
    </>
  );
}

export default function ReceiptPage() {
  const t = useT();
  const id = transactionId(new URLSearchParams(useSearch()).get('id'));
  const read = useRead(receiptRead, { id: id ?? 0 }, { enabled: id !== undefined });
  return (
    <CashierFrame title={t('pages.cashierReceipt')}>
      <Link className="cashier__link" href={href('cashierHistory')}>
        ‹ {t('pages.cashierHistory')}
      </Link>
      {id === undefined ? (
        <p className="cashier-empty">{t('cashier.receipt.notFound')}</p>
      ) : (
        <CashierReadView state={read} rows={5}>
          {(item) => (item ? <Receipt item={item} /> : <p className="cashier-empty">{t('cashier.receipt.notFound')}</p>)}
        </CashierReadView>
      )}
    </CashierFrame>
  );
}
