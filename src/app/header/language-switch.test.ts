import { describe, expect, it } from 'vitest';
import type { Language } from '../../stores/cms-store.ts';
import { switchOptions } from './language-switch.tsx';

const entry = (code: string, name: string, language = code, dir: 'ltr' | 'rtl' = 'ltr'): Language => ({ code, language, name, dir, icon: null, isDefault: false });

describe('the language switch follows the CMS list (issue 18 part 4)', () => {
  it('CMS order and names, only the languages the app has texts for, each once', () => {
    expect(switchOptions([entry('ru', 'Русский', 'ru-RU'), entry('en', 'English'), entry('uz', 'O‘zbekcha', 'uz-UZ'), entry('ru', 'again')])).toEqual([
      { code: 'ru', lang: 'ru-RU', name: 'Русский', dir: 'ltr' },
      { code: 'uz', lang: 'uz-Latn', name: 'O‘zbekcha', dir: 'ltr' },
    ]);
  });

  it('an unusable list (empty, one language, unknown codes) leaves the app its own two', () => {
    for (const languages of [[], [entry('ru', 'Русский')], [entry('en', 'English'), entry('kk', 'Қазақша')]]) {
      expect(switchOptions(languages).map((option) => option.code)).toEqual(['uz', 'ru']);
    }
  });
});
