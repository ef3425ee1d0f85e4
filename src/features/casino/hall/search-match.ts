/**
 * Uzbek-aware game search (SPEC §2 "games search"): a player types the way their keyboard lets them,
 * so the matcher forgives the usual differences of Uzbek spelling:
 * - the apostrophe of o‘, g‘ and the tutuq belgisi is typed as ' ‘ ’ ʼ ʻ (or ` on some keyboards): all one character;
 * - the same word may be written in Latin or Cyrillic script (Oltin / Олтин, Qo‘rg‘on / Қўрғон): Cyrillic is
 *   transliterated to Uzbek Latin before comparing, so either spelling finds the other;
 * - case and Latin accents do not matter, and a query that leaves the apostrophe out still finds the word (ranked lower).
 * Pure functions only: the popup and the benchmark call them over the whole catalogue (5,000 games).
 */

/** The canonical apostrophe every variant becomes. */
export const APOSTROPHE = "'";

/** ' ‘ ’ ʼ ʻ and the backtick and acute accent some keyboards put in their place. */
const APOSTROPHE_VARIANTS = /['‘’ʼʻ`´′]/g;

/** Uzbek Cyrillic (and the Russian letters it shares) to Uzbek Latin, per the 1995 official alphabet. */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'x', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh',
  ъ: APOSTROPHE, ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya', ў: `o${APOSTROPHE}`, қ: 'q', ғ: `g${APOSTROPHE}`, ҳ: 'h',
};

const CYRILLIC_LETTER = /[\u0400-\u04ff]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^\p{L}\p{N}']+/gu;

function toLatin(text: string): string {
  return text.replace(CYRILLIC_LETTER, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter);
}

/**
 * The canonical search form of a text: lower case, Uzbek Latin script, one apostrophe, accents dropped, words
 * separated by single spaces. Idempotent: normalising twice gives the same text.
 */
export function normalizeForSearch(text: string): string {
  const lower = text.normalize('NFC').toLowerCase();
  // Cyrillic first, on composed letters: NFKD would split й and ё into a base letter and a mark.
  const latin = toLatin(lower);
  // Then accents go; what was left of rarer Cyrillic letters (ӑ -> а) is transliterated in a second pass.
  const plain = latin.normalize('NFKD').toLowerCase().normalize('NFKD').replace(COMBINING_MARKS, '');
  return toLatin(plain)
    .replace(APOSTROPHE_VARIANTS, APOSTROPHE)
    .replace(SEPARATORS, ' ')
    .trim();
}

/** The form used when the player leaves the apostrophe out ("ozbek" for "o‘zbek"). */
function withoutApostrophes(normalized: string): string {
  return normalized.replaceAll(APOSTROPHE, '');
}

/** Match quality, higher is better; 0 means no match. */
export const SCORE = { none: 0, loose: 1, inside: 2, wordStart: 3, prefix: 4 } as const;

function tokenScore(haystack: string, token: string): number {
  const at = haystack.indexOf(token);
  if (at < 0) return SCORE.none;
  if (at === 0) return SCORE.prefix;
  if (haystack[at - 1] === ' ' || haystack.includes(` ${token}`)) return SCORE.wordStart;
  return SCORE.inside;
}

/** One prepared entry: the normalised text is computed once per catalogue, not per keystroke. */
export interface SearchEntry<T> {
  readonly item: T;
  readonly text: string;
  readonly loose: string;
}

export interface PreparedQuery {
  readonly tokens: readonly string[];
  readonly looseTokens: readonly string[];
}

export function prepareQuery(query: string): PreparedQuery {
  const tokens = normalizeForSearch(query).split(' ').filter(Boolean);
  return { tokens, looseTokens: tokens.map(withoutApostrophes).filter(Boolean) };
}

export function prepareEntry<T>(item: T, text: string): SearchEntry<T> {
  const normalized = normalizeForSearch(text);
  return { item, text: normalized, loose: withoutApostrophes(normalized) };
}

/**
 * How well a prepared entry matches: every word of the query must occur in the entry. The score is the weakest
 * word's score, so "book ra" ranks "Book of Ra" (both words start words) above "Bookmaker Aura".
 */
export function scoreEntry(entry: Pick<SearchEntry<unknown>, 'text' | 'loose'>, query: PreparedQuery): number {
  if (query.tokens.length === 0) return SCORE.none;
  let weakest: number = SCORE.prefix;
  for (const token of query.tokens) {
    const score = tokenScore(entry.text, token);
    if (score === SCORE.none) return looseScore(entry, query);
    weakest = Math.min(weakest, score);
  }
  return weakest;
}

function looseScore(entry: Pick<SearchEntry<unknown>, 'loose'>, query: PreparedQuery): number {
  if (query.looseTokens.length === 0) return SCORE.none;
  return query.looseTokens.every((token) => entry.loose.includes(token)) ? SCORE.loose : SCORE.none;
}

/** True when `text` matches `query` (convenience for one-off checks and tests). */
export function matches(text: string, query: string): boolean {
  return scoreEntry(prepareEntry(null, text), prepareQuery(query)) > SCORE.none;
}

export interface SearchOptions<T> {
  /** At most this many results (default all). */
  limit?: number;
  /** Keeps only the entries that pass, e.g. a game type. */
  filter?: (item: T) => boolean;
}

/**
 * The matching items, best first; equal scores keep catalogue order (the platform's own ordering, e.g. popularity).
 * An empty query gives no results: the popup shows recent searches instead.
 */
export function search<T>(entries: readonly SearchEntry<T>[], query: string, options: SearchOptions<T> = {}): T[] {
  const prepared = prepareQuery(query);
  if (prepared.tokens.length === 0) return [];
  const buckets: T[][] = [[], [], [], [], []];
  for (const entry of entries) {
    if (options.filter && !options.filter(entry.item)) continue;
    const score = scoreEntry(entry, prepared);
    if (score > SCORE.none) buckets[score]?.push(entry.item);
  }
  const ordered = buckets.reverse().flat();
  return options.limit === undefined ? ordered : ordered.slice(0, options.limit);
}
