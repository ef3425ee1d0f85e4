/**
 * Contract: the sandbox's loyalty.* (mocks/api/loyalty.ts) answers what src/api/loyalty.ts accepts; real events
 * (registration, a completed profile, a confirmed contact) raise notifications and points once each, a level
 * crossed raises its own; characters are listed to guests and chosen by players; bad input gets a catalogue error.
 * Issue 17: real-money bets earn points, programmes carry their rules, the shop sells once per Idempotency-Key.
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import { get as getBonuses } from '../../src/api/bonuses.ts';
import { get as getCashbacks } from '../../src/api/cashbacks.ts';
import * as freespins from '../../src/api/freespins.ts';
import * as loyalty from '../../src/api/loyalty.ts';
import { SEED_UIDS } from '../fixtures/accounts.ts';
import { BONUS_MAX_BET } from '../fixtures/cashier-history.ts';
import { CONTACT_CODE } from '../state/codes.ts';
import { NOTIFICATION_KEEP_MS } from '../state/loyalty.ts';
import { createContractHarness, placeSportsBet, playRealRound } from '../test-client.ts';

/** An in-house slot without free spins for the seeded player. */
const SLOT = 'golden-lynx-quvnoq-ajdar-respin';

const contract = createContractHarness();
const client = contract.suite(/^loyalty\./i);

describe('loyalty notifications come from real events', () => {
  it('a new player is welcomed; a completed profile and a confirmed e-mail pay once each and lift the level', async () => {
    await auth.register({ login: 'hero@sandbox.test', password: 'Secret12', terms: true });
    const welcome = await loyalty.getNotifications({});
    expect(welcome.items).toEqual([expect.objectContaining({ trigger: 'register', type: 'credit', title: 'Xush kelibsiz!', amount: 100, amountType: 'points' })]);
    expect(await loyalty.getInfo({})).toMatchObject({ is_active: true, points: 100, character: null, pointsAlias: 'ball' });

    await account.saveProfileInfo({ first_name: 'Aziz', last_name: 'Karimov', birth_date: '01.02.1990' });
    await account.saveProfileInfo({ first_name: 'Aziz', last_name: 'Karimov', birth_date: '01.02.1990' });
    await account.sendConfirmationToContact({ contact: 'hero@sandbox.test' });
    await account.confirmContact({ contact: 'hero@sandbox.test', code: CONTACT_CODE });

    contract.setLocale('ru');
    const all = await loyalty.getNotifications({});
    // Newest first: 100 + 50 + 50 points cross Silver at 200.
    expect(all.items.map((item) => item.trigger)).toEqual(['level', 'confirm', 'profile', 'register']);
    expect(all.items[0]).toMatchObject({ type: 'level', title: 'Новый уровень!', message: 'Вы достигли уровня «Серебро»', amount: null });
    expect(new Set(all.items.map((item) => item.id)).size).toBe(4);
    const info = await loyalty.getInfo({});
    expect(info.points).toBe(200);
    expect(info.levels?.find((level) => level.is_current)).toMatchObject({ name: 'Серебро', min_points: 200, max_points: 1000 });

    // The platform keeps answering them (the app remembers what it showed) for a week.
    expect((await loyalty.getNotifications({})).items).toHaveLength(4);
    client().clock.advance(NOTIFICATION_KEEP_MS);
    expect((await loyalty.getNotifications({})).items).toEqual([]);
  });

  it('the seeded player has points but nothing new to announce; guests are refused', async () => {
    await contract.expectError(loyalty.getNotifications({}), 'AuthorizationException');
    await contract.expectError(loyalty.getInfo({}), 'AuthorizationException');
    await contract.signIn();
    expect((await loyalty.getNotifications({})).items).toEqual([]);
    expect(await loyalty.getInfo({})).toMatchObject({ points: 150, character: null });
  });
});

describe('characters', () => {
  it('are listed to guests in the page language and paged', async () => {
    const first = await loyalty.getCharacters({});
    expect(first).toMatchObject({ offset: 0, limit: 20, total: 4 });
    expect(first.items.map((item) => item.name)).toEqual(['Bahodir', 'Zarina', 'Alpomish', 'Oyparcha']);
    contract.setLocale('ru');
    expect((await loyalty.getCharacters({ offset: 1, limit: 2 })).items.map((item) => item.name)).toEqual(['Зарина', 'Алпамыш']);
    await contract.expectError(loyalty.getCharacters({ limit: 500 }), 'InvalidParameterException', { limit: ['MAX_VALUE'] });
  });

  it('a player chooses one; an unknown id is refused and changes nothing', async () => {
    await contract.signIn();
    await expect(loyalty.setCharacter({ id: 2 })).resolves.toBe(1);
    await contract.expectError(loyalty.setCharacter({ id: 99 }), 'InvalidParameterException', { id: ['NOT_FOUND'] });
    expect((await loyalty.getInfo({})).character).toMatchObject({ id: 2, name: 'Zarina' });
  });
});

