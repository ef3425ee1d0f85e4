/** The CMS's forms-config settings applied to a form's own rules (decision 027; SPEC §5 rules, src/lib/validation.ts). */
import { describe, expect, it } from 'vitest';
import { configuredRule, FORM_PATTERN_TYPES, viewFields, type FormFieldSetting } from './form-config.ts';
import { cpf, name, postcode, type Failure } from './validation.ts';

type Own = ((value: string, values: unknown) => Failure | undefined) | undefined;
const check = (setting: FormFieldSetting | undefined, own: Own, value: string) => configuredRule(setting, own)?.(value, {});
const keyOf = (setting: FormFieldSetting | undefined, own: Own, value: string) => check(setting, own, value)?.key;

describe('forms-config field settings', () => {
  it('without a setting the form’s own rule stands', () => {
    expect(configuredRule(undefined, name)).toBe(name);
    expect(configuredRule(undefined, undefined)).toBeUndefined();
  });

  it('a postcode’s custom regex replaces the default 0 to 8 digits (SPEC §5)', () => {
    const setting = { name: 'postcode', type: 'postcode', isRequired: false, regex: '^\\d{6}$' };
    const own = (value: string) => postcode(value);
    expect(keyOf(undefined, own, '12345')).toBeUndefined();
    expect(keyOf(setting, own, '12345')).toBe('postcode');
    expect(keyOf(setting, own, '100000')).toBeUndefined();
    // A letter postcode the default would refuse, when the operator's pattern takes it.
    expect(keyOf({ ...setting, regex: '^[A-Z]{2}\\d{3}$' }, own, 'AB123')).toBeUndefined();
    // isRequired false: empty is fine.
    expect(keyOf(setting, own, '')).toBeUndefined();
  });

  it('isRequired: false lets a field be empty, true asks for it; unset leaves it to the form', () => {
    const own = (value: string) => name(value);
    expect(keyOf({ name: 'first_name', isRequired: false }, own, ' ')).toBeUndefined();
    expect(keyOf({ name: 'first_name', isRequired: true }, undefined, '')).toBe('required');
    expect(keyOf({ name: 'first_name' }, own, '')).toBe('required');
    expect(keyOf({ name: 'first_name', isRequired: null }, undefined, '')).toBeUndefined();
  });

  it('custom: the regex, or non-empty', () => {
    expect(keyOf({ name: 'nick', type: 'custom', regex: '^[a-z]+$' }, undefined, 'Abc')).toBe('custom');
    expect(keyOf({ name: 'nick', type: 'custom', regex: '^[a-z]+$' }, undefined, 'abc')).toBeUndefined();
    expect(keyOf({ name: 'nick', type: 'custom', isRequired: true }, undefined, '')).toBe('required');
    expect(keyOf({ name: 'nick', type: 'custom' }, undefined, 'x')).toBeUndefined();
  });

  it('the other character patterns of SPEC §5, named by type', () => {
    const type = (pattern: string, value: string) => keyOf({ name: 'f', type: pattern }, undefined, value);
    expect(Object.keys(FORM_PATTERN_TYPES).sort()).toEqual(['generalText', 'noDigitsOrSymbols', 'noSpacesCommasUnderscoresQuotes', 'noSymbols']);
    expect(type('noDigitsOrSymbols', 'Toshkent')).toBeUndefined();
    expect(type('noDigitsOrSymbols', 'Toshkent 2')).toBe('symbols');
    expect(type('noSymbols', 'Toshkent 2')).toBeUndefined();
    expect(type('noSymbols', 'Toshkent#')).toBe('symbols');
    expect(type('noSpacesCommasUnderscoresQuotes', 'AB1234567')).toBeUndefined();
    expect(type('noSpacesCommasUnderscoresQuotes', 'AB 123')).toBe('symbols');
    expect(type('generalText', 'Москва, ул. Ленина 5')).toBeUndefined();
    expect(type('generalText', 'a<b>')).toBe('symbols');
  });

  it('a type’s rule runs after the form’s own, and a regex on another type must match too', () => {
    const own = (value: string) => (value.length > 5 ? { key: 'maxLength' as const, params: { max: 5 } } : undefined);
    expect(keyOf({ name: 'f', type: 'noSymbols' }, own, 'abcdefg')).toBe('maxLength');
    expect(keyOf({ name: 'f', type: 'name', regex: '^[A-Z]' }, undefined, 'aziz')).toBe('custom');
    expect(keyOf({ name: 'f', type: 'name', regex: '^[A-Z]' }, undefined, 'Aziz')).toBeUndefined();
    // A pattern that does not compile is ignored rather than blocking the form.
    expect(keyOf({ name: 'f', type: 'text', regex: '(' }, undefined, 'x')).toBeUndefined();
  });

  it('cpf: 11 digits with both check digits, dots and the dash ignored', () => {
    expect(cpf('529.982.247-25')).toBeUndefined();
    expect(cpf('52998224725')).toBeUndefined();
    expect(cpf('529.982.247-24')).toEqual({ key: 'cpf' });
    expect(cpf('111.111.111-11')).toEqual({ key: 'cpf' });
    expect(cpf('5299822472')).toEqual({ key: 'cpf' });
    expect(cpf('529a982247-25')).toEqual({ key: 'cpf' });
    expect(cpf('')).toEqual({ key: 'required' });
    expect(keyOf({ name: 'cpf', type: 'cpf' }, undefined, '123.456.789-00')).toBe('cpf');
  });

  it('a view’s fields by name; no view, no settings', () => {
    const forms = { profile: [{ name: 'postcode', regex: 'a' }, { name: 'postcode', regex: 'b' }], sign_in: [{ name: 'login' }] };
    expect(viewFields(forms, 'profile').get('postcode')?.regex).toBe('a');
    expect(viewFields(forms, undefined).size).toBe(0);
    expect(viewFields(forms, 'withdraw').size).toBe(0);
  });
});
