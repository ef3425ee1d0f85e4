/**
 * The default dictionary is bundled in sections (./index.ts, scripts/dictionary-sections.ts): a section with a module
 * in ./texts/ is not in the first screen's chunk but comes with the screens that import that module. This test
 * reads the source like the bundler does and checks that every chunk that shows a key of such a section can show it:
 * the section is imported by a module of the chunk itself, or of every chunk that loads it lazily (a screen's lazy
 * part renders inside the screen). A key is a string literal that names an entry of uz.json (`'casino.hall.title'`)
 * or starts one (`` `validation.${key}` ``); src/i18n and src/api (whose literals are operation names such as
 * `'auth.restore'`) are left out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import uz from './uz.json';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SECTIONS = Object.keys(uz);
/** What comes with its screens: a section (`casino`) or a part of one (`casino.game`), one module each in ./texts/. */
const LAZY = readdirSync(join(ROOT, 'src/i18n/texts'))
  .filter((file) => /^[a-z][\w-]*(\.[\w-]+)?\.ts$/i.test(file))
  .map((file) => textsOfModule(file));

/** A texts module's kebab-case file name as the dictionary's keys: `cashier.first-limit.ts` is `cashier.firstLimit`. */
function textsOfModule(file: string): string {
  return file.slice(0, -'.ts'.length).replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

interface SourceFile {
  imports: string[];
  lazyImports: string[];
  uses: string[];
  adds: string[];
}

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.|test-helper|\.d\.ts$/.test(name)) found.push(path);
  }
  return found;
}

const LITERAL = new RegExp(`['"\`]((?:${SECTIONS.join('|')})\\.[\\w.]*)(\\$\\{|['"\`])`, 'g');

/**
 * What a literal shows: nothing unless it names an entry of the dictionary or a template starts one (not
 * `'cashier.gethistory'`); then its part when that comes with its screens (`casino.game`), else its section.
 */
function textsShown(path: string, template: boolean): string | undefined {
  const parts = path.replace(/\.$/, '').split('.');
  let entry: unknown = uz;
  for (const part of parts) {
    if (typeof entry !== 'object' || entry === null || !(part in entry)) return undefined;
    entry = (entry as Record<string, unknown>)[part];
  }
  if (!template && typeof entry !== 'string' && (typeof entry !== 'object' || entry === null)) return undefined;
  const [section = '', part] = parts;
  return part !== undefined && LAZY.includes(`${section}.${part}`) ? `${section}.${part}` : section;
}

function read(path: string): SourceFile {
  const code = readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const local = (specifiers: string[]) => specifiers.map((specifier) => resolve(dirname(path), specifier)).filter((file) => existsSync(file) && !file.endsWith('.json'));
  const statements = [...code.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g)];
  const name = relative(ROOT, path);
  return {
    imports: local(statements.filter((match) => match[2] === undefined).map((match) => match[3] ?? '')),
    lazyImports: local([...code.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '')),
    uses: name.startsWith('src/api/') || name.startsWith('src/i18n/') ? [] : [...new Set([...code.matchAll(LITERAL)].flatMap((match) => textsShown(match[1] ?? '', match[2] === '${') ?? []))],
    adds: name.startsWith('src/i18n/texts/') ? [textsOfModule(name.slice('src/i18n/texts/'.length))] : [],
  };
}

const files = new Map([...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'platform'))].map((path) => [path, read(path)]));

/** A chunk as the bundler sees it: a root (the entry or a lazily imported module) and everything it imports statically. */
function closure(root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const path = stack.pop() ?? '';
    if (seen.has(path) || !files.has(path)) continue;
    seen.add(path);
    stack.push(...(files.get(path)?.imports ?? []));
  }
  return seen;
}

const ENTRY = join(ROOT, 'src/main.tsx');
const chunks = new Map<string, { modules: Set<string>; loadedBy: Set<string> }>([[ENTRY, { modules: closure(ENTRY), loadedBy: new Set() }]]);
for (const pending = [ENTRY]; pending.length > 0; ) {
  const root = pending.pop() ?? '';
  for (const path of chunks.get(root)?.modules ?? []) {
    for (const target of files.get(path)?.lazyImports ?? []) {
      if (!chunks.has(target)) {
        chunks.set(target, { modules: closure(target), loadedBy: new Set() });
        pending.push(target);
      }
      chunks.get(target)?.loadedBy.add(root);
    }
  }
}

/** Sections a chunk can show: the first screen's, its own texts modules', and those every chunk that loads it has. */
const available = new Map<string, Set<string>>();
function sectionsOf(root: string, visiting = new Set<string>()): Set<string> {
  const known = available.get(root);
  if (known) return known;
  if (visiting.has(root)) return new Set(SECTIONS);
  visiting.add(root);
  const chunk = chunks.get(root);
  const sections = new Set(SECTIONS.filter((section) => !LAZY.includes(section)));
  for (const path of chunk?.modules ?? []) for (const section of files.get(path)?.adds ?? []) sections.add(section);
  let inherited: Set<string> | undefined;
  for (const parent of chunk?.loadedBy ?? []) {
    const theirs = sectionsOf(parent, visiting);
    inherited = inherited ? new Set([...inherited].filter((section) => theirs.has(section))) : new Set(theirs);
  }
  for (const section of inherited ?? []) sections.add(section);
  visiting.delete(root);
  available.set(root, sections);
  return sections;
}

describe('dictionary sections (issue 12 part 1)', () => {
  it('every texts module names a section of uz.json, or a part of one', () => {
    const named = (name: string) => {
      const [section = '', part] = name.split('.');
      return part === undefined ? SECTIONS.includes(section) : part in ((uz as Record<string, object>)[section] ?? {});
    };
    expect(LAZY.filter((name) => !named(name))).toEqual([]);
    expect(LAZY.length).toBeGreaterThan(0);
  });

  it('the first screen carries no section that has a texts module of its own', () => {
    const shown = new Set([...(chunks.get(ENTRY)?.modules ?? [])].flatMap((path) => files.get(path)?.uses ?? []));
    expect([...shown].filter((section) => LAZY.includes(section))).toEqual([]);
  });

  it('every lazily loaded chunk imports the texts of the sections it shows', () => {
    const missing: string[] = [];
    for (const [root, chunk] of chunks) {
      const sections = sectionsOf(root);
      for (const path of chunk.modules) {
        for (const section of files.get(path)?.uses ?? []) {
          if (!sections.has(section)) missing.push(`${relative(ROOT, root)}: ${relative(ROOT, path)} shows ${section}.* (import src/i18n/texts/${section}.ts)`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
