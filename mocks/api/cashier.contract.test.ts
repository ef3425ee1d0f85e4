/**
 * Contract: every cashier.* operation (and bonuses.get, the history's bonuses tab) of the sandbox answers what
 * src/api/cashier.ts accepts and refuses bad input with the SPEC §8 type the issue names; money moves once,
 * through the ledger, on the sandbox clock. The provider's pages have their own file (mocks/payments/).
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as bonuses from '../../src/api/bonuses.ts';
import * as cashbacks from '../../src/api/cashbacks.ts';
import * as cashier from '../../src/api/cashier.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { SEED_DEPOSITS, SEED_WITHDRAWALS } from '../fixtures/cashier-history.ts';
import { createContractHarness } from '../test-client.ts';
import type { TestClient } from '../test-transport.ts';

const contract = createContractHarness();
const client = contract.suite(/^(cashier\.|bonuses\.get$)/i);
const { signIn, expectError } = contract;

const UZCARD = '8600 1234 5678 9012';
const HUMO = '9860 1234 5678 9015';
const HOLDER = 'AZIZ KARIMOV';

/** Moves the sandbox clock through the test-mode endpoint, as an end-to-end test does. */
async function advance(seconds: number): Promise<void> {
  const response = await client().fetch('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: seconds }) });
  expect(response.status).toBe(200);
}

async function mainBalance(): Promise<number> {
  return (await account.getBalance({})).balance_main.amount;
}

interface LedgerEntry {
  amount: number;
  reason: string;
  ref: string | null;
}

async function ledger(ref?: string, login: string = SEED_LOGINS.player): Promise<LedgerEntry[]> {
  const query = new URLSearchParams({ login, ...(ref ? { ref } : {}) });
  const response = await client().fetch(`/__sandbox/state/ledger?${query.toString()}`);
  return ((await response.json()) as { data: { items: LedgerEntry[] } }).data.items;
}

/** Presses a button on a provider page (form post, no redirect following). */
async function submit(test: TestClient, url: string, fields: Record<string, string>): Promise<Response> {
  return test.fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** A redirect-flow deposit paid at the hosted checkout; answers the deposit id and where the page sent the player. */
async function payByRedirect(amount: number, options: { key?: string; method?: string } = {}): Promise<{ id: number; location: string | null }> {
  const result = await cashier.makeDeposit({ method: options.method ?? 'payme', amount }, options.key ? { idempotencyKey: options.key } : {});
  const paid = await submit(client(), result.redirect_url ?? '', { action: 'pay' });
  expect(paid.status).toBe(303);
  return { id: result.id, location: paid.headers.get('location') };
}

/** An Uzcard deposit through the card form and SMS step. */
async function payByUzcard(amount: number): Promise<number> {
  const result = await cashier.makeDeposit({ method: 'uzcard', amount, requisites: { card_number: UZCARD } });
  const url = result.card_form_url ?? '';
  expect((await submit(client(), url, { action: 'pay', expiry: '12/29' })).status).toBe(303);
  const done = await submit(client(), `${url}/sms`, { action: 'pay', code: '666666' });
  expect(done.headers.get('location')).toBe(`/cashier/paysuccess/${result.id}`);
  return result.id;
}

describe('cashier.getdepositsettings', () => {
  it('lists the Uzbek methods with their flow, bounds, requisites and presets; guests are refused', async () => {
    await expectError(cashier.getDepositSettings({}), 'AuthorizationException');
    await signIn();
    const settings = await cashier.getDepositSettings({});
    expect(settings.currency).toBe('UZS');
    expect(settings.methods.map((method) => [method.sysname, method.flow])).toEqual([
      ['uzcard', 'card_form'],
      ['humo', 'card_form'],
      ['visa_mastercard', 'card_form'],
      ['payme', 'redirect'],
      ['click', 'redirect'],
      ['uzum', 'redirect'],
      ['oson', 'new_window'],
      ['click_app', 'mobile'],
      ['paynet', 'pending'],
    ]);
    for (const method of settings.methods) {
      expect(cashier.isDepositFlow(method.flow), method.sysname).toBe(true);
      expect(method.min_amount, method.sysname).toBeLessThanOrEqual(13_000);
      for (const preset of method.presets.UZS ?? []) expect(preset.value).toBeGreaterThanOrEqual(method.min_amount);
      for (const preset of method.presets.UZS ?? []) expect(preset.value).toBeLessThanOrEqual(method.max_amount);
    }
    const uzcard = settings.methods[0];
    expect(uzcard).toMatchObject({ name: 'Uzcard', currency: 'UZS', min_amount: 10_000, max_amount: 20_000_000, sms_confirmation: true });
    expect(uzcard?.fields).toEqual([
      { name: 'card_number', type: 'card_number', title: 'Karta raqami', is_required: true, mask: '#### #### #### ####', regex: '^8600\\d{12}$', rule: 'cardNumber', placeholder: '8600 0000 0000 0000' },
    ]);
    expect(settings.amount_presets.UZS?.map((preset) => preset.value)).toEqual([20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]);
    // The seeded player's last successful deposit: the one-tap re-deposit.
    expect(settings).toMatchObject({ has_deposits: true, last_deposit: { method: 'payme', amount: { amount: 400_000, currency: 'UZS' } } });

    contract.setLocale('ru');
    const ru = await cashier.getDepositSettings({});
    expect(ru.methods.find((method) => method.sysname === 'click_app')?.name).toBe('Приложение Click');
    expect(ru.methods[0]?.fields[0]?.title).toBe('Номер карты');
  });

  it('every method has its CMS payment method info (icons, descriptions) in cashier-config', async () => {
    await signIn();
    const settings = await cashier.getDepositSettings({});
    const response = await client().fetch('/cms/api/cashier-config?populate=*');
    expect(response.status).toBe(200);
    const cms = [...(await response.text()).matchAll(/"sysname":"([a-z_]+)"/g)].map((match) => match[1]);
    expect(cms.sort()).toEqual(settings.methods.map((method) => method.sysname).sort());
  });

  it('a new player has no deposits; in another currency the so\u2019m bounds are converted', async () => {
    await signIn(SEED_LOGINS.fresh);
    expect(await cashier.getDepositSettings({})).toMatchObject({ has_deposits: false, last_deposit: null });
    await expect(account.setCurrency({ currency: 'USD' })).resolves.toBe(1);
    const usd = await cashier.getDepositSettings({});
    // 10,000 UZS up and 20,000,000 UZS down at 12,650 UZS per dollar.
    expect(usd.methods[0]).toMatchObject({ currency: 'USD', min_amount: 1, max_amount: 1581 });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 791 }), 'InvalidParameterException', { amount: ['MAX_VALUE'] });
    const deposit = await cashier.makeDeposit({ method: 'payme', amount: 20 });
    expect(deposit.amount).toEqual({ amount: 20, currency: 'USD' });
  });
});

