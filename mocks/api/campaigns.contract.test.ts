/**
 * Contract (issue 16): every campaigns.* operation answers what src/api/campaigns.ts accepts: offers in uz and ru with
 * artwork and their triggers, taking a promotion (and the UserNeed… refusals), promo codes with their own
 * `error_data.promo_code` keys, and what a successful deposit then grants (WELCOME100 from the code or from
 * registration, a deposit offer chosen in the cashier, a taken deposit promotion).
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import * as bonuses from '../../src/api/bonuses.ts';
import * as campaigns from '../../src/api/campaigns.ts';
import * as cashier from '../../src/api/cashier.ts';
import * as freespins from '../../src/api/freespins.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { FREESPIN_GAME } from '../fixtures/campaigns.ts';
import { SANDBOX_BOT_TOKEN, signInitData } from '../telegram/init-data.ts';
import { createContractHarness } from '../test-client.ts';

const contract = createContractHarness();
const client = contract.suite(/^campaigns\./i);
const { signIn, expectError } = contract;

/** A Payme deposit paid at the hosted checkout. */
async function deposit(amount: number, extra: Partial<cashier.MakeDepositParams> = {}): Promise<number> {
  const result = await cashier.makeDeposit({ method: 'payme', amount, ...extra });
  const paid = await client().fetch(result.redirect_url ?? '', { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect((await cashier.getDepositInfo({ id: result.id })).status).toBe('success');
  return result.id;
}

async function newBonuses(): Promise<bonuses.Bonus[]> {
  return (await bonuses.get({ count: 100 })).items.filter((item) => item.id > 6);
}

describe('campaigns.getoffers', () => {
  it('guests see 6 promotions and 4 offers with artwork, every trigger, one excluded method; in uz and ru', async () => {
    const list = await campaigns.getOffers({ fields: campaigns.OFFER_FIELDS });
    expect(list.items.filter((offer) => offer.kind === 'promotion')).toHaveLength(6);
    expect(list.items.filter((offer) => offer.kind === 'offer')).toHaveLength(4);
    expect(new Set(list.items.map((offer) => offer.trigger?.action))).toEqual(new Set(['first_deposit', 'deposit', 'registration', 'promo_code']));
    expect(list.items.some((offer) => (offer.trigger?.params?.exclude_methods ?? []).includes('paynet'))).toBe(true);
    for (const offer of list.items) {
      expect(offer.trigger).toMatchObject({ user_satisfies_params: false, user_needs: ['auth'] });
      expect(offer.is_taken).toBe(false);
      expect(offer.description?.title).toBeTruthy();
      expect(offer.description?.terms).toMatch(/^<ul>/);
      expect(offer.promotions?.length).toBe(1);
    }
    const art = await client().fetch(list.items[0]?.description?.image_360_520 ?? '');
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect((await client().fetch('/sandbox-media/offers/999-735x240.svg')).status).toBe(404);

    contract.setLocale('ru');
    const ru = await campaigns.getOffers({ fields: ['description'] });
    expect(ru.items[0]?.description?.title).toBe('100% на первый депозит');
    expect(ru.items[0]?.trigger).toBeUndefined();
    await expectError(campaigns.getOffers({ fields: ['secrets'] }), 'InvalidParameterException', { fields: ['INVALID'] });
  });

  it('a signed-in player sees what they satisfy and what they still need', async () => {
    await signIn(SEED_LOGINS.fresh);
    const byId = new Map((await campaigns.getOffers({})).items.map((offer) => [offer.id, offer]));
    expect(byId.get(1)?.trigger).toMatchObject({ user_satisfies_params: true, user_needs: [] });
    expect(byId.get(2)?.trigger).toMatchObject({ user_satisfies_params: false, user_needs: ['deposit'] });
    expect(byId.get(3)?.trigger).toMatchObject({ user_satisfies_params: false, user_needs: ['confirm_contact'] });
    expect(byId.get(4)?.trigger).toMatchObject({ user_satisfies_params: false, user_needs: ['profile_data'] });
  });
});

describe('campaigns.takepromotions', () => {
  it('answers the next step the player lacks, and refuses unknown, code-only, ineligible and taken offers', async () => {
    await expectError(campaigns.takePromotions({ offer_id: 3 }), 'AuthorizationException');
    await signIn(SEED_LOGINS.fresh);
    await expectError(campaigns.takePromotions({ offer_id: 2 }), 'UserNeedDepositException');
    await expectError(campaigns.takePromotions({ offer_id: 3 }), 'UserNeedConfirmContactException');
    await expectError(campaigns.takePromotions({ offer_id: 4 }), 'UserNeedProfileDataException');
    await expectError(campaigns.takePromotions({ offer_id: 999 }), 'InvalidParameterException', { offer_id: ['NOT_FOUND'] });
    await expectError(campaigns.takePromotions({ offer_id: 7 }), 'InvalidParameterException', { offer_id: ['PROMO_CODE_REQUIRED'] });
    // Offer 10's campaign ended: said as such, not as unknown.
    await expectError(campaigns.takePromotions({ offer_id: 10 }), 'InvalidParameterException', { offer_id: ['EXPIRED'] });
  });

  it('a registration promotion grants its free spins now; a first-deposit one is not for a player who deposited', async () => {
    await signIn();
    await expectError(campaigns.takePromotions({ offer_id: 1 }), 'InvalidParameterException', { offer_id: ['NOT_ELIGIBLE'] });
    await expect(campaigns.takePromotions({ offer_id: 3 })).resolves.toBe(1);
    await expectError(campaigns.takePromotions({ offer_id: 3 }), 'InvalidParameterException', { offer_id: ['ALREADY_TAKEN'] });
    const packs = (await freespins.get({ status: 'active' })).items.filter((pack) => pack.game.sysname === FREESPIN_GAME);
    expect(packs.map((pack) => pack.total_count)).toContain(25);
    expect((await campaigns.getOffers({})).items.find((offer) => offer.id === 3)?.is_taken).toBe(true);
  });

  it('a taken deposit promotion grants its bonus on the next matching deposit, not on an excluded method', async () => {
    await signIn();
    await expect(campaigns.takePromotions({ offer_id: 2 })).resolves.toBe(1);
    const main = (await account.getBalance({})).balance_main.amount;
    await deposit(100_000);
    const granted = await newBonuses();
    // The seeded bonus still wagers, so the new one waits, available.
    expect(granted).toEqual([expect.objectContaining({ status: 'available', amount: { amount: 50_000, currency: 'UZS' }, wager: expect.objectContaining({ multiplier: 25, required: 1_250_000 }) as unknown })]);
    expect((await account.getBalance({})).balance_main.amount).toBe(main + 100_000);
    await deposit(100_000);
    expect(await newBonuses()).toHaveLength(1);
  });
});

describe('an offer grants once', () => {
  it('a taken one-time deposit promotion is no longer offered, and a deposit naming it is refused before any money moves', async () => {
    await signIn();
    await expect(campaigns.takePromotions({ offer_id: 2 })).resolves.toBe(1);
    const taken = (await campaigns.getOffers({})).items.find((offer) => offer.id === 2);
    expect(taken).toMatchObject({ is_taken: true, trigger: { user_satisfies_params: false } });
    await deposit(100_000);
    expect(await newBonuses()).toHaveLength(1);
    const main = (await account.getBalance({})).balance_main.amount;
    const history = (await cashier.getHistory({ type: 'deposit' })).count;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectError(cashier.makeDeposit({ method: 'payme', amount: 100_000, campaign_offer_id: 2 }), 'InvalidParameterException', { campaign_offer_id: ['ALREADY_TAKEN'] });
    }
    expect((await cashier.getHistory({ type: 'deposit' })).count).toBe(history);
    await deposit(100_000);
    expect(await newBonuses()).toHaveLength(1);
    expect((await account.getBalance({})).balance_main.amount).toBe(main + 100_000);
  });

  it('an offer chosen in the cashier is taken with the checkout: a second checkout cannot name it, and it pays once', async () => {
    await signIn();
    const first = await cashier.makeDeposit({ method: 'payme', amount: 100_000, campaign_offer_id: 2 });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 100_000, campaign_offer_id: 2 }), 'InvalidParameterException', { campaign_offer_id: ['ALREADY_TAKEN'] });
    expect((await campaigns.getOffers({})).items.find((offer) => offer.id === 2)).toMatchObject({ is_taken: true, trigger: { user_satisfies_params: false } });
    const paid = await client().fetch(first.redirect_url ?? '', { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    await deposit(100_000);
    expect(await newBonuses()).toEqual([expect.objectContaining({ amount: { amount: 50_000, currency: 'UZS' } })]);
  });

  it('the first-deposit welcome offer is accepted in the cashier for a player without a deposit, and pays that deposit once', async () => {
    await signIn(SEED_LOGINS.fresh);
    expect((await campaigns.getOffers({})).items.find((offer) => offer.id === 1)?.trigger).toMatchObject({ action: 'first_deposit', user_satisfies_params: true });
    await deposit(100_000, { campaign_offer_id: 1 });
    expect((await bonuses.get({ status: 'active' })).items).toEqual([expect.objectContaining({ amount: { amount: 100_000, currency: 'UZS' } })]);
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 100_000, campaign_offer_id: 1 }), 'InvalidParameterException', { campaign_offer_id: ['ALREADY_TAKEN'] });
  });
});