describe('points from real-money bets (issue 17)', () => {
  it('every 10,000 UZS of real casino bets earns the level rate, across bets; crossing a level raises its notification', async () => {
    await contract.signIn();
    // 150 points (Bronza, 1 point a step). 5,000 + 5,000 UZS make one step between them.
    expect((await playRealRound(client(), SLOT, 'loyalty-round-1', 5_000)).status).toBe(200);
    expect((await loyalty.getInfo({})).points).toBe(150);
    expect((await playRealRound(client(), SLOT, 'loyalty-round-2', 5_000)).status).toBe(200);
    expect((await loyalty.getInfo({})).points).toBe(151);
    // A replayed round earns nothing again.
    expect((await playRealRound(client(), SLOT, 'loyalty-round-2', 5_000)).status).toBe(200);
    expect((await loyalty.getInfo({})).points).toBe(151);
    // 49 more steps (490,000 UZS at the seeded bonus's 50,000 max bet) reach Kumush at 200.
    for (let round = 0; round < 9; round++) expect((await playRealRound(client(), SLOT, `loyalty-big-${round}`, BONUS_MAX_BET)).status).toBe(200);
    expect((await loyalty.getInfo({})).points).toBe(196);
    expect((await loyalty.getNotifications({})).items).toEqual([]);
    expect((await playRealRound(client(), SLOT, 'loyalty-cross', 40_000)).status).toBe(200);
    const info = await loyalty.getInfo({});
    expect(info.points).toBe(200);
    expect(info.levels?.find((level) => level.is_current)).toMatchObject({ name: 'Kumush', benefits: ['Har 10 000 so‘m tikish uchun 2 ball', 'Do‘kondagi barcha mahsulotlar'] });
    expect((await loyalty.getNotifications({})).items).toEqual([expect.objectContaining({ trigger: 'level', message: 'Siz Kumush darajasiga chiqdingiz' })]);
    // Kumush earns 2 a step.
    expect((await playRealRound(client(), SLOT, 'loyalty-silver', 10_000)).status).toBe(200);
    expect((await loyalty.getInfo({})).points).toBe(202);
  });
});

describe('points from real-money sports bets (issue 17)', () => {
  it('every 10,000 UZS staked earns the level rate, once per placed bet, counted with casino bets', async () => {
    await contract.signIn();
    expect((await loyalty.getInfo({})).points).toBe(150);
    expect(await placeSportsBet(client(), 'loyalty-sport-1', 20_000)).toBe(200);
    expect((await loyalty.getInfo({})).points).toBe(152);
    // The same placement again (a double tap or a retry) is the same bet: no points.
    expect(await placeSportsBet(client(), 'loyalty-sport-1', 20_000)).toBe(200);
    expect((await loyalty.getInfo({})).points).toBe(152);
    // Half a step from a sports bet and half from a casino round make one point between them.
    expect(await placeSportsBet(client(), 'loyalty-sport-2', 5_000)).toBe(200);
    expect((await playRealRound(client(), SLOT, 'loyalty-sport-round', 5_000)).status).toBe(200);
    expect((await loyalty.getInfo({})).points).toBe(153);
  });
});

describe('programmes (issue 17)', () => {
  it('are listed with their rules in the page language, to guests too; one is read by sysname', async () => {
    const list = await loyalty.getPrograms({});
    expect(list.items.map((item) => item.sysname)).toEqual(['kazino-ballari', 'xush-kelibsiz']);
    expect(list.items[0]?.rules?.[0]).toContain('10 000 so‘m');
    contract.setLocale('ru');
    const one = await loyalty.getProgram({ sysname: 'xush-kelibsiz' });
    expect(one).toMatchObject({ name: 'Задания новичка', rules: expect.arrayContaining(['Регистрация — 100 баллов.']) as unknown });
    await contract.expectError(loyalty.getProgram({ sysname: 'no-such' }), 'InvalidParameterException', { sysname: ['NOT_FOUND'] });
    // The app reads them all; a client that pages them gets its bad page refused.
    const refused = await client().fetch('/api/loyalty.getPrograms?v=2.34&locale=uz&count=0');
    contract.record('loyalty.getPrograms', refused.status);
    expect(refused.status).toBe(422);
  });
});