describe('cashier.makedeposit', () => {
  it('redirect: the answer names the checkout; paying credits the main balance once', async () => {
    await signIn();
    const result = await cashier.makeDeposit({ method: 'payme', amount: 50_000 });
    expect(result).toMatchObject({ status: 'new', flow: 'redirect', method: 'payme', amount: { amount: 50_000, currency: 'UZS' }, card_form_url: null, new_window_url: null, mobile_url: null });
    expect(result.redirect_url).toMatch(/^\/sandbox-pay\/checkout\/[A-Za-z0-9_-]{24}$/);
    expect(await mainBalance()).toBe(1_000_000);
    const paid = await submit(client(), result.redirect_url ?? '', { action: 'pay' });
    expect(paid.headers.get('location')).toBe(`/cashier/paysuccess/${result.id}`);
    expect(await mainBalance()).toBe(1_050_000);
    expect(await ledger(`deposit:${result.id}`)).toEqual([expect.objectContaining({ amount: 50_000, reason: 'deposit' })]);
    expect(await cashier.getDepositInfo({ id: result.id })).toMatchObject({ id: result.id, status: 'success', type: 'deposit', method: 'payme', method_name: 'Payme', domain: 'omad.sandbox', error: null });
  });

  it('an Idempotency-Key replay answers the first result, and the deposit is credited once however often it is paid', async () => {
    await signIn();
    const first = await cashier.makeDeposit({ method: 'payme', amount: 70_000 }, { idempotencyKey: 'deposit-confirmed-1' });
    const replay = await cashier.makeDeposit({ method: 'payme', amount: 70_000 }, { idempotencyKey: 'deposit-confirmed-1' });
    expect(replay).toEqual(first);
    // Two taps in flight at once get one deposit too.
    const [a, b] = await Promise.all([
      cashier.makeDeposit({ method: 'payme', amount: 80_000 }, { idempotencyKey: 'deposit-double-tap' }),
      cashier.makeDeposit({ method: 'payme', amount: 80_000 }, { idempotencyKey: 'deposit-double-tap' }),
    ]);
    expect(b.id).toBe(a.id);
    const history = await cashier.getHistory({ type: 'deposit', statuses: ['new'] });
    expect(history.items.map((item) => item.id).sort()).toEqual([first.id, a.id].sort());

    for (let press = 0; press < 3; press++) await submit(client(), first.redirect_url ?? '', { action: 'pay' });
    expect(await ledger(`deposit:${first.id}`)).toHaveLength(1);
    expect(await mainBalance()).toBe(1_070_000);
    // A new confirmation (a new key) is a new deposit.
    expect((await cashier.makeDeposit({ method: 'payme', amount: 70_000 }, { idempotencyKey: 'deposit-confirmed-2' })).id).not.toBe(first.id);
  });

  it('probe: an Idempotency-Key sent again with other parameters is a conflict (409), not the first answer', async () => {
    await signIn();
    const first = await cashier.makeDeposit({ method: 'payme', amount: 70_000 }, { idempotencyKey: 'deposit-reused-1' });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 90_000 }, { idempotencyKey: 'deposit-reused-1' }), 'IdempotencyKeyReusedException', { 'Idempotency-Key': ['REUSED'] });
    await expectError(cashier.makeDeposit({ method: 'click', amount: 70_000 }, { idempotencyKey: 'deposit-reused-1' }), 'IdempotencyKeyReusedException');
    // Still the same request: the first answer.
    expect(await cashier.makeDeposit({ method: 'payme', amount: 70_000 }, { idempotencyKey: 'deposit-reused-1' })).toEqual(first);
    // In flight too: a second request with the key and other parameters does not wait for the first's answer.
    const outcomes = await Promise.allSettled([
      cashier.makeDeposit({ method: 'payme', amount: 80_000 }, { idempotencyKey: 'deposit-reused-2' }),
      cashier.makeDeposit({ method: 'payme', amount: 85_000 }, { idempotencyKey: 'deposit-reused-2' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    const raw = await client().fetch('/api/cashier.makedeposit?v=2.34&locale=uz', { method: 'POST', headers: { 'Idempotency-Key': 'deposit-reused-1' }, body: new URLSearchParams({ method: 'payme', amount: '75000' }) });
    expect(raw.status).toBe(409);
    const history = await cashier.getHistory({ type: 'deposit', statuses: ['new'] });
    expect(history.count).toBe(2);
  });

  it('outcomes by amount: 13,000 declined, 14,000 pending then success after 60 s, 16,000 provider unavailable', async () => {
    await signIn();
    const declined = await payByRedirect(13_000);
    expect(declined.location).toBe(`/cashier/payfail/${declined.id}`);
    expect(await cashier.getDepositInfo({ id: declined.id })).toMatchObject({ status: 'failed', error: { type: 'BillingTransactionDeclinedException' } });

    const pending = await payByRedirect(14_000, { method: 'click' });
    expect(pending.location).toBe(`/cashier/paypending/${pending.id}`);
    expect((await cashier.getDepositInfo({ id: pending.id })).status).toBe('pending');
    await advance(59);
    expect((await cashier.getDepositInfo({ id: pending.id })).status).toBe('pending');
    expect(await mainBalance()).toBe(1_000_000);
    await advance(1);
    expect((await cashier.getDepositInfo({ id: pending.id })).status).toBe('success');
    expect(await mainBalance()).toBe(1_014_000);
    expect(await ledger(`deposit:${pending.id}`)).toHaveLength(1);

    await expectError(cashier.makeDeposit({ method: 'uzum', amount: 16_000 }), 'BillingUnavailableException');
    expect((await cashier.getHistory({ type: 'deposit' })).items.some((item) => item.amount.amount === 16_000)).toBe(false);
    expect(await ledger(`deposit:${declined.id}`)).toEqual([]);
  });

  it('pending flow (Paynet): no provider page; the invoice settles on the sandbox clock by amount', async () => {
    await signIn();
    await expectError(cashier.makeDeposit({ method: 'paynet', amount: 50_000 }), 'InvalidParameterException', { 'requisites.phone': ['REQUIRED'] });
    await expectError(cashier.makeDeposit({ method: 'paynet', amount: 50_000, requisites: { phone: '+7 900 123 45 67' } }), 'InvalidParameterException', { 'requisites.phone': ['WRONG_PHONE'] });
    const phone = { phone: '+998 90 123 45 67' };
    const ok = await cashier.makeDeposit({ method: 'paynet', amount: 50_000, requisites: phone });
    expect(ok).toMatchObject({ status: 'pending', flow: 'pending', redirect_url: null, card_form_url: null, new_window_url: null, mobile_url: null });
    const declined = await cashier.makeDeposit({ method: 'paynet', amount: 13_000, requisites: phone });
    const slow = await cashier.makeDeposit({ method: 'paynet', amount: 14_000, requisites: phone });
    await advance(30);
    expect((await cashier.getDepositInfo({ id: ok.id })).status).toBe('success');
    expect((await cashier.getDepositInfo({ id: declined.id })).status).toBe('failed');
    expect((await cashier.getDepositInfo({ id: slow.id })).status).toBe('pending');
    await advance(30);
    expect((await cashier.getDepositInfo({ id: slow.id })).status).toBe('success');
    expect(await mainBalance()).toBe(1_064_000);
    expect((await cashier.getDepositInfo({ id: ok.id })).requisites).toEqual({ phone: '+99890*****67' });
  });

  it('refuses bad amounts, methods, requisites, offers and promo codes with InvalidParameterException', async () => {
    await signIn();
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 4_999 }), 'InvalidParameterException', { amount: ['MIN_VALUE'] });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 10_000_001 }), 'InvalidParameterException', { amount: ['MAX_VALUE'] });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 12.5 }), 'InvalidParameterException', { amount: ['WRONG_AMOUNT'] });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: -5 }), 'InvalidParameterException', { amount: ['WRONG_AMOUNT'] });
    await expectError(cashier.makeDeposit({ method: 'bitcoin', amount: 50_000 }), 'InvalidParameterException', { method: ['NOT_FOUND'] });
    await expectError(cashier.makeDeposit({ method: 'uzcard', amount: 50_000 }), 'InvalidParameterException', { 'requisites.card_number': ['REQUIRED'] });
    await expectError(cashier.makeDeposit({ method: 'uzcard', amount: 50_000, requisites: { card_number: '8600 1234 5678 9013' } }), 'InvalidParameterException', { 'requisites.card_number': ['WRONG_CARD_NUMBER'] });
    // SPEC §5 / issue 14: 9860 is Humo, so a Humo card is the wrong type for Uzcard (and the other way round).
    await expectError(cashier.makeDeposit({ method: 'uzcard', amount: 50_000, requisites: { card_number: HUMO } }), 'InvalidParameterException', { 'requisites.card_number': ['WRONG_CARD_TYPE'] });
    await expectError(cashier.makeDeposit({ method: 'humo', amount: 50_000, requisites: { card_number: UZCARD } }), 'InvalidParameterException', { 'requisites.card_number': ['WRONG_CARD_TYPE'] });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 50_000, campaign_offer_id: 999 }), 'InvalidParameterException', { campaign_offer_id: ['NOT_FOUND'] });
    // Issue 16: WELCOME100 is for players without a deposit (mocks/api/campaigns.contract.test.ts has the rest).
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 50_000, promo_code: 'WELCOME100' }), 'InvalidParameterException', { promo_code: ['NOT_ELIGIBLE'] });
    const raw = new FormData();
    raw.append('method', 'uzcard');
    raw.append('amount', '50000');
    raw.append('requisites', '8600123456789012');
    const response = await client().fetch('/api/cashier.makedeposit?v=2.34&locale=uz', { method: 'POST', body: raw, headers: { 'Idempotency-Key': 'raw-requisites-1' } });
    expect(((await response.json()) as { error: { error_data: unknown } }).error.error_data).toEqual({ requisites: ['INVALID'] });
    const noKey = await client().fetch('/api/cashier.makedeposit?v=2.34&locale=uz', { method: 'POST', body: raw });
    expect(((await noKey.json()) as { error: { type: string } }).error.type).toBe('InvalidRequestException');
    expect(await mainBalance()).toBe(1_000_000);
  });

  it('the deposit limit: open and paid deposits count; over it answers the amount left; stricter at once, looser after 24 h', async () => {
    await signIn();
    await account.setDepositLimit({ period: 'day', amount: 100_000 });
    const open = await cashier.makeDeposit({ method: 'payme', amount: 60_000 });
    expect((await account.getDepositLimit({})).available_amount).toEqual({ amount: 40_000, currency: 'UZS' });
    const refused = cashier.makeDeposit({ method: 'payme', amount: 50_000 });
    await expectError(refused, 'BillingDepositLimitExceededException', { amount: ['DEPOSIT_LIMIT_EXCEEDED'], available_amount: ['40000'], limit_amount: ['100000'], period: ['day'] });
    await refused.catch((error: unknown) => expect((error as Error).message).toContain('40000 UZS'));
    // Cancelled at the provider, it no longer counts.
    await submit(client(), open.redirect_url ?? '', { action: 'cancel' });
    expect((await account.getDepositLimit({})).available_amount).toEqual({ amount: 100_000, currency: 'UZS' });
    await payByRedirect(100_000);
    expect((await account.getDepositLimit({})).available_amount).toEqual({ amount: 0, currency: 'UZS' });

    // A looser limit waits 24 hours of sandbox time; then its rolling week counts every deposit paid in it, those
    // before the change too (the seeded 50,000 four days ago and 400,000 two days ago, and today's 100,000).
    await account.setDepositLimit({ period: 'week', amount: 1_000_000 });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 10_000 }), 'BillingDepositLimitExceededException', { available_amount: ['0'] });
    await advance(24 * 60 * 60);
    expect(await account.getDepositLimit({})).toMatchObject({ period: 'week', limit_amount: { amount: 1_000_000 }, available_amount: { amount: 450_000 } });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 600_000 }), 'BillingDepositLimitExceededException', { available_amount: ['450000'] });
    await expect(cashier.makeDeposit({ method: 'payme', amount: 400_000 })).resolves.toMatchObject({ status: 'new' });
    // A stricter one applies at once.
    await account.setDepositLimit({ period: 'week', amount: 500_000 });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 10_000 }), 'BillingDepositLimitExceededException', { available_amount: ['0'] });
  });

  it('probe: lowering a used-up limit by 1 so\u2019m does not start a new period; the period rolls a day after the deposit', async () => {
    await signIn();
    await account.setDepositLimit({ period: 'day', amount: 100_000 });
    const paid = await payByRedirect(100_000);
    for (const lower of [99_999, 99_998, 99_997]) {
      await advance(60);
      expect(await account.setDepositLimit({ period: 'day', amount: lower })).toMatchObject({ limit_amount: { amount: lower }, available_amount: { amount: 0 } });
      await expectError(cashier.makeDeposit({ method: 'payme', amount: lower }), 'BillingDepositLimitExceededException', { available_amount: ['0'] });
    }
    expect(await mainBalance()).toBe(1_100_000);
    const limit = await account.getDepositLimit({});
    // More becomes available when the deposit leaves the rolling day: that is the time the answer names.
    expect(limit.expired_at).toBe((await cashier.getDepositInfo({ id: paid.id })).updated_at + 24 * 60 * 60);
    await advance(24 * 60 * 60 - 180);
    expect((await account.getDepositLimit({})).available_amount).toEqual({ amount: 99_997, currency: 'UZS' });
  });

  it('probe: checkouts opened before a limit count when paid: the provider refuses the ones past it with the limit error', async () => {
    await signIn();
    const checkouts = [];
    for (let index = 0; index < 5; index++) checkouts.push(await cashier.makeDeposit({ method: 'payme', amount: 100_000 }));
    await account.setDepositLimit({ period: 'day', amount: 100_000 });
    const places = [];
    for (const checkout of checkouts) places.push((await submit(client(), checkout.redirect_url ?? '', { action: 'pay' })).headers.get('location'));
    expect(places).toEqual([`/cashier/paysuccess/${checkouts[0]?.id ?? 0}`, ...checkouts.slice(1).map((checkout) => `/cashier/payfail/${checkout.id}`)]);
    for (const checkout of checkouts.slice(1)) {
      expect(await cashier.getDepositInfo({ id: checkout.id })).toMatchObject({ status: 'failed', error: { type: 'BillingDepositLimitExceededException' } });
    }
    expect(await mainBalance()).toBe(1_100_000);
    expect((await account.getDepositLimit({})).available_amount).toEqual({ amount: 0, currency: 'UZS' });
    expect(await ledger(`deposit:${checkouts[1]?.id ?? 0}`)).toEqual([]);
  });

  it('SPEC §5: a deposit-limit amount with a leading zero is refused, not read as another number', async () => {
    await signIn();
    for (const amount of ['010000', '00', '0', '1.50']) {
      const response = await client().fetch('/api/account.setDepositLimit?v=2.34&locale=uz', { method: 'POST', body: new URLSearchParams({ period: 'day', amount }) });
      expect(((await response.json()) as { error: { type: string; error_data: unknown } }).error).toMatchObject({ type: 'InvalidParameterException', error_data: { amount: ['WRONG_AMOUNT'] } });
    }
    expect((await account.getDepositLimit({})).period).toBe('none');
    // Ids too: `0100001` is not read as deposit 100001.
    const info = await client().fetch('/api/cashier.getdepositinfo?v=2.34&locale=uz&id=0100001');
    expect(((await info.json()) as { error: { type: string; error_data: unknown } }).error).toMatchObject({ type: 'InvalidParameterException', error_data: { id: ['INVALID'] } });
  });
});

