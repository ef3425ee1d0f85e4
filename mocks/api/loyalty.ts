/**
 * loyalty.* handlers (SPEC §7 "Loyalty"), answering src/api/loyalty.ts: the player's programme info, the
 * characters and the choice of one, the notifications real events raise, the programmes with their rules, and
 * the points shop (mocks/state/loyalty.ts). A bought product is granted where it belongs: free spins as a pack
 * (freespins.get), a bonus as an available casino bonus (bonuses.get), a cashback boost on the week's running
 * cashback (cashbacks.get). buyproduct is money-moving: one Idempotency-Key buys once (mocks/http/api-routes.ts).
 */
import * as loyalty from '../../src/api/requests/loyalty.ts';
import { MAX_PRODUCT_PAGE } from '../../src/api/requests/loyalty.ts';
import type { LoyaltyCharacter, LoyaltyInfo, LoyaltyNotification, LoyaltyProduct, LoyaltyProgram } from '../../src/api/loyalty.ts';
import { fail } from '../http/wire.ts';
import type { AccountRecord, Locale } from '../state/accounts.ts';
import { grantedMaxBet, scaled } from '../state/campaigns.ts';
import { PROGRAMS, type ProgramRecord } from '../fixtures/loyalty-programs.ts';
import { CHARACTERS, LEVELS, levelOf, POINTS_UNIT_UZS, PRODUCTS, type LoyaltyCharacterRecord, type LoyaltyState, type NotificationRecord, type ProductRecord } from '../state/loyalty.ts';
import type { GameTypeName } from '../fixtures/games/catalogue.ts';
import { BET_LIMITS } from '../games/rounds.ts';
import { toMajor, toMinor } from '../state/money.ts';
import type { SandboxState } from '../state/index.ts';
import { implement, type OperationHandler } from './registry.ts';

export const PROGRAMME_ID = 1;
/** Wagering of a bonus bought in the shop. */
export const PRODUCT_BONUS_WAGER = 20;
const DAY_MS = 86_400_000;

/** 10000 → "10 000", as the texts of the programmes write amounts. */
const grouped = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const BENEFITS: Record<Locale, (rate: number) => string[]> = {
  uz: (rate) => [`Har ${grouped(POINTS_UNIT_UZS)} so‘m tikish uchun ${rate} ball`, 'Do‘kondagi barcha mahsulotlar'],
  ru: (rate) => [`${rate} ${rate === 1 ? 'балл' : rate < 5 ? 'балла' : 'баллов'} за каждые ${grouped(POINTS_UNIT_UZS)} сум ставок`, 'Все товары магазина'],
};

function productOut(product: ProductRecord, locale: Locale, state: LoyaltyState): LoyaltyProduct {
  const stock = state.stockOf(product.id);
  return {
    id: product.id,
    name: product.name[locale],
    price: product.price,
    image: null,
    description: product.description[locale],
    type: product.kind,
    is_available: stock === undefined || stock > 0,
    stock: stock ?? null,
  };
}

function programOut(program: ProgramRecord, locale: Locale): LoyaltyProgram {
  return { id: program.id, sysname: program.sysname, name: program.name[locale], description: program.description[locale], image: null, is_active: true, rules: [...program.rules[locale]] };
}

/** What a bought product gives, in the player's currency. */
function grantProduct(state: SandboxState, account: AccountRecord, product: ProductRecord, nowMs: number): void {
  const { currency } = account;
  if (product.kind === 'freespins' && product.spins) {
    const id = state.games.freespins.reduce((max, pack) => Math.max(max, pack.id), 0) + 1;
    state.games.freespins.push({
      id,
      uid: account.uid,
      sysname: product.spins.sysname,
      totalCount: product.spins.count,
      remainingCount: product.spins.count,
      betMinor: toMinor(BET_LIMITS[currency].min, currency),
      expiredAt: Math.floor((nowMs + 7 * DAY_MS) / 1000),
    });
    return;
  }
  const amountMinor = scaled(product.amountUzs ?? 0, currency);
  if (product.kind === 'cashback') {
    state.cashbacks.boost(account.uid, currency, amountMinor, nowMs);
    return;
  }
  state.bonuses.grant(
    state.wallet,
    {
      uid: account.uid,
      kind: 'casino',
      amountMinor,
      currency,
      requiredMinor: amountMinor * PRODUCT_BONUS_WAGER,
      multiplier: PRODUCT_BONUS_WAGER,
      maxBetMinor: grantedMaxBet(currency),
      lastsDays: 30,
      title: product.name,
      text: product.description,
    },
    nowMs,
    false,
  );
}

