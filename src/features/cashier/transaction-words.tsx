/**
 * A transaction's type, status and requisites in words. Each list is the values the dictionary has words for (a
 * missing word does not compile); a value the platform adds later is shown as the platform gave it rather than as a
 * dictionary key.
 */
import { known, useT, type KeysUnder, type Translate } from '../../i18n/index.ts';
import '../../i18n/texts/cashier.types.ts';
import '../../i18n/texts/cashier.requisites.ts';

const TYPES = ['deposit', 'withdrawal'] as const satisfies readonly KeysUnder<'cashier.types'>[];
const REQUISITES = ['card_number', 'card_holder', 'phone', 'iban', 'bank_id', 'account_holder'] as const satisfies readonly KeysUnder<'cashier.requisites'>[];
const STATUSES = ['new', 'pending', 'success', 'failed', 'canceled', 'refunded', 'active', 'paid_out', 'finished', 'expired', 'available', 'wagering', 'cancelled'] as const satisfies readonly KeysUnder<'cashier.status'>[];

export function typeWords(type: string, t: Translate): string {
  const name = known(type, TYPES);
  return name ? t(`cashier.types.${name}`) : type;
}

export function requisiteWords(requisite: string, t: Translate): string {
  const name = known(requisite, REQUISITES);
  return name ? t(`cashier.requisites.${name}`) : requisite;
}

export function statusWords(status: string, t: Translate): string {
  const name = known(status, STATUSES);
  return name ? t(`cashier.status.${name}`) : status;
}

type Tone = 'ok' | 'bad' | 'wait' | 'off';

function toneOf(status: string): Tone {
  if (status === 'success' || status === 'active' || status === 'paid_out') return 'ok';
  if (status === 'failed' || status === 'expired') return 'bad';
  if (status === 'new' || status === 'pending' || status === 'wagering' || status === 'available') return 'wait';
  return 'off';
}

/** A status in words and colour (never colour alone, DESIGN.md). */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className={`cashier-status cashier-status--${toneOf(status)}`} data-status={status}>
      {statusWords(status, t)}
    </span>
  );
}