describe('a break and the money still on its way', () => {
  it('probe: starting a self-exclusion cancels open checkouts and unconfirmed payments; one the provider confirms later goes back to its source', async () => {
    await signIn();
    const checkouts = [];
    for (let index = 0; index < 3; index++) checkouts.push(await cashier.makeDeposit({ method: 'payme', amount: 100_000 }));
    // Paid at the provider and waiting for its confirmation: the 14,000 UZS test amount confirms after 60 s, Paynet after 30 s.
    const confirming = await cashier.makeDeposit({ method: 'payme', amount: 14_000 });
    await submit(client(), confirming.redirect_url ?? '', { action: 'pay' });
    const paynet = await cashier.makeDeposit({ method: 'paynet', amount: 20_000, requisites: { phone: '+998901234567' } });
    expect((await cashier.getDepositInfo({ id: paynet.id })).status).toBe('pending');

    await expect(account.setGamingBreak({ kind: 'self_exclusion', days: 365, password: SANDBOX_PASSWORD })).resolves.toBe(1);
    const { state } = client().sandbox;
    const statusOf = (id: number) => state.payments.get(id)?.status;
    expect(checkouts.map((checkout) => statusOf(checkout.id))).toEqual(['canceled', 'canceled', 'canceled']);
    expect([statusOf(confirming.id), statusOf(paynet.id)]).toEqual(['canceled', 'canceled']);
    // The checkout pages say the payment is over; pressing Pay there moves nothing.
    for (const checkout of checkouts) expect((await submit(client(), checkout.redirect_url ?? '', { action: 'pay' })).headers.get('location')).toBe('/cashier/paycancel');

    await advance(120);
    // The providers confirmed both after the break: each came in and went straight back, as the ledger says.
    for (const [id, amount] of [[confirming.id, 14_000], [paynet.id, 20_000]] as const) {
      expect((await ledger(`deposit:${id}`)).map((entry) => [entry.reason, entry.amount])).toEqual([['deposit', amount], ['deposit_refund', -amount]]);
    }
    expect([statusOf(confirming.id), statusOf(paynet.id)]).toEqual(['refunded', 'refunded']);
    for (const checkout of checkouts) expect(await ledger(`deposit:${checkout.id}`)).toEqual([]);
    const uid = state.accounts.findByLogin(SEED_LOGINS.player)?.uid ?? 0;
    expect(state.wallet.balance(uid, 'main')).toBe(100_000_000);
  });

  it('the history shows a refunded deposit as such once the break is over', async () => {
    await signIn();
    const paynet = await cashier.makeDeposit({ method: 'paynet', amount: 20_000, requisites: { phone: '+998901234567' } });
    await account.setGamingBreak({ kind: 'timeout', days: 1, password: SANDBOX_PASSWORD });
    await advance(2 * 24 * 60 * 60);
    await signIn();
    const history = await cashier.getHistory({ type: 'deposit', statuses: ['refunded'] });
    expect(history.items.map((item) => [item.id, item.status])).toEqual([[paynet.id, 'refunded']]);
    expect(await mainBalance()).toBe(1_000_000);
  });
});

