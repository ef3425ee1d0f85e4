/**
 * Names the player cannot see are refused in the forms (SPEC §5 as src/api/name-characters.ts reads it), in uz and ru,
 * before anything is sent: a first name with direction-control characters, and a fake name whose letters mix Latin
 * and Cyrillic ("Рlayer1001" with a Cyrillic Р passes for another player). The platform refuses the same
 * (mocks/api/names.contract.test.ts).
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

function countCalls(page: Page, operation: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().toLowerCase().includes(`/api/${operation.toLowerCase()}`)) calls++;
  });
  return () => calls;
}

const WORDS = {
  uz: {
    prefix: '',
    firstName: 'Ism',
    save: 'Saqlash',
    fakename: 'Taxallus',
    fakenameSave: 'Taxallusni saqlash',
    invisible: "Ko'rinmaydigan va matn yo'nalishini o'zgartiradigan belgilarni olib tashlang",
    mixed: 'Bitta alifbo harflarini ishlating: lotin yoki kirill',
  },
  ru: {
    prefix: '/ru',
    firstName: 'Имя',
    save: 'Сохранить',
    fakename: 'Никнейм',
    fakenameSave: 'Сохранить никнейм',
    invisible: 'Уберите невидимые символы и символы, меняющие направление текста',
    mixed: 'Используйте буквы одного алфавита: латиницу или кириллицу',
  },
} as const;

for (const locale of ['uz', 'ru'] as const) {
  const w = WORDS[locale];
  test(`(${locale}) a first name with direction controls and a fake name mixing alphabets are refused with what to fix`, async ({ page }) => {
    const saves = countCalls(page, 'account.saveProfileInfo');
    const fakenames = countCalls(page, 'account.changeFakename');
    await signIn(page, 'new@sandbox.test');
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${w.prefix}/profile/settings`);
    await page.getByLabel(w.firstName, { exact: true }).fill('\u202Eevil\u202C Ali');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.invisible)).toBeVisible();
    const fakename = page.getByLabel(w.fakename, { exact: true });
    await fakename.fill('\u0420layer1001');
    await page.getByRole('button', { name: w.fakenameSave, exact: true }).click();
    await expect(page.getByText(w.mixed)).toBeVisible();
    expect(saves()).toBe(0);
    expect(fakenames()).toBe(0);
    // One alphabet is kept.
    await fakename.fill(locale === 'ru' ? 'Игрок1001' : 'Player1001');
    await page.getByRole('button', { name: w.fakenameSave, exact: true }).click();
    await expect(page.getByText(w.mixed)).toHaveCount(0);
    await expect.poll(fakenames).toBe(1);
  });
}
