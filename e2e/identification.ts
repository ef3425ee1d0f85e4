/**
 * Identity verification through the Sumsub stand-in (mocks/kyc/), shared by the journeys that meet it: the SDK's frame
 * in a page or the verification popup, a document sent in the frame's language, and the sandbox clock moved past the
 * review (3 s). The test documents are mocks/README.md's "Identity verification".
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { setCommon } from './cms-common.ts';
import { expect } from './fixtures.ts';

/** The app's words on the way to identification before play (decision 033), in uz and ru. */
export const IDENTIFICATION_WORDS = {
  uz: {
    prefix: '',
    amount: 'Summa (UZS)',
    why: "Qonunga ko'ra pulga faqat shaxsi davlat ma'lumotlari bo'yicha tasdiqlangan voyaga yetganlar o'ynashi mumkin: to'ldirishdan oldin shaxsingizni tasdiqlang.",
    gameWhy: "Qonunga ko'ra pulga faqat shaxsi davlat ma'lumotlari bo'yicha tasdiqlangan voyaga yetganlar o'ynashi mumkin: avval shaxsingizni tasdiqlang.",
    continue: 'Davom etish',
  },
  ru: {
    prefix: '/ru',
    amount: 'Сумма (UZS)',
    why: 'По закону играть на деньги могут только совершеннолетние, чья личность подтверждена по государственным данным: подтвердите личность перед пополнением.',
    gameWhy: 'По закону играть на деньги могут только совершеннолетние, чья личность подтверждена по государственным данным: сначала подтвердите личность.',
    continue: 'Продолжить',
  },
} as const;

export const DOCUMENT_WORDS = {
  uz: { number: 'Hujjat raqami', selfie: 'Selfi oldim', send: 'Hujjatlarni yuborish' },
  ru: { number: 'Номер документа', selfie: 'Я сделал селфи', send: 'Отправить документы' },
} as const;

export async function advanceClock(page: Page, seconds: number): Promise<void> {
  const answer = await page.request.post('/__sandbox/clock', { data: { advance_seconds: seconds } });
  expect(answer.ok()).toBe(true);
}

/** The SDK's frame inside `scope` (the page or the verification popup). */
export function sdkFrame(scope: Page | Locator): FrameLocator {
  return scope.getByTestId('identity-check-frame').frameLocator('iframe');
}

/** Sends a document through the SDK's frame, in the frame's language. */
export async function sendDocument(frame: FrameLocator, words: { number: string; selfie: string; send: string }, number: string): Promise<void> {
  await frame.getByLabel(words.number).fill(number);
  await frame.getByLabel(words.selfie).check();
  await frame.getByRole('button', { name: words.send }).click();
}

const PROFILE_WORDS = {
  uz: { first: 'Ism', last: 'Familiya', birth: /Tug'ilgan sana/ },
  ru: { first: 'Имя', last: 'Фамилия', birth: /Дата рождения/ },
} as const;

/** Fills the names and birth date the verification popup asks for first (an adult's, 02.03.1995), and saves them. */
export async function fillProfileFirst(dialog: Locator, locale: 'uz' | 'ru'): Promise<void> {
  const words = PROFILE_WORDS[locale];
  await dialog.getByLabel(words.first, { exact: true }).fill('Yangi');
  await dialog.getByLabel(words.last, { exact: true }).fill('Oyunchi');
  await dialog.getByLabel(words.birth).fill('02.03.1995');
  await dialog.locator('form button[type="submit"]').click();
}

/**
 * Identifies the signed-in player outside the app, as earlier visits would have (the platform's sumsub.* calls and the
 * stand-in's API with the page's session), with a good document (`HOLD…`: reviewed by hand for an hour of the sandbox
 * clock); `review`: whether the clock moves past the 3 s review.
 */
export async function identifyThroughStandIn(page: Page, { number = 'AA1234567', review = true }: { number?: string; review?: boolean } = {}): Promise<void> {
  const post = (operation: string) => page.request.post(`/api/${operation}?v=2.34&locale=uz`, { multipart: {} });
  expect((await post('sumsub.createApplicant')).ok()).toBe(true);
  const { data } = (await (await post('sumsub.getAccessToken')).json()) as { data: { token: string } };
  const sent = await page.request.post('/websdk/api/submit', { data: { token: data.token, doc_type: 'PASSPORT', number, selfie: true } });
  expect(sent.ok()).toBe(true);
  if (review) await advanceClock(page, 3);
}

/**
 * Identification before real-money play off on both sides (decision 033: the platform's setting and the CMS's
 * `identityVerification.isRequiredForPlay`), for journeys about what stays when an operator turns it off. The reset
 * before each test turns it on again.
 */
export async function playWithoutIdentification(page: Page, locale: 'uz' | 'ru'): Promise<void> {
  expect((await page.request.post('/__sandbox/config', { data: { identification_for_play: false } })).ok()).toBe(true);
  await setCommon(page, locale, { identityVerification: { isEnabled: true, isRequiredForWithdrawal: false, isRequiredForPlay: false } });
}

/** A paid deposit straight through the platform and the payment stand-in (payme), as the player's earlier visits would have made. */
export async function paidDeposit(page: Page, amount: number): Promise<void> {
  const answer = await page.request.post('/api/cashier.makedeposit?v=2.34&locale=uz', { multipart: { method: 'payme', amount: String(amount) }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  const { data } = (await answer.json()) as { data: { redirect_url: string } };
  expect((await page.request.post(data.redirect_url, { form: { action: 'pay' }, maxRedirects: 0 })).status()).toBe(303);
}

/**
 * Identifies the player in the verification popup the app opened (an empty profile's names and birth date first, then
 * a good document), past the review, and continues where they were (`continueLabel`: the popup's button).
 */
export async function identifyInPopup(page: Page, dialog: Locator, locale: 'uz' | 'ru', continueLabel: string): Promise<void> {
  await fillProfileFirst(dialog, locale);
  await sendDocument(sdkFrame(dialog), DOCUMENT_WORDS[locale], 'AA1234567');
  await advanceClock(page, 3);
  await dialog.getByRole('button', { name: continueLabel }).click();
}