describe('cashier.getdepositinfo', () => {
  it('answers SPEC §3 deposit info for the player\u2019s own deposits only', async () => {
    await expectError(cashier.getDepositInfo({ id: 100_001 }), 'AuthorizationException');
    await signIn();
    const seeded = await cashier.getDepositInfo({ id: 100_001 });
    expect(seeded).toMatchObject({ id: 100_001, method: 'uzcard', type: 'deposit', status: 'success', amount: { amount: 500_000, currency: 'UZS' }, requisites: { card_number: '8600 12** **** 9012' } });
    expect(seeded.updated_at).toBeGreaterThan(seeded.created_at);
    const withdrawal = (await cashier.getHistory({ type: 'withdrawal', count: 1 })).items[0];
    await expectError(cashier.getDepositInfo({ id: withdrawal?.id ?? 0 }), 'InvalidParameterException', { id: ['NOT_FOUND'] });
    await expectError(cashier.getDepositInfo({ id: 'x' }), 'InvalidParameterException', { id: ['INVALID'] });
    await signIn(SEED_LOGINS.fresh);
    await expectError(cashier.getDepositInfo({ id: 100_001 }), 'InvalidParameterException', { id: ['NOT_FOUND'] });
  });

  it('an unpaid deposit is cancelled after 30 minutes of sandbox time', async () => {
    await signIn();
    const result = await cashier.makeDeposit({ method: 'click', amount: 25_000 });
    await advance(29 * 60);
    expect((await cashier.getDepositInfo({ id: result.id })).status).toBe('new');
    await advance(60);
    expect((await cashier.getDepositInfo({ id: result.id })).status).toBe('canceled');
    const late = await submit(client(), result.redirect_url ?? '', { action: 'pay' });
    expect(late.headers.get('location')).toBe('/cashier/paycancel');
    expect(await mainBalance()).toBe(1_000_000);
  });
});

