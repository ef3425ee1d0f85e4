import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APOSTROPHE, SCORE, matches, normalizeForSearch, prepareEntry, prepareQuery, scoreEntry, search } from './search-match.ts';

const VARIANTS = ["'", '‘', '’', 'ʼ', 'ʻ'] as const;

describe('normalizeForSearch', () => {
  it('makes every apostrophe variant one character', () => {
    for (const variant of VARIANTS) expect(normalizeForSearch(`O${variant}zbek`)).toBe(`o${APOSTROPHE}zbek`);
  });

  it('writes Uzbek Cyrillic in Uzbek Latin', () => {
    expect(normalizeForSearch('Қўрғон')).toBe("qo'rg'on");
    expect(normalizeForSearch('Олтин Шер')).toBe('oltin sher');
    expect(normalizeForSearch('Ҳазина')).toBe('hazina');
    expect(normalizeForSearch('Маъно')).toBe("ma'no");
    expect(normalizeForSearch('Ёмғир')).toBe("yomg'ir");
  });

  it('drops accents and collapses separators', () => {
    expect(normalizeForSearch('  Café —  Royale!! ')).toBe('cafe royale');
    // A Cyrillic letter with a mark outside the Uzbek alphabet still ends in Latin (found by the property below).
    expect(normalizeForSearch('Ӑ')).toBe('a');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = normalizeForSearch(text);
        expect(normalizeForSearch(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no Cyrillic letter, no apostrophe variant and no upper case behind', () => {
    const uzbekCyrillic = fc.constantFrom(...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЎҚҒҲ'.split(''));
    const mixed = fc.array(fc.oneof(uzbekCyrillic, fc.constantFrom(...VARIANTS), fc.constantFrom(...'abcXYZ 019-'.split(''))), { maxLength: 30 });
    fc.assert(
      fc.property(mixed, (letters) => {
        const normalized = normalizeForSearch(letters.join(''));
        expect(normalized).not.toMatch(/[\u0400-\u04ff‘’ʼʻ]/);
        expect(normalized).toBe(normalized.toLowerCase());
      }),
    );
  });
});

describe('matches', () => {
  it('finds a name whatever apostrophe the player typed', () => {
    expect(matches('Oltin Qo‘rg‘on', "qo'rg'on")).toBe(true);
    expect(matches("Oltin Qo'rg'on", 'Qoʻrgʻon')).toBe(true);
    expect(matches('Oltin Qoʼrgʼon', 'qo’rg')).toBe(true);
  });

  it('finds the Latin spelling from Cyrillic and the Cyrillic from Latin', () => {
    expect(matches('Oltin Qo‘rg‘on', 'Қўрғон')).toBe(true);
    expect(matches('Олтин Қўрғон', "qo'rg'on")).toBe(true);
    expect(matches('Шер ва Бўри', "bo'ri")).toBe(true);
  });

  it('finds a word typed without its apostrophe', () => {
    expect(matches('O‘zbek Ertaklari', 'ozbek')).toBe(true);
  });

  it('needs every word of the query', () => {
    expect(matches('Book of Ra', 'book ra')).toBe(true);
    expect(matches('Book of Ra', 'book zeus')).toBe(false);
    expect(matches('Book of Ra', '')).toBe(false);
    expect(matches('Book of Ra', "  '  ")).toBe(false);
  });

  it('does not confuse different letters', () => {
    expect(matches('Gold Rush', 'gul')).toBe(false);
    expect(matches('Qal‘a', 'kala')).toBe(false);
  });

  it('gives the same answer for every apostrophe variant in the query (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,4}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom(...VARIANTS), fc.constantFrom(...VARIANTS), (parts, a, b) => {
        const name = `Oltin ${parts.join(a)} Saroy`;
        const entry = prepareEntry(null, name);
        const query = parts.join(b);
        expect(scoreEntry(entry, prepareQuery(query))).toBe(scoreEntry(entry, prepareQuery(parts.join(APOSTROPHE))));
        expect(scoreEntry(entry, prepareQuery(query))).toBeGreaterThan(SCORE.none);
      }),
    );
  });

  it('finds every game by any piece of its name, in any case (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z‘ʻ']{3,12}( [A-Za-z]{2,8}){0,2}$/), fc.nat(), fc.nat(), (name, from, length) => {
        const start = from % name.length;
        const piece = name.slice(start, start + 1 + (length % (name.length - start)));
        if (normalizeForSearch(piece) === '') return;
        expect(matches(name, piece.toUpperCase())).toBe(true);
      }),
    );
  });
});

describe('search', () => {
  const games = ['Golden Book', 'Book of Ra', 'Bookmaker Aura', 'Aviator', 'Qo‘rg‘on Xazinasi', 'Buffalo Books'].map((name) => prepareEntry(name, name));

  it('ranks a name that starts with the query first, then word starts, then matches inside', () => {
    expect(search(games, 'book')).toEqual(['Book of Ra', 'Bookmaker Aura', 'Golden Book', 'Buffalo Books']);
  });

  it('ranks apostrophe-less matches last and honours the filter and the limit', () => {
    expect(search(games, 'qorgon')).toEqual(['Qo‘rg‘on Xazinasi']);
    expect(search(games, 'book', { filter: (name) => name !== 'Book of Ra', limit: 2 })).toEqual(['Bookmaker Aura', 'Golden Book']);
  });

  it('answers within a few milliseconds over 5,000 games', () => {
    const many = Array.from({ length: 5000 }, (_, index) => prepareEntry(index, `Game ${index} Oltin Qo‘rg‘on ${index % 7 === 0 ? 'Sher' : 'Bo‘ri'}`));
    const started = performance.now();
    const found = search(many, "qo'rg'on sher");
    const elapsed = performance.now() - started;
    expect(found).toHaveLength(715);
    // Generous ceiling for a shared CI machine; the benchmark prints real p50/p95 in the browser.
    expect(elapsed).toBeLessThan(100);
  });
});
