/**
 * Vite plugin: the default dictionary (src/i18n/uz.json) in sections, so that a screen's texts come with the screen
 * instead of with the first screen of every route (decision 007).
 *
 * A top-level section of uz.json (`casino`, `cashier`, …) is bundled with the app's entry unless src/i18n/texts/
 * has a module of that name. Such a module (`texts/cashier.ts`: `import { cashier } from '../uz.json'`, then
 * `addTexts({ cashier })`) is imported by the screens that show the section, and its section arrives in their chunk.
 * A part of a section that only some of its screens show can have a module of its own (`texts/casino.game.ts`); the
 * section's module then leaves that part out. File names are kebab-case: `texts/cashier.first-limit.ts` is the part
 * `cashier.firstLimit`.
 * For that, every import of uz.json from src/i18n/ gets a module of its own here:
 * - from src/i18n/index.ts: the dictionary without the sections and parts that have a texts module;
 * - from src/i18n/texts/<section>.ts: that section (without its parts that have a module), as the named export
 *   `<section>` (any other name fails the build);
 * - from src/i18n/texts/<section>.<part>.ts: `<section>` holding only that part.
 * Without this plugin (vitest) every import is the whole file, which gives the same texts, only not split.
 * Other languages (ru.json) load whole when a player switches to them, as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const I18N_DIR = fileURLToPath(new URL('../src/i18n/', import.meta.url));
const TEXTS_DIR = join(I18N_DIR, 'texts');
const DICTIONARY = join(I18N_DIR, 'uz.json');
const PREFIX = '\0omad-dictionary:';

/** A texts module's file name (kebab-case, `cashier.first-limit.ts`) as the dictionary's keys (`cashier.firstLimit`). */
export function textsOfFile(file: string): string {
  return basename(file, '.ts').replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** What comes with its screens: one module per section or per part in src/i18n/texts/ (`casino`, `casino.game`). */
export function lazyTexts(): string[] {
  return readdirSync(TEXTS_DIR)
    .filter((file) => /^[a-z][\w-]*(\.[\w-]+)?\.ts$/i.test(file))
    .map(textsOfFile);
}

type Texts = Record<string, Record<string, unknown>>;

/** `section` without the parts that have a module of their own. */
function withoutLazyParts(texts: Texts, section: string, lazy: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(texts[section] ?? {}).filter(([part]) => !lazy.includes(`${section}.${part}`)));
}

export function dictionarySections(): Plugin {
  return {
    name: 'omad-dictionary-sections',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.json') || !source.startsWith('.')) return null;
      const importerFile = importer.split('?')[0] ?? importer;
      if (resolve(dirname(importerFile), source) !== DICTIONARY) return null;
      if (importerFile === join(I18N_DIR, 'index.ts')) return `${PREFIX}shell`;
      if (dirname(importerFile) === TEXTS_DIR) return `${PREFIX}texts:${textsOfFile(importerFile)}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      this.addWatchFile(DICTIONARY);
      const texts = JSON.parse(readFileSync(DICTIONARY, 'utf8')) as Texts;
      const lazy = lazyTexts();
      const what = id.slice(PREFIX.length);
      if (what === 'shell') {
        const shell = Object.fromEntries(Object.keys(texts).filter((section) => !lazy.includes(section)).map((section) => [section, withoutLazyParts(texts, section, lazy)]));
        return `export default ${JSON.stringify(shell)};`;
      }
      const [section = '', part] = what.slice('texts:'.length).split('.');
      if (!(section in texts) || (part !== undefined && !(part in (texts[section] ?? {})))) this.error(`src/i18n/texts/${what.slice('texts:'.length)}.ts names nothing in uz.json`);
      const value = part === undefined ? withoutLazyParts(texts, section, lazy) : { [part]: texts[section]?.[part] };
      return `export const ${section} = ${JSON.stringify(value)};`;
    },
  };
}