describe('cashier.gethistory', () => {
  it('pages newest first with stable ids and no duplicates; filters by type and status; carries lifetime totals', async () => {
    await expectError(cashier.getHistory({}), 'AuthorizationException');
    await signIn();
    const seen: number[] = [];
    let total = 0;
    for (let offset = 0; ; offset += 4) {
      const page = await cashier.getHistory({ offset, count: 4 });
      total = page.count ?? 0;
      if (page.items.length === 0) break;
      seen.push(...page.items.map((item) => item.id));
      expect(page.items.length).toBeLessThanOrEqual(4);
    }
    expect(total).toBe(SEED_DEPOSITS.length + SEED_WITHDRAWALS.length + 1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(total);
    const all = await cashier.getHistory({ count: 100 });
    const created = all.items.map((item) => item.created_at);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.items.map((item) => item.id)).toEqual(seen);

    const deposits = await cashier.getHistory({ type: 'deposit', count: 100 });
    expect(deposits.count).toBeGreaterThanOrEqual(9);
    expect(deposits.items.every((item) => item.type === 'deposit' && !item.can_cancel && item.process_at === null)).toBe(true);
    const withdrawals = await cashier.getHistory({ type: 'withdrawal', count: 100 });
    expect(withdrawals.count).toBe(5);
    const pending = withdrawals.items.filter((item) => item.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ can_cancel: true, amount: { amount: 250_000 }, requisites: { card_number: '8600 12** **** 9012', card_holder: 'AZIZ KARIMOV' } });
    const failed = await cashier.getHistory({ statuses: ['failed'] });
    expect(failed.items.map((item) => [item.type, item.error?.type])).toEqual([
      ['withdrawal', 'WithdrawalDeclinedException'],
      ['deposit', 'BillingTransactionDeclinedException'],
    ]);
    expect(all.totals).toEqual({ deposited: { amount: 2_800_000, currency: 'UZS' }, withdrawn: { amount: 2_200_000, currency: 'UZS' }, net_deposits: { amount: 600_000, currency: 'UZS' } });
    expect((await cashier.getHistory({ offset: 500 })).items).toEqual([]);

    await expectError(cashier.getHistory({ count: 0 }), 'InvalidParameterException', { count: ['MIN_VALUE'] });
    await expectError(cashier.getHistory({ count: 101 }), 'InvalidParameterException', { count: ['MAX_VALUE'] });
    await expectError(cashier.getHistory({ type: 'bonus' as cashier.HistoryType }), 'InvalidParameterException', { type: ['INVALID'] });
    await expectError(cashier.getHistory({ statuses: ['lost' as cashier.DepositStatus] }), 'InvalidParameterException', { statuses: ['INVALID'] });

    // A new deposit is first; the ids already seen keep their places behind it.
    const fresh = await cashier.makeDeposit({ method: 'payme', amount: 30_000 });
    const after = await cashier.getHistory({ count: 100 });
    expect(after.items[0]?.id).toBe(fresh.id);
    expect(after.items.slice(1).map((item) => item.id)).toEqual(seen);
  });

  it('a new player has an empty history', async () => {
    await signIn(SEED_LOGINS.fresh);
    await expect(cashier.getHistory({ type: 'deposit', count: 1, offset: 0 })).resolves.toMatchObject({ items: [], count: 0 });
  });
});

