import { describe, expect, it } from 'vitest';
import uz from './uz.json';
import ru from './ru.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

describe('dictionaries', () => {
  it('uz and ru have exactly the same keys', () => {
    expect(keys(ru).sort()).toEqual(keys(uz).sort());
  });

  it('no string is empty', () => {
    for (const text of [...leaves(uz), ...leaves(ru)]) expect(text.trim()).not.toBe('');
  });

  it('uz is written in Latin script (no Cyrillic outside the language names)', () => {
    const { languages: _languages, ...rest } = uz;
    for (const text of leaves(rest)) expect(text).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('ru strings are Russian (Cyrillic) except brand names and placeholders', () => {
    const { languages: _languages, app, ...rest } = ru;
    expect(app.name).toBe(uz.app.name);
    // A template of placeholders and punctuation only (e.g. `{{alias}}: {{points}}`) has no words to translate.
    const words = (text: string) => /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));
    for (const text of leaves(rest).filter(words)) expect(text).toMatch(/[\u0400-\u04FF]/);
  });

  it('ru strings hold no Latin words but names, abbreviations and the words Russian pages use as they are', () => {
    const { languages: _languages, ...rest } = ru;
    const allowed = new Set(['Omad', 'Telegram', 'Google', 'IBAN', 'CPF', 'SMS', 'ID', 'Live', 'Email', 'email']);
    for (const text of leaves(rest)) {
      const words = text.replace(/\{[^}]*\}|\$\$[^$]*\$\$/g, '').match(/[A-Za-z][A-Za-z0-9']*/g) ?? [];
      expect(words.filter((word) => !allowed.has(word)), text).toEqual([]);
    }
  });
});
