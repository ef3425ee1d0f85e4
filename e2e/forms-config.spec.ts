/**
 * The CMS's forms-config drives the forms (decision 027; the sandbox CMS's views in mocks/cms/fixtures.ts, values in
 * mocks/README.md): the profile's postcode takes the operator's six-digit pattern instead of the default 0 to 8 digits,
 * the home town one of SPEC §5's character patterns, and the CPF document type with its mask and check digits.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const WORDS = {
  uz: {
    prefix: '',
    firstName: 'Ism',
    lastName: 'Familiya',
    birthDate: "Tug'ilgan sana (KK.OO.YYYY)",
    postcode: 'Pochta indeksi',
    homeTown: 'Shahar',
    documentType: 'Hujjat turi',
    documentNumber: 'Hujjat raqami',
    cpf: 'CPF (Braziliya soliq raqami)',
    save: 'Saqlash',
    saved: 'Saqlandi',
    wrongPostcode: "Pochta indeksi noto'g'ri",
    symbols: 'Ruxsat etilmagan belgilar bor',
    wrongCpf: "CPF raqami noto'g'ri",
  },
  ru: {
    prefix: '/ru',
    firstName: 'Имя',
    lastName: 'Фамилия',
    birthDate: 'Дата рождения (ДД.ММ.ГГГГ)',
    postcode: 'Почтовый индекс',
    homeTown: 'Город',
    documentType: 'Тип документа',
    documentNumber: 'Номер документа',
    cpf: 'CPF (налоговый номер Бразилии)',
    save: 'Сохранить',
    saved: 'Сохранено',
    wrongPostcode: 'Неверный почтовый индекс',
    symbols: 'Есть недопустимые символы',
    wrongCpf: 'Неверный номер CPF',
  },
} as const;

function countCalls(page: Page, operation: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes(`/api/${operation}`)) calls++;
  });
  return () => calls;
}

for (const [locale, w] of Object.entries(WORDS)) {
  test(`the profile follows the CMS's field settings: the operator's postcode pattern, a character pattern and the CPF document type (${locale})`, async ({ page }) => {
    const saves = countCalls(page, 'account.saveProfileInfo');
    await signIn(page, 'new@sandbox.test');
    await expect(page.getByTestId('balance-main')).toBeVisible();
    await page.goto(`${w.prefix}/profile/settings`);
    // What the platform asks for anyway (account.getPersonalDataFields).
    await page.getByLabel(w.firstName, { exact: true }).fill('Aziz');
    await page.getByLabel(w.lastName, { exact: true }).fill('Karimov');
    await page.getByLabel(w.birthDate).fill('02031995');
    // Five digits: the default rule (0 to 8 digits) takes them, the operator's pattern (six) does not.
    await page.getByLabel(w.postcode, { exact: true }).fill('12345');
    await page.getByLabel(w.homeTown, { exact: true }).fill('Toshkent 2');
    await page.getByLabel(w.documentType).selectOption({ label: w.cpf });
    const number = page.getByLabel(w.documentNumber, { exact: true });
    await number.fill('52998224724');
    // The CMS's mask for a CPF.
    await expect(number).toHaveValue('529.982.247-24');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.wrongPostcode)).toBeVisible();
    await expect(page.getByText(w.symbols)).toBeVisible();
    await expect(page.getByText(w.wrongCpf)).toBeVisible();
    expect(saves()).toBe(0);

    await page.getByLabel(w.postcode, { exact: true }).fill('100000');
    await page.getByLabel(w.homeTown, { exact: true }).fill('Toshkent');
    await number.fill('52998224725');
    await expect(number).toHaveValue('529.982.247-25');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
    expect(saves()).toBe(1);
    // The platform keeps the CPF's digits and the document type.
    await page.reload();
    await expect(page.getByLabel(w.documentType)).toHaveValue('cpf');
    await expect(page.getByLabel(w.postcode, { exact: true })).toHaveValue('100000');
  });
}