describe('withdrawals', () => {
  it('getwithdrawsettings: methods, the withdrawable main balance (bonus money apart), verification and limits', async () => {
    await expectError(cashier.getWithdrawSettings({}), 'AuthorizationException');
    await signIn();
    const settings = await cashier.getWithdrawSettings({});
    expect(settings.methods.map((method) => method.sysname)).toEqual(['uzcard', 'humo', 'visa_mastercard', 'bank_transfer']);
    expect(settings.methods[3]?.fields.map((field) => [field.name, field.rule])).toEqual([
      ['bank_id', 'bank'],
      ['iban', 'iban'],
      ['account_holder', 'cardHolder'],
    ]);
    expect(settings).toMatchObject({
      available_amount: { amount: 1_000_000, currency: 'UZS' },
      bonus_amount: { amount: 50_000, currency: 'UZS' },
      verification: { required_above: { amount: 5_000_000, currency: 'UZS' }, is_verified: true, is_on_verification: false },
    });
    // The seeded pending withdrawal counts against today's and this month's limits.
    expect(settings.limits).toEqual([
      expect.objectContaining({ period: 'day', limit_amount: { amount: 15_000_000, currency: 'UZS' }, used_amount: { amount: 250_000, currency: 'UZS' }, available_amount: { amount: 14_750_000, currency: 'UZS' }, max_count: 5, used_count: 1 }),
      // The month also holds the bank transfer paid out 12 days before (the test clock is 15 January).
      expect.objectContaining({ period: 'month', limit_amount: { amount: 40_000_000, currency: 'UZS' }, used_amount: { amount: 1_750_000, currency: 'UZS' }, used_count: 2, max_count: null }),
    ]);
    expect(settings.limits[0]?.resets_at).toBeGreaterThan(Math.floor(client().clock.now() / 1000));
  });

  it('getbanks: every bank, or the banks of a method; unknown methods are refused', async () => {
    await expectError(cashier.getBanks({}), 'AuthorizationException');
    await signIn();
    const all = await cashier.getBanks({});
    expect(all.count).toBe(12);
    expect(all.items[1]).toEqual({ id: 2, name: 'Kapitalbank', code: 'SBX-KAPITAL', logo: null });
    expect((await cashier.getBanks({ method: 'bank_transfer' })).items).toHaveLength(12);
    expect((await cashier.getBanks({ method: 'uzcard' })).items).toEqual([]);
    await expectError(cashier.getBanks({ method: 'swift' }), 'InvalidParameterException', { method: ['NOT_FOUND'] });
  });

  it('reserves at once, can be cancelled until processed (funds back at once), then is paid out after 10 minutes', async () => {
    await signIn();
    const requisites = { card_number: UZCARD, card_holder: HOLDER };
    const result = await cashier.makeWithdrawal({ method: 'uzcard', amount: 300_000, requisites }, { idempotencyKey: 'withdraw-1' });
    expect(result).toMatchObject({ status: 'pending', method: 'uzcard', amount: { amount: 300_000, currency: 'UZS' }, process_at: Math.floor(client().clock.now() / 1000) + 600 });
    expect(await mainBalance()).toBe(700_000);
    // A replay reserves nothing more.
    await expect(cashier.makeWithdrawal({ method: 'uzcard', amount: 300_000, requisites }, { idempotencyKey: 'withdraw-1' })).resolves.toEqual(result);
    expect(await ledger(`withdrawal:${result.id}`)).toEqual([expect.objectContaining({ amount: -300_000, reason: 'withdrawal' })]);
    expect(await mainBalance()).toBe(700_000);

    await expect(cashier.cancelWithdrawal({ id: result.id })).resolves.toBe(1);
    expect(await mainBalance()).toBe(1_000_000);
    await expect(cashier.cancelWithdrawal({ id: result.id })).resolves.toBe(1);
    expect(await ledger(`withdrawal:${result.id}`)).toHaveLength(2);
    expect((await cashier.getHistory({ type: 'withdrawal', count: 1 })).items[0]).toMatchObject({ id: result.id, status: 'canceled', can_cancel: false });

    const kept = await cashier.makeWithdrawal({ method: 'humo', amount: 200_000, requisites: { card_number: HUMO, card_holder: HOLDER } });
    await advance(599);
    expect((await cashier.getHistory({ type: 'withdrawal', count: 1 })).items[0]).toMatchObject({ id: kept.id, status: 'pending', can_cancel: true });
    await advance(1);
    expect((await cashier.getHistory({ type: 'withdrawal', count: 1 })).items[0]).toMatchObject({ id: kept.id, status: 'success', can_cancel: false });
    await expectError(cashier.cancelWithdrawal({ id: kept.id }), 'InvalidParameterException', { id: ['ALREADY_PROCESSED'] });
    await expectError(cashier.cancelWithdrawal({ id: 100_001 }), 'InvalidParameterException', { id: ['NOT_FOUND'] });
    await expectError(cashier.cancelWithdrawal({ id: 999 }), 'InvalidParameterException', { id: ['NOT_FOUND'] });
    expect(await mainBalance()).toBe(800_000);
  });

  it('the seeded pending withdrawal can be cancelled; a 13,000 withdrawal is declined when processed and the funds return', async () => {
    await signIn();
    const seeded = (await cashier.getHistory({ type: 'withdrawal', statuses: ['pending'] })).items[0];
    await expect(cashier.cancelWithdrawal({ id: seeded?.id ?? 0 })).resolves.toBe(1);
    expect(await mainBalance()).toBe(1_250_000);
    const declined = await cashier.makeWithdrawal({ method: 'uzcard', amount: 13_000, requisites: { card_number: UZCARD, card_holder: HOLDER } });
    expect(await mainBalance()).toBe(1_237_000);
    await advance(600);
    expect((await cashier.getHistory({ type: 'withdrawal', count: 1 })).items[0]).toMatchObject({ id: declined.id, status: 'failed', error: { type: 'WithdrawalDeclinedException' } });
    expect(await mainBalance()).toBe(1_250_000);
  });

  it('only the main balance is withdrawable; requisites are checked with the SPEC §5 rules', async () => {
    await signIn();
    const card = { card_number: UZCARD, card_holder: HOLDER };
    await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 1_040_000, requisites: card }), 'InvalidParameterException', { amount: ['INSUFFICIENT_FUNDS'] });
    await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 5_000, requisites: card }), 'InvalidParameterException', { amount: ['MIN_VALUE'] });
    await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 50_000, requisites: {} }), 'InvalidParameterException', { 'requisites.card_number': ['REQUIRED'], 'requisites.card_holder': ['REQUIRED'] });
    await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 50_000, requisites: { card_number: UZCARD, card_holder: 'AZIZ 2' } }), 'InvalidParameterException', { 'requisites.card_holder': ['WRONG_CARD_HOLDER'] });
    await expectError(cashier.makeWithdrawal({ method: 'visa_mastercard', amount: 50_000, requisites: { card_number: UZCARD, card_holder: HOLDER } }), 'InvalidParameterException', { 'requisites.card_number': ['WRONG_CARD_TYPE'] });
    const bank = { bank_id: '2', iban: 'GB82 WEST 1234 5698 7654 32', account_holder: "Zarina O'Neil-Karimova" };
    await expectError(cashier.makeWithdrawal({ method: 'bank_transfer', amount: 200_000, requisites: { ...bank, iban: 'GB82 WEST 1234 5698 7654 33' } }), 'InvalidParameterException', { 'requisites.iban': ['WRONG_IBAN'] });
    await expectError(cashier.makeWithdrawal({ method: 'bank_transfer', amount: 200_000, requisites: { ...bank, bank_id: '99' } }), 'InvalidParameterException', { 'requisites.bank_id': ['NOT_FOUND'] });
    await expectError(cashier.makeWithdrawal({ method: 'paypal', amount: 200_000, requisites: bank }), 'InvalidParameterException', { method: ['NOT_FOUND'] });
    const transfer = await cashier.makeWithdrawal({ method: 'bank_transfer', amount: 200_000, requisites: bank });
    const line = (await cashier.getHistory({ type: 'withdrawal', count: 1 })).items[0];
    expect(line).toMatchObject({ id: transfer.id, method_name: "Bank hisobiga o'tkazma", requisites: { bank_id: '2', iban: 'GB82 **** 5432', account_holder: "Zarina O'Neil-Karimova" } });
    expect(await mainBalance()).toBe(800_000);
  });

  it('the payout provider refuses its test cards with the Requisites errors', async () => {
    await signIn();
    for (const [number, type, key] of [
      ['8600 0000 0000 0015', 'RequisitesOnVerificationException', 'ON_VERIFICATION'],
      ['8600 0000 0000 0023', 'RequisitesValidationRequiredException', 'VALIDATION_REQUIRED'],
      ['8600 0000 0000 0031', 'RequisitesFraudulentException', 'FRAUDULENT'],
    ] as const) {
      await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 50_000, requisites: { card_number: number, card_holder: HOLDER } }), type, { 'requisites.card_number': [key] });
    }
    expect(await mainBalance()).toBe(1_000_000);
  });

  it('a profile is needed, and above 5,000,000 UZS a verified player (KycWithdrawalException)', async () => {
    await signIn(SEED_LOGINS.fresh);
    const card = { card_number: UZCARD, card_holder: HOLDER };
    await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 6_000_000, requisites: card }), 'UserNeedProfileDataException', { first_name: ['REQUIRED'], birth_date: ['REQUIRED'] });
    await account.saveProfileInfo({ first_name: 'Yangi', last_name: 'Oyinchi', birth_date: '01.02.1995' });
    await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 6_000_000, requisites: card }), 'KycWithdrawalException', { amount: ['VERIFICATION_REQUIRED'], required_above: ['5000000'] });
    // At the threshold itself no verification is asked; this player simply has no money.
    await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 5_000_000, requisites: card }), 'InvalidParameterException', { amount: ['INSUFFICIENT_FUNDS'] });

    // The verified seeded player withdraws above the threshold.
    await signIn();
    await payByRedirect(10_000_000);
    await expect(cashier.makeWithdrawal({ method: 'uzcard', amount: 6_000_000, requisites: card })).resolves.toMatchObject({ status: 'pending' });
  });

  it('limits per day (amount and count) and per month answer the Withdrawal limit errors with what they carry', async () => {
    await signIn();
    await payByUzcard(20_000_000);
    await payByUzcard(20_000_000);
    await payByRedirect(10_000_000);
    const card = { card_number: UZCARD, card_holder: HOLDER };
    const withdraw = (amount: number) => cashier.makeWithdrawal({ method: 'uzcard', amount, requisites: card });
    await withdraw(10_000_000);
    await expectError(withdraw(5_000_000), 'WithdrawalLimitsExceededException', { amount: ['LIMIT_EXCEEDED'], period: ['day'], available_amount: ['4750000'], limit_amount: ['15000000'] });
    await withdraw(4_750_000);
    await expectError(withdraw(10_000), 'WithdrawalLimitsExceededException', { period: ['day'], available_amount: ['0'] });

    // The next day: 15,000,000 more; with the seeded 1,500,000 of 3 January the month (40,000,000) has 8,500,000 left.
    await advance(24 * 60 * 60);
    await withdraw(10_000_000);
    await withdraw(5_000_000);
    await advance(24 * 60 * 60);
    await expectError(withdraw(10_000_001), 'InvalidParameterException', { amount: ['MAX_VALUE'] });
    await withdraw(10_000);
    await expectError(withdraw(8_495_000), 'WithdrawalLimitsExceededException', { period: ['month'], available_amount: ['8490000'], limit_amount: ['40000000'] });

    // At most 5 withdrawals a day; cancelled ones do not count.
    const today = [await withdraw(10_000), await withdraw(10_000), await withdraw(10_000)];
    await expect(cashier.cancelWithdrawal({ id: today[0]?.id ?? 0 })).resolves.toBe(1);
    await withdraw(10_000);
    await withdraw(10_000);
    await expectError(withdraw(10_000), 'WithdrawalLimitsPeriodExceededException', { period: ['day'], max_count: ['5'] });
  });
});

