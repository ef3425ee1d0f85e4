/**
 * The requisites a payment method asks for (decision 009: each field has a name, a SPEC §5 mask, an anchored regex
 * for the value without spaces and a rule). Pure: how a field is typed, checked and sent.
 * - A card number is grouped in fours as it is typed and its brand recognised from the first digits (8600 Uzcard,
 *   9860 Humo, 4 Visa, 5 Mastercard).
 * - Rules: cardNumber (Luhn; a valid card of another brand is told apart), cardHolder, iban, phone, bank.
 */
import type { RequisiteField, RequisitesInput } from '../../../api/cashier.ts';
import { cardBrand, cardDigits, formatCardNumber, type CardBrand } from '../../../api/card-number.ts';
import { applyMask, cardHolder, cardNumber, compilePattern, iban, phone, required, type Failure } from '../../../lib/validation.ts';

/** The brand names as the cards print them (names, the same in every language). */
export const BRAND_NAMES: Readonly<Record<CardBrand, string>> = { uzcard: 'Uzcard', humo: 'Humo', visa: 'Visa', mastercard: 'Mastercard' };

/** Card numbers are 12 to 19 digits (ISO/IEC 7812); Uzcard and Humo print 16. */
const MAX_CARD_DIGITS = 19;

export function isCardField(field: Pick<RequisiteField, 'rule' | 'type'>): boolean {
  return field.rule === 'cardNumber' || field.type === 'card_number';
}

/** The brand of what was typed so far, once the prefix tells it (`4` is Visa at once, `8600` needs four digits). */
export function typedBrand(value: string): CardBrand | undefined {
  return cardBrand(value);
}

/** What the field shows as the player types: a card number in groups of four, a masked field by its mask. */
export function typeRequisite(field: RequisiteField, input: string): string {
  if (isCardField(field)) return formatCardNumber(input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS));
  if (field.rule === 'iban') return input.toUpperCase().replace(/[^A-Z0-9 ]/g, '');
  return field.mask ? applyMask(field.mask, input) : input;
}

/** The value the platform receives: card digits, a phone with its +, an IBAN without spaces, other text trimmed. */
export function wireValue(field: RequisiteField, value: string): string {
  if (isCardField(field)) return cardDigits(value);
  if (field.rule === 'phone') return value.replace(/[\s()-]/g, '');
  if (field.rule === 'iban') return value.replace(/\s+/g, '').toUpperCase();
  return value.trim().replace(/\s+/g, ' ');
}

/** The requisites of a method from the typed values; empty optional fields are left out. */
export function requisitesOf(fields: readonly RequisiteField[], values: Readonly<Record<string, string>>): RequisitesInput {
  const out: RequisitesInput = {};
  for (const field of fields) {
    const value = wireValue(field, values[field.name] ?? '');
    if (value !== '') out[field.name] = value;
  }
  return out;
}

/** The SPEC §5 check of one field. */
export function checkRequisite(field: RequisiteField, value: string): Failure | undefined {
  const blank = value.trim() === '';
  if (blank) return field.is_required ? required(value) : undefined;
  const pattern = compilePattern(field.regex);
  switch (field.rule) {
    case 'cardNumber':
      return cardNumber(value, pattern);
    case 'cardHolder':
      return cardHolder(value);
    case 'iban':
      return iban(value);
    case 'phone':
      return phone(value) ?? (pattern && !pattern.test(wireValue(field, value)) ? { key: 'phone' } : undefined);
    case 'bank':
      return undefined;
    default:
      if (isCardField(field)) return cardNumber(value, pattern);
      return pattern && !pattern.test(wireValue(field, value)) ? { key: 'wrongField' } : undefined;
  }
}

/** The platform's key for a refused field (decision 009 `requisites.<field>`) as a SPEC §5 failure. */
export function requisiteRefusal(key: string): Failure {
  switch (key) {
    case 'REQUIRED':
      return { key: 'required' };
    case 'WRONG_CARD_NUMBER':
      return { key: 'cardNumber' };
    case 'WRONG_CARD_TYPE':
      return { key: 'cardType' };
    case 'WRONG_CARD_HOLDER':
      return { key: 'cardHolder' };
    case 'WRONG_IBAN':
      return { key: 'iban' };
    case 'WRONG_PHONE':
      return { key: 'phone' };
    default:
      return { key: 'wrongField' };
  }
}
