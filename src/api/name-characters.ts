/**
 * What makes a name or a fake name deceptive rather than wrong (SPEC §5 names and fakename, as the platform checks
 * them too, mocks/api/rules.ts): characters nobody sees, that turn the text around, that pile accents on one letter,
 * and fake names whose letters mix look-alike alphabets ("Рlayer1001" with a Cyrillic Р passes for "Player1001").
 * Pure. It lives in src/api because both sides of the wire apply it: the forms' rules (src/lib/validation.ts) and the
 * platform, whose sandbox (mocks/api/rules.ts) may import only src/api; so they cannot disagree.
 */

/**
 * Invisible or control characters: every format character (Unicode category Cf: the bidi embeddings, overrides and
 * isolates U+202A–U+202E and U+2066–U+2069, the marks U+200E/U+200F/U+061C, the zero-width U+200B–U+200D, U+2060,
 * U+FEFF, the soft hyphen), the other default-ignorable code points (fillers such as U+3164 that count as letters,
 * variation selectors), the blank braille pattern, controls and line or paragraph separators.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Zl}\p{Zp}\u2800]/u;

/** Combining marks one character may carry (Uzbek and Russian need at most one: й written as и + U+0306). */
export const MAX_COMBINING_MARKS = 2;
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1}}`, 'u');
const LEADING_MARK = /^\s*\p{M}/u;
const LETTER = /\p{L}/u;

/** The alphabets whose letters pass for each other; a fake name's letters come from one of them at most. */
const LOOK_ALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u] as const;

export type NameProblem = 'invisible' | 'marks' | 'noLetters';

/** True when the text holds a character nobody sees or one that reorders what is shown. */
export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value);
}

/**
 * Why a name (first or last name, SPEC §5) cannot be shown as typed, or undefined: invisible or direction-control
 * characters, a combining mark with no letter before it or more than MAX_COMBINING_MARKS on one character, or no
 * letter at all once the format characters are taken out.
 */
export function nameProblem(value: string): NameProblem | undefined {
  if (hasInvisibleCharacters(value)) return 'invisible';
  if (LEADING_MARK.test(value) || TOO_MANY_MARKS.test(value)) return 'marks';
  return LETTER.test(value.replace(/\p{Cf}/gu, '')) ? undefined : 'noLetters';
}

/** True when the text's letters come from more than one look-alike alphabet (Latin, Cyrillic, Greek). */
export function mixesScripts(value: string): boolean {
  return LOOK_ALIKE_SCRIPTS.filter((script) => script.test(value)).length > 1;
}