describe('bonuses.get (the history\u2019s bonuses tab)', () => {
  it('lists the seeded bonuses newest first, filters by status and pages; guests are refused', async () => {
    await expectError(bonuses.get({}), 'AuthorizationException');
    await signIn();
    const all = await bonuses.get({});
    expect(all.count).toBe(5);
    expect(all.items.map((bonus) => bonus.status)).toEqual(['active', 'finished', 'canceled', 'expired', 'finished']);
    expect(all.items[0]).toMatchObject({ amount: { amount: 50_000, currency: 'UZS' }, wager: { wagered: 420_000, required: 1_500_000 }, description: { title: 'Xush kelibsiz bonusi 100%' } });
    const created = all.items.map((bonus) => bonus.created_at ?? 0);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const pages = [...(await bonuses.get({ count: 4 })).items, ...(await bonuses.get({ count: 4, offset: 4 })).items].map((bonus) => bonus.id);
    expect(new Set(pages).size).toBe(5);
    expect((await bonuses.get({ status: ['finished', 'expired'] })).count).toBe(3);
    contract.setLocale('ru');
    expect((await bonuses.get({ count: 1 })).items[0]?.description?.title).toBe('Приветственный бонус 100%');
    await expectError(bonuses.get({ status: 'lost' as bonuses.BonusStatus }), 'InvalidParameterException', { status: ['INVALID'] });
    await signIn(SEED_LOGINS.fresh);
    await expect(bonuses.get({})).resolves.toEqual({ items: [], count: 0 });
  });

  it('cashbacks.get: five past weeks no longer receivable, and last week still receivable with a receiving end (so no unseen-cashback popup at sign-in)', async () => {
    await signIn();
    const list = await cashbacks.get({ count: 10 });
    expect(list.count).toBe(6);
    const nowS = Math.floor(client().clock.now() / 1000);
    expect(list.items.slice(0, 5).every((item) => item.status === 'paid_out' && (item.receiving_expired_at ?? 0) < nowS && item.is_receivable === false)).toBe(true);
    const latest = await cashbacks.getLatestCashback();
    expect(latest).toMatchObject({ status: 'paid_out', amount: { amount: 21_300, currency: 'UZS' }, is_receivable: true });
    expect(latest?.receiving_expired_at ?? 0).toBeGreaterThan(nowS);
  });
});