const POINTS_ALIAS: Record<Locale, string> = { uz: 'ball', ru: 'баллы' };

const TEXTS: Record<Locale, Record<Exclude<NotificationRecord['trigger'], 'level' | 'quest' | 'product'>, { title: string; message: string }>> = {
  uz: {
    register: { title: 'Xush kelibsiz!', message: "Ro'yxatdan o'tganingiz uchun sovg'a ballari" },
    profile: { title: "Profil to'ldirildi", message: "Profilni to'ldirganingiz uchun ballar" },
    confirm: { title: 'Kontakt tasdiqlandi', message: 'Kontaktni tasdiqlaganingiz uchun ballar' },
  },
  ru: {
    register: { title: 'Добро пожаловать!', message: 'Подарочные баллы за регистрацию' },
    profile: { title: 'Профиль заполнен', message: 'Баллы за заполненный профиль' },
    confirm: { title: 'Контакт подтверждён', message: 'Баллы за подтверждённый контакт' },
  },
};

/** The game types of the first-game quests, as a player says them. */
export const GAME_TYPE_WORDS: Record<Locale, Record<GameTypeName, string>> = {
  uz: { casino: 'kazino', slot: 'slot', live: 'jonli o‘yin', fast: 'tezkor o‘yin' },
  ru: { casino: 'казино', slot: 'слоты', live: 'live-игры', fast: 'быстрые игры' },
};

function characterOut(character: LoyaltyCharacterRecord, locale: Locale): LoyaltyCharacter {
  return { id: character.id, name: character.name[locale], image: null, description: character.description[locale] };
}

function notificationOut(entry: NotificationRecord, locale: Locale): LoyaltyNotification {
  if (entry.trigger === 'level') {
    const level = LEVELS.find((candidate) => candidate.id === entry.levelId);
    const name = level ? level.name[locale] : '';
    return {
      id: entry.id,
      trigger: 'level',
      type: 'level',
      title: locale === 'ru' ? 'Новый уровень!' : 'Yangi daraja!',
      message: locale === 'ru' ? `Вы достигли уровня «${name}»` : `Siz ${name} darajasiga chiqdingiz`,
      amount: null,
      amountType: null,
      image: null,
    };
  }
  if (entry.trigger === 'quest') {
    const kind = entry.quest?.startsWith('first_game:') ? (entry.quest.slice('first_game:'.length) as GameTypeName) : undefined;
    const what = kind ? GAME_TYPE_WORDS[locale][kind] : '';
    const sports = entry.quest === 'first_sports_bet';
    return {
      id: entry.id,
      trigger: 'quest',
      type: 'credit',
      title: locale === 'ru' ? 'Задание выполнено!' : 'Vazifa bajarildi!',
      message: sports ? (locale === 'ru' ? 'Первая ставка на спорт' : 'Birinchi sport tikishi') : locale === 'ru' ? `Первая игра: ${what}` : `Birinchi o‘yin: ${what}`,
      amount: entry.points,
      amountType: 'points',
      image: null,
    };
  }
  if (entry.trigger === 'product') {
    const product = PRODUCTS.find((candidate) => candidate.id === entry.product?.id);
    return {
      id: entry.id,
      trigger: 'product',
      type: 'credit',
      title: locale === 'ru' ? 'Покупка в магазине' : 'Do‘kondan xarid',
      message: product ? product.name[locale] : null,
      // Money, not points: `amountType` says which, so the app can say "so'm" rather than "points".
      amount: entry.product?.money ?? null,
      amountType: 'money',
      image: null,
    };
  }
  const text = TEXTS[locale][entry.trigger];
  return { id: entry.id, trigger: entry.trigger, type: 'credit', title: text.title, message: text.message, amount: entry.points, amountType: 'points', image: null };
}

