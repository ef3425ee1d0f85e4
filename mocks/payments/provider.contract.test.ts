/**
 * Contract of the sandbox payment provider's pages (mocks/payments/routes.ts) and the sandbox clock endpoint:
 * each flow's page offers Pay and Cancel in the deposit's language, sends the player to the app's SPEC §2 result
 * page (under /ru for Russian), validates card details and the SMS code, and serves with the sandbox's headers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as cashier from '../../src/api/cashier.ts';
import * as games from '../../src/api/games.ts';
import { createSandbox } from '../app.ts';
import { CONTENT_SECURITY_POLICY } from '../http/security.ts';
import { createContractHarness } from '../test-client.ts';
import type { TestClient } from '../test-transport.ts';

const contract = createContractHarness();
let client: TestClient;

beforeEach(async () => {
  client = contract.start();
  await contract.signIn();
});

function submit(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return client.fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers });
}

async function page(url: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await client.fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

async function balance(): Promise<number> {
  return (await account.getBalance({})).balance_main.amount;
}

describe('hosted checkout (redirect)', () => {
  it('shows the merchant, order and amount with Pay and Cancel, under the sandbox headers', async () => {
    const deposit = await cashier.makeDeposit({ method: 'payme', amount: 50_000 });
    const { status, html, headers } = await page(deposit.redirect_url ?? '');
    expect(status).toBe(200);
    expect(headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain('<html lang="uz">');
    // Not no-referrer: a browser then posts the page's Pay form with `Origin: null`, which the CSRF guard refuses.
    expect(html).toContain('<meta name="referrer" content="same-origin">');
    expect(html).toContain('50,000 UZS');
    expect(html).toContain(`#${deposit.id}`);
    expect(html).toContain(`<form method="post" action="${deposit.redirect_url ?? ''}">`);
    expect(html).toMatch(/<button class="pay" type="submit" name="action" value="pay">To&#39;lash<\/button>/);
    expect(html).toMatch(/value="cancel" formnovalidate>Bekor qilish</);
    // No inline script: the CSP allows scripts from the sandbox's own files only.
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))/);
  });

  it('a Russian deposit speaks Russian and returns under /ru; Cancel lands on paycancel and moves nothing', async () => {
    contract.setLocale('ru');
    const paid = await cashier.makeDeposit({ method: 'uzum', amount: 40_000 });
    const { html } = await page(paid.redirect_url ?? '');
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Оплатить');
    expect((await submit(paid.redirect_url ?? '', { action: 'pay' })).headers.get('location')).toBe(`/ru/cashier/paysuccess/${paid.id}`);
    const canceled = await cashier.makeDeposit({ method: 'click', amount: 40_000 });
    expect((await submit(canceled.redirect_url ?? '', { action: 'cancel' })).headers.get('location')).toBe('/ru/cashier/paycancel');
    expect((await cashier.getDepositInfo({ id: canceled.id })).status).toBe('canceled');
    expect(await balance()).toBe(1_040_000);
    // Finished: the page says so and links to the result; pressing Pay again changes nothing.
    const again = await page(canceled.redirect_url ?? '');
    expect(again.html).toContain('Этот платёж уже завершён');
    expect(again.html).toContain('href="/ru/cashier/paycancel"');
    expect((await submit(canceled.redirect_url ?? '', { action: 'pay' })).headers.get('location')).toBe('/ru/cashier/paycancel');
    expect(await balance()).toBe(1_040_000);
  });

  it('refuses unknown tokens, a token on another flow\u2019s page, unknown actions and cross-site posts', async () => {
    expect((await page('/sandbox-pay/checkout/not-a-token')).status).toBe(404);
    const deposit = await cashier.makeDeposit({ method: 'payme', amount: 50_000 });
    const token = (deposit.redirect_url ?? '').split('/').pop() ?? '';
    expect((await page(`/sandbox-pay/card/${token}`)).status).toBe(404);
    expect((await page(`/sandbox-pay/app/${token}`)).status).toBe(404);
    expect((await submit(deposit.redirect_url ?? '', { action: 'refund' })).status).toBe(400);
    expect((await submit(deposit.redirect_url ?? '', { action: 'pay' }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await cashier.getDepositInfo({ id: deposit.id })).status).toBe('new');
    expect((await page('/sandbox-pay/nothing')).status).toBe(404);
  });
});

describe('card form and SMS code (Uzcard, Humo, Visa/Mastercard)', () => {
  it('Uzcard: the card from the cashier is shown masked; expiry, then the SMS code 666666; three wrong codes decline', async () => {
    const deposit = await cashier.makeDeposit({ method: 'uzcard', amount: 100_000, requisites: { card_number: '8600 1234 5678 9012' } });
    expect(deposit.flow).toBe('card_form');
    const url = deposit.card_form_url ?? '';
    const form = await page(url);
    expect(form.html).toContain('8600 12** **** 9012');
    expect(form.html).toContain('name="expiry"');
    expect(form.html).not.toContain('name="number"');
    // The test clock is January 2025: 12/24 has expired, 13/29 is no month.
    for (const expiry of ['12/24', '13/29', '1229', '']) {
      const refused = await submit(url, { action: 'pay', expiry });
      expect(refused.status, expiry).toBe(422);
      expect(await refused.text()).toContain("Muddat noto&#39;g&#39;ri yoki o&#39;tib ketgan");
    }
    const accepted = await submit(url, { action: 'pay', expiry: '01/25' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`${url}/sms`);
    expect((await page(url)).headers.get('location')).toBe(`${url}/sms`);
    const sms = await page(`${url}/sms`);
    expect(sms.html).toContain('Sinov kodi: 666666');
    expect(sms.html).toContain('autocomplete="one-time-code"');

    const wrong = await submit(`${url}/sms`, { action: 'pay', code: '123456' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Qolgan urinishlar: 2');
    await submit(`${url}/sms`, { action: 'pay', code: '000000' });
    const declined = await submit(`${url}/sms`, { action: 'pay', code: '111111' });
    expect(declined.headers.get('location')).toBe(`/cashier/payfail/${deposit.id}`);
    expect(await cashier.getDepositInfo({ id: deposit.id })).toMatchObject({ status: 'failed', error: { type: 'BillingTransactionDeclinedException' } });
    expect(await balance()).toBe(1_000_000);

    const humo = await cashier.makeDeposit({ method: 'humo', amount: 100_000, requisites: { card_number: '9860123456789015' } });
    const humoUrl = humo.card_form_url ?? '';
    await submit(humoUrl, { action: 'pay', expiry: '06/27' });
    expect((await submit(`${humoUrl}/sms`, { action: 'pay', code: '666666' })).headers.get('location')).toBe(`/cashier/paysuccess/${humo.id}`);
    expect(await balance()).toBe(1_100_000);
    expect((await cashier.getDepositInfo({ id: humo.id })).requisites).toEqual({ card_number: '9860 12** **** 9015' });
  });

  it('Visa/Mastercard: number, expiry, CVV and holder are checked; a Humo card is refused; no SMS step', async () => {
    const deposit = await cashier.makeDeposit({ method: 'visa_mastercard', amount: 200_000 });
    const url = deposit.card_form_url ?? '';
    const form = await page(url);
    for (const name of ['number', 'expiry', 'cvv', 'holder']) expect(form.html).toContain(`name="${name}"`);
    const bad = await submit(url, { action: 'pay', number: '4111 1111 1111 1112', expiry: '12/29', cvv: '12', holder: '<script>alert(1)</script>' });
    expect(bad.status).toBe(422);
    const text = await bad.text();
    expect(text).toContain("Karta raqami noto&#39;g&#39;ri");
    expect(text).toContain('CVV 3 ta raqamdan iborat');
    expect(text).toContain('Ismda faqat harflar');
    expect(text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(text).not.toContain('<script>alert(1)</script>');
    const humo = await submit(url, { action: 'pay', number: '9860 1234 5678 9015', expiry: '12/29', cvv: '123', holder: 'AZIZ KARIMOV' });
    expect(await humo.text()).toContain('Bu karta ushbu usul uchun emas');
    const paid = await submit(url, { action: 'pay', number: '5555 5555 5555 4444', expiry: '12/29', cvv: '123', holder: "Zarina O'Neil" });
    expect(paid.headers.get('location')).toBe(`/cashier/paysuccess/${deposit.id}`);
    expect((await cashier.getDepositInfo({ id: deposit.id })).requisites).toEqual({ card_number: '5555 55** **** 4444' });
    expect(await balance()).toBe(1_200_000);

    const pending = await cashier.makeDeposit({ method: 'visa_mastercard', amount: 14_000 });
    const waited = await submit(pending.card_form_url ?? '', { action: 'pay', number: '4111111111111111', expiry: '12/29', cvv: '123', holder: 'AZIZ KARIMOV' });
    expect(waited.headers.get('location')).toBe(`/cashier/paypending/${pending.id}`);
  });

  it('Cancel works on the card form and on the SMS step', async () => {
    const first = await cashier.makeDeposit({ method: 'uzcard', amount: 20_000, requisites: { card_number: '8600123456789012' } });
    expect((await submit(first.card_form_url ?? '', { action: 'cancel' })).headers.get('location')).toBe('/cashier/paycancel');
    const second = await cashier.makeDeposit({ method: 'uzcard', amount: 20_000, requisites: { card_number: '8600123456789012' } });
    await submit(second.card_form_url ?? '', { action: 'pay', expiry: '12/29' });
    expect((await submit(`${second.card_form_url ?? ''}/sms`, { action: 'cancel' })).headers.get('location')).toBe('/cashier/paycancel');
    expect((await cashier.getHistory({ statuses: ['canceled'], type: 'deposit', count: 2 })).items.map((item) => item.id)).toEqual([second.id, first.id]);
  });
});

describe('new window and mobile hand-off', () => {
  it('a new window ends on a page that tells its opener the result (same origin) and links back', async () => {
    const deposit = await cashier.makeDeposit({ method: 'oson', amount: 30_000 });
    expect(deposit).toMatchObject({ flow: 'new_window', redirect_url: null });
    const url = deposit.new_window_url ?? '';
    expect((await page(url)).status).toBe(200);
    const done = await submit(url, { action: 'pay' });
    expect(done.status).toBe(200);
    const html = await done.text();
    const block = /<script type="application\/json" id="payment-result">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? 'null')).toEqual({ type: 'omad:payment', transaction_id: deposit.id, status: 'success', result_url: `/cashier/paysuccess/${deposit.id}` });
    expect(html).toContain('<script src="/sandbox-pay/done.js"></script>');
    expect(html).toContain(`href="/cashier/paysuccess/${deposit.id}"`);
    const script = await client.fetch('/sandbox-pay/done.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('window.opener.postMessage(message, window.location.origin)');
    expect(await balance()).toBe(1_030_000);
  });

  it('the mobile hand-off opens the provider\u2019s app stand-in; it links back to the result', async () => {
    await contract.expectError(cashier.makeDeposit({ method: 'click_app', amount: 30_000, requisites: { phone: '123' } }), 'InvalidParameterException', { 'requisites.phone': ['WRONG_PHONE'] });
    const deposit = await cashier.makeDeposit({ method: 'click_app', amount: 30_000, requisites: { phone: '+998 90 123 45 67' } });
    expect(deposit.mobile_url).toMatch(/^\/sandbox-pay\/app\//);
    const app = await page(deposit.mobile_url ?? '');
    expect(app.html).toContain('<h1>Click ilovasi</h1>');
    expect(app.html).toContain("Omad hisobini to&#39;ldirishni tasdiqlang.");
    const done = await submit(deposit.mobile_url ?? '', { action: 'pay' });
    const html = await done.text();
    expect(html).toContain(`href="/cashier/paysuccess/${deposit.id}"`);
    expect(html).not.toContain('payment-result');
    expect(await balance()).toBe(1_030_000);
  });
});

describe('the sandbox clock (test mode)', () => {
  it('a payment due on the clock settles before a running game reads the balance', async () => {
    const launched = await games.getGame('omad-zar');
    const token = new URL(launched?.url ?? 'http://x/', 'http://x').searchParams.get('token') ?? '';
    const pending = await cashier.makeDeposit({ method: 'paynet', amount: 14_000, requisites: { phone: '+998901234567' } });
    expect(pending.status).toBe('pending');
    const session = async () => ((await (await client.fetch(`/sandbox-games/api/session?token=${token}`)).json()) as { data: { balance: number } }).data.balance;
    expect(await session()).toBe(1_000_000);
    await client.fetch('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advance_seconds": 60}' });
    // No API call in between: the game server itself sees the credited deposit.
    expect(await session()).toBe(1_014_000);
  });

  it('POST /__sandbox/clock moves it forward; bad values are refused; reset rewinds it', async () => {
    const before = (await (await client.fetch('/__sandbox/clock')).json()) as { data: { now: number; offset_seconds: number } };
    expect(before.data).toMatchObject({ now: Math.floor(client.clock.now() / 1000), offset_seconds: 0 });
    for (const body of ['{"advance_seconds": -1}', '{"advance_seconds": 1.5}', '{"advance_seconds": "60"}', '{}', 'not json', '{"advance_seconds": 99999999}']) {
      const refused = await client.fetch('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(refused.status, body).toBe(422);
    }
    const moved = await client.fetch('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advance_seconds": 3600}' });
    expect(((await moved.json()) as { data: { now: number } }).data.now).toBe(before.data.now + 3600);
    // The platform reads the moved clock: a raised limit waits 24 hours from the moved time.
    await account.setDepositLimit({ period: 'day', amount: 100_000 });
    const raised = await account.setDepositLimit({ period: 'day', amount: 200_000 });
    expect(raised.pending_at).toBe(before.data.now + 3600 + 86_400);
    expect((await client.fetch('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    const after = (await (await client.fetch('/__sandbox/clock')).json()) as { data: { now: number; offset_seconds: number } };
    expect(after.data).toEqual(expect.objectContaining({ now: before.data.now, offset_seconds: 0 }));
  });

  it('does not exist outside test mode', async () => {
    const { app } = createSandbox({ testMode: false, now: () => client.clock.now() });
    const response = await app.request('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advance_seconds": 60}' });
    expect(response.status).toBe(404);
  });
});
