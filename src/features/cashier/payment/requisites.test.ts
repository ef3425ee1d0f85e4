import { describe, expect, it } from 'vitest';
import type { RequisiteField } from '../../../api/cashier.ts';
import { cardNumber } from '../../../lib/validation.ts';
import { checkRequisite, requisiteRefusal, requisitesOf, typeRequisite, typedBrand, wireValue } from './requisites.ts';

const field = (patch: Partial<RequisiteField>): RequisiteField => ({ name: 'card_number', type: 'card_number', title: 'Karta raqami', is_required: true, mask: '#### #### #### ####', regex: '^8600\\d{12}$', rule: 'cardNumber', placeholder: null, ...patch });
const uzcard = field({});
const phone = field({ name: 'phone', type: 'phone', mask: '+998 ## ### ## ##', regex: '^\\+998\\d{9}$', rule: 'phone' });
const holder = field({ name: 'card_holder', type: 'text', mask: null, regex: null, rule: 'cardHolder' });
const ibanField = field({ name: 'iban', type: 'iban', mask: null, regex: null, rule: 'iban' });

describe('card numbers as typed', () => {
  it('groups the digits in fours and drops the rest', () => {
    expect(typeRequisite(uzcard, '8600123456789012')).toBe('8600 1234 5678 9012');
    expect(typeRequisite(uzcard, '8600-12a34')).toBe('8600 1234');
    expect(typeRequisite(uzcard, '4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('recognises the brand from the first digits: 8600 Uzcard, 9860 Humo, 4 Visa, 5 Mastercard', () => {
    expect(typedBrand('8600 12')).toBe('uzcard');
    expect(typedBrand('9860')).toBe('humo');
    expect(typedBrand('4')).toBe('visa');
    expect(typedBrand('5555 55')).toBe('mastercard');
    expect(typedBrand('860')).toBeUndefined();
    expect(typedBrand('')).toBeUndefined();
  });

  it('tells a mistyped number from a valid card of another brand', () => {
    expect(cardNumber('8600 1234 5678 9012', /^8600\d{12}$/)).toBeUndefined();
    expect(cardNumber('8600 1234 5678 9013', /^8600\d{12}$/)).toEqual({ key: 'cardNumber' });
    expect(cardNumber('9860 1234 5678 9015', /^8600\d{12}$/)).toEqual({ key: 'cardType' });
    expect(cardNumber('', /^8600\d{12}$/)).toEqual({ key: 'required' });
    expect(checkRequisite(uzcard, '9860 1234 5678 9015')).toEqual({ key: 'cardType' });
  });
});

describe('requisites', () => {
  it('checks each field with its SPEC §5 rule', () => {
    expect(checkRequisite(holder, 'AZIZ KARIMOV')).toBeUndefined();
    expect(checkRequisite(holder, 'AZIZ 2')).toEqual({ key: 'cardHolder' });
    expect(checkRequisite(ibanField, 'GB82 WEST 1234 5698 7654 32')).toBeUndefined();
    expect(checkRequisite(ibanField, 'GB82 WEST 1234 5698 7654 33')).toEqual({ key: 'iban' });
    expect(checkRequisite(phone, '+998 90 123 45 67')).toBeUndefined();
    expect(checkRequisite(phone, '+7 900 123 45 67')).toEqual({ key: 'phone' });
    expect(checkRequisite(phone, '')).toEqual({ key: 'required' });
    expect(checkRequisite({ ...phone, is_required: false }, '')).toBeUndefined();
  });

  it('sends card digits, a compact phone and an IBAN in capitals without spaces', () => {
    expect(wireValue(uzcard, '8600 1234 5678 9012')).toBe('8600123456789012');
    expect(wireValue(phone, '+998 90 123 45 67')).toBe('+998901234567');
    expect(wireValue(ibanField, 'gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
    expect(requisitesOf([uzcard, { ...holder, is_required: false }], { card_number: '8600 1234 5678 9012', card_holder: ' ' })).toEqual({ card_number: '8600123456789012' });
  });

  it("reads the platform's refusal keys (decision 009)", () => {
    expect(requisiteRefusal('WRONG_CARD_TYPE')).toEqual({ key: 'cardType' });
    expect(requisiteRefusal('WRONG_IBAN')).toEqual({ key: 'iban' });
    expect(requisiteRefusal('SOMETHING_NEW')).toEqual({ key: 'wrongField' });
  });
});