describe('promo codes', () => {
  it('checkPromocode: each refusal has its own error_data.promo_code key; guests may check (the registration form)', async () => {
    await expect(campaigns.checkPromocode({ promo_code: 'WELCOME100' })).resolves.toBe(1);
    await expect(campaigns.checkPromocode({ promo_code: 'freespins50' })).resolves.toBe(1);
    await expectError(campaigns.checkPromocode({ promo_code: 'EXPIRED2025' }), 'InvalidParameterException', { promo_code: ['EXPIRED'] });
    await expectError(campaigns.checkPromocode({ promo_code: 'USEDONCE' }), 'InvalidParameterException', { promo_code: ['ALREADY_USED'] });
    await expectError(campaigns.checkPromocode({ promo_code: 'NOPE' }), 'InvalidParameterException', { promo_code: ['NOT_FOUND'] });
    await signIn();
    await expectError(campaigns.checkPromocode({ promo_code: 'WELCOME100' }), 'InvalidParameterException', { promo_code: ['NOT_ELIGIBLE'] });
  });

  it('activateOffer FREESPINS50 answers the offer and 50 free spins on omad-oltin-7 show in freespins.get; a second time is ALREADY_USED', async () => {
    await expectError(campaigns.activateOffer({ promo_code: 'FREESPINS50' }), 'AuthorizationException');
    await signIn();
    const offer = await campaigns.activateOffer({ promo_code: 'FREESPINS50', fields: campaigns.OFFER_FIELDS });
    expect(offer).toMatchObject({ id: 8, kind: 'offer', is_taken: true, promotions: [{ type: 'freespins', freespins_count: 50, game_sysname: FREESPIN_GAME }] });
    const packs = (await freespins.get({ fields: ['description'] })).items.filter((pack) => pack.game.sysname === FREESPIN_GAME);
    expect(packs.some((pack) => pack.total_count === 50 && pack.remaining_count === 50)).toBe(true);
    await expectError(campaigns.activateOffer({ promo_code: 'FREESPINS50' }), 'InvalidParameterException', { promo_code: ['ALREADY_USED'] });
    await expectError(campaigns.activateOffer({ promo_code: 'EXPIRED2025' }), 'InvalidParameterException', { promo_code: ['EXPIRED'] });
    await expectError(campaigns.activateOffer({ promo_code: 'USEDONCE' }), 'InvalidParameterException', { promo_code: ['ALREADY_USED'] });
  });

  it('WELCOME100 for new@sandbox.test: the first deposit brings a 100 % bonus that wagers at once', async () => {
    await signIn(SEED_LOGINS.fresh);
    await expect(campaigns.activateOffer({ promo_code: 'WELCOME100' })).resolves.toMatchObject({ id: 7 });
    await deposit(200_000);
    const [bonus] = await newBonuses();
    expect(bonus).toMatchObject({ status: 'active', amount: { amount: 200_000 }, balance: { amount: 200_000 }, max_bet: { amount: 50_000 }, wager: { multiplier: 30, required: 6_000_000, wagered: 0 } });
    expect((await account.getBalance({})).balance_bonus?.amount).toBe(200_000);
    // Once deposited, the code is no longer for this player.
    await expectError(campaigns.checkPromocode({ promo_code: 'WELCOME100' }), 'InvalidParameterException', { promo_code: ['ALREADY_USED'] });
  });

  it('WELCOME100 typed in the deposit form: used only when the deposit is accepted, the bonus follows the deposit', async () => {
    await signIn(SEED_LOGINS.fresh);
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 4_999, promo_code: 'WELCOME100' }), 'InvalidParameterException', { amount: ['MIN_VALUE'] });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 50_000, promo_code: 'EXPIRED2025' }), 'InvalidParameterException', { promo_code: ['EXPIRED'] });
    await expect(campaigns.checkPromocode({ promo_code: 'WELCOME100' })).resolves.toBe(1);
    await deposit(50_000, { promo_code: 'welcome100' });
    expect((await bonuses.get({ status: 'active' })).items).toEqual([expect.objectContaining({ amount: { amount: 50_000, currency: 'UZS' } })]);
  });

  it('a code given at registration applies to the first deposit by itself; one that cannot apply refuses the registration by its key', async () => {
    await expectError(auth.register({ login: 'nope@sandbox.test', password: 'Secret12', promo_code: 'NOPE', terms: 1 }), 'InvalidParameterException', { promo_code: ['NOT_FOUND'] });
    await expectError(auth.register({ login: 'nope@sandbox.test', password: 'Secret12', promo_code: 'EXPIRED2025', terms: 1 }), 'InvalidParameterException', { promo_code: ['EXPIRED'] });
    await expect(auth.register({ login: 'welcome@sandbox.test', password: 'Secret12', currency: 'UZS', promo_code: 'WELCOME100', terms: 1, notify: 0 })).resolves.toBeTruthy();
    await deposit(100_000);
    expect((await bonuses.get({ status: 'active' })).items).toEqual([expect.objectContaining({ amount: { amount: 100_000, currency: 'UZS' } })]);
  });

  it('a Telegram registration checks its promo code the same way: a refused one opens no account, WELCOME100 waits for the first deposit', async () => {
    const telegram = (id: number, promo: string | undefined) => {
      const payload = signInitData({ user: { id, first_name: 'Ali' } }, { token: SANDBOX_BOT_TOKEN, authDate: new Date(client().clock.now()) });
      return auth.register({ is_tg: 1, payload, hash: new URLSearchParams(payload).get('hash') ?? '', id, ...(promo ? { promo_code: promo } : {}) });
    };
    await expectError(telegram(5151, 'NOPE'), 'InvalidParameterException', { promo_code: ['NOT_FOUND'] });
    await expectError(telegram(5151, 'EXPIRED2025'), 'InvalidParameterException', { promo_code: ['EXPIRED'] });
    expect(client().sandbox.state.accounts.findByTelegramId(5151)).toBeUndefined();
    expect((await account.getInfo({})).uid).toBe(0);
    await expect(telegram(5151, 'WELCOME100')).resolves.toMatchObject({ is_new: true });
    await deposit(100_000);
    expect((await bonuses.get({ status: 'active' })).items).toEqual([expect.objectContaining({ amount: { amount: 100_000, currency: 'UZS' } })]);
    // An existing Telegram player signing in again is not a registration: a code sent along is not checked then.
    await auth.logout({});
    await expect(telegram(5151, 'NOPE')).resolves.toMatchObject({ is_new: false });
  });

  it('a deposit offer chosen in the cashier applies to that deposit; an excluded method or an unknown offer is refused', async () => {
    await signIn();
    await expectError(cashier.makeDeposit({ method: 'oson', amount: 50_000, campaign_offer_id: 9 }), 'InvalidParameterException', { campaign_offer_id: ['EXCLUDED_METHOD'] });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 50_000, campaign_offer_id: 7 }), 'InvalidParameterException', { campaign_offer_id: ['NOT_ELIGIBLE'] });
    await expectError(cashier.makeDeposit({ method: 'payme', amount: 50_000, campaign_offer_id: 10 }), 'InvalidParameterException', { campaign_offer_id: ['EXPIRED'] });
    await deposit(100_000, { campaign_offer_id: 9 });
    expect(await newBonuses()).toEqual([expect.objectContaining({ status: 'available', amount: { amount: 20_000, currency: 'UZS' } })]);
  });
});
