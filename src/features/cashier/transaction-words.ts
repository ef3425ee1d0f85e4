/**
 * A transaction's type and the names of requisites in words (its status is with StatusBadge in ./parts.tsx). Each list is
 * the values the dictionary has words for (a missing word does not compile); a value the platform adds later is
 * shown as the platform gave it rather than as a dictionary key.
 */
import { known, type KeysUnder, type Translate } from '../../i18n/index.ts';
import '../../i18n/texts/cashier.types.ts';
import '../../i18n/texts/cashier.requisites.ts';

const TYPES = ['deposit', 'withdrawal'] as const satisfies readonly KeysUnder<'cashier.types'>[];
const REQUISITES = ['card_number', 'card_holder', 'phone', 'iban', 'bank_id', 'account_holder'] as const satisfies readonly KeysUnder<'cashier.requisites'>[];

export function typeWords(type: string, t: Translate): string {
  const name = known(type, TYPES);
  return name ? t(`cashier.types.${name}`) : type;
}

export function requisiteWords(requisite: string, t: Translate): string {
  const name = known(requisite, REQUISITES);
  return name ? t(`cashier.requisites.${name}`) : requisite;
}