describe('the shop (issue 17)', () => {
  it('lists six products from 100 to 20,000 points, paged; the seeded player (150) can afford only the first', async () => {
    const all = await loyalty.getProducts({});
    expect(all.items.map((item) => item.price)).toEqual([100, 300, 500, 1_500, 5_000, 20_000]);
    expect(all.items.map((item) => item.type)).toEqual(['freespins', 'bonus', 'cashback', 'freespins', 'bonus', 'bonus']);
    expect(all.items[5]).toMatchObject({ stock: 3, is_available: true });
    expect(all.items[0]).toMatchObject({ name: '10 ta bepul aylantirish', stock: null, is_available: true });
    expect((await loyalty.getProducts({ offset: 4, count: 1 })).items.map((item) => item.id)).toEqual([5]);
    await contract.expectError(loyalty.getProducts({ count: 500 }), 'InvalidParameterException', { count: ['MAX_VALUE'] });
  });

  it('buys once per Idempotency-Key: a double tap and a replay spend the points once; the free spins arrive', async () => {
    await contract.signIn();
    const packs = async () => (await freespins.get({ status: 'all' })).items.filter((pack) => pack.game.sysname === 'omad-oltin-7' && pack.total_count === 10);
    const before = (await packs()).length;
    const key = 'loyalty-buy-key-1';
    const [first, second] = await Promise.all([loyalty.buyProduct({ product_id: 1 }, { idempotencyKey: key }), loyalty.buyProduct({ product_id: 1 }, { idempotencyKey: key })]);
    expect(first).toEqual({ points: 50, product_id: 1 });
    expect(second).toEqual(first);
    await expect(loyalty.buyProduct({ product_id: 1 }, { idempotencyKey: key })).resolves.toEqual(first);
    expect((await loyalty.getInfo({})).points).toBe(50);
    expect((await packs()).length).toBe(before + 1);
    // A new purchase (a new key) is refused now: 50 points left.
    await contract.expectError(loyalty.buyProduct({ product_id: 1 }, { idempotencyKey: 'loyalty-buy-key-2' }), 'InvalidParameterException', { product_id: ['INSUFFICIENT_POINTS'] });
    expect((await loyalty.getInfo({})).points).toBe(50);
  });

  it('refuses too few points, unknown products and guests, changing nothing', async () => {
    await contract.expectError(loyalty.buyProduct({ product_id: 1 }), 'AuthorizationException');
    await contract.signIn();
    await contract.expectError(loyalty.buyProduct({ product_id: 2 }), 'InvalidParameterException', { product_id: ['INSUFFICIENT_POINTS'] });
    await contract.expectError(loyalty.buyProduct({ product_id: 99 }), 'InvalidParameterException', { product_id: ['NOT_FOUND'] });
    expect((await loyalty.getInfo({})).points).toBe(150);
  });

  it('a bonus lands among the bonuses, a cashback boost on the week; a limited product sells out', async () => {
    await contract.signIn();
    client().sandbox.state.loyalty.seed(SEED_UIDS.player, 61_000, []);
    await loyalty.buyProduct({ product_id: 2 });
    const bonuses = await getBonuses({ status: ['available'] });
    expect(bonuses.items).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'available' })]));
    await loyalty.buyProduct({ product_id: 3 });
    const running = (await getCashbacks({ statuses: ['active'] })).items.find((item) => item.status === 'active');
    expect(running?.amount).toMatchObject({ amount: 15_000, currency: 'UZS' });
    for (let bought = 0; bought < 3; bought++) await loyalty.buyProduct({ product_id: 6 });
    expect((await loyalty.getProducts({})).items[5]).toMatchObject({ stock: 0, is_available: false });
    await contract.expectError(loyalty.buyProduct({ product_id: 6 }), 'InvalidParameterException', { product_id: ['OUT_OF_STOCK'] });
    expect((await loyalty.getInfo({})).points).toBe(61_000 - 300 - 500 - 3 * 20_000);
  });

  it('a product that credits money says so: its notice carries the amount with amountType money, not points', async () => {
    await contract.signIn();
    client().sandbox.state.loyalty.seed(SEED_UIDS.player, 1_000, []);
    await loyalty.buyProduct({ product_id: 2 });
    expect((await loyalty.getNotifications({})).items).toEqual([
      expect.objectContaining({ trigger: 'product', type: 'credit', message: '20 000 so‘m bonus', amount: 20_000, amountType: 'money' }),
    ]);
    await loyalty.buyProduct({ product_id: 1 });
    // Free spins credit no money: no notice of it.
    expect((await loyalty.getNotifications({})).items).toHaveLength(1);
  });
});