export const operations: readonly OperationHandler[] = [
  implement(loyalty.getInfo, (context): LoyaltyInfo => {
    const me = context.requireAccount();
    const member = context.state.loyalty.member(me.uid);
    const current = levelOf(member.points);
    const character = CHARACTERS.find((entry) => entry.id === member.characterId);
    return {
      id: PROGRAMME_ID,
      is_active: true,
      points: member.points,
      character: character ? characterOut(character, context.locale) : null,
      levels: LEVELS.map((level, index) => ({
        id: level.id,
        name: level.name[context.locale],
        min_points: level.minPoints,
        max_points: LEVELS[index + 1]?.minPoints ?? null,
        image: null,
        is_current: level.id === current.id,
        benefits: BENEFITS[context.locale](level.rate),
      })),
      pointsAlias: POINTS_ALIAS[context.locale],
      uid: me.uid,
    };
  }),

  implement(
    loyalty.getCharacters,
    (context, { offset = 0, limit = 20 }) => {
      return {
        items: CHARACTERS.slice(offset, offset + limit).map((character) => characterOut(character, context.locale)),
        offset,
        limit,
        total: CHARACTERS.length,
      };
    },
    // Registration offers a character before the account exists (the CMS auth config's character select).
    { guest: true },
  ),

  implement(loyalty.setCharacter, (context, { id }) => {
    const me = context.requireAccount();
    if (!CHARACTERS.some((character) => character.id === id)) throw fail.invalidParameter({ id: ['NOT_FOUND'] }, 'No such character');
    context.state.loyalty.setCharacter(me.uid, id);
    return 1;
  }),

  implement(loyalty.getNotifications, (context) => {
    const me = context.requireAccount();
    const items = context.state.loyalty.notifications(me.uid, context.now()).map((entry) => notificationOut(entry, context.locale));
    return { items, count: items.length };
  }),

  implement(
    loyalty.getProducts,
    (context, { offset = 0, count = 20 }) => {
      const items = PRODUCTS.slice(offset, offset + count).map((product) => productOut(product, context.locale, context.state.loyalty));
      return { items, count: PRODUCTS.length };
    },
    // The shop can be looked at before signing in; buying needs a player.
    { guest: true },
  ),

  implement(loyalty.buyProduct, (context, { product_id: productId }) => {
    const me = context.requireAccount();
    const product = PRODUCTS.find((entry) => entry.id === productId);
    if (!product) throw fail.invalidParameter({ product_id: ['NOT_FOUND'] }, 'No such product');
    const outcome = context.state.loyalty.spend(me.uid, product);
    if (outcome === 'INSUFFICIENT_POINTS') throw fail.invalidParameter({ product_id: ['INSUFFICIENT_POINTS'] }, `The product costs ${product.price} points`);
    if (outcome === 'OUT_OF_STOCK') throw fail.invalidParameter({ product_id: ['OUT_OF_STOCK'] }, 'The product is sold out');
    grantProduct(context.state, me, product, context.now());
    if (product.amountUzs !== undefined) context.state.loyalty.notifyProduct(me.uid, product.id, toMajor(scaled(product.amountUzs, me.currency), me.currency), context.now());
    return { points: context.state.loyalty.member(me.uid).points, product_id: product.id };
  }),

  implement(
    loyalty.getPrograms,
    (context, { offset = 0, count = MAX_PRODUCT_PAGE }) => {
      return { items: PROGRAMS.slice(offset, offset + count).map((program) => programOut(program, context.locale)), count: PROGRAMS.length };
    },
    { guest: true },
  ),

  implement(
    loyalty.getProgram,
    (context, { sysname }) => {
      const program = PROGRAMS.find((entry) => entry.sysname === sysname);
      if (!program) throw fail.invalidParameter({ sysname: ['NOT_FOUND'] }, 'No such programme');
      return programOut(program, context.locale);
    },
    { guest: true },
  ),
];
