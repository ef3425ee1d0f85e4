/**
 * loyalty.* handlers (SPEC §7 "Loyalty"), answering src/api/loyalty.ts: the player's programme info, the
 * characters and the choice of one, and the notifications real events raise (mocks/state/loyalty.ts).
 * The points shop and programmes (getproducts, buyproduct, getPrograms, getProgram) belong to the loyalty
 * issue and answer MethodNotFoundException until then.
 */
import { optional, type } from 'superstruct';
import * as loyalty from '../../src/api/loyalty.ts';
import type { LoyaltyCharacter, LoyaltyInfo, LoyaltyNotification } from '../../src/api/loyalty.ts';
import { fail } from '../http/wire.ts';
import type { Locale } from '../state/accounts.ts';
import { CHARACTERS, LEVELS, levelOf, type LoyaltyCharacterRecord, type NotificationRecord } from '../state/loyalty.ts';
import { implement, type OperationHandler } from './registry.ts';
import { intRange } from './rules.ts';

export const PROGRAMME_ID = 1;
export const MAX_CHARACTER_PAGE = 50;

const POINTS_ALIAS: Record<Locale, string> = { uz: 'ball', ru: 'баллы' };

const TEXTS: Record<Locale, Record<Exclude<NotificationRecord['trigger'], 'level'>, { title: string; message: string }>> = {
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
      })),
      pointsAlias: POINTS_ALIAS[context.locale],
      uid: me.uid,
    };
  }),

  implement(
    loyalty.getCharacters,
    (context) => {
      const { offset = 0, limit = 20 } = context.input(type({ offset: optional(intRange(0)), limit: optional(intRange(1, MAX_CHARACTER_PAGE)) }));
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

  implement(loyalty.setCharacter, (context) => {
    const me = context.requireAccount();
    const { id } = context.input(type({ id: intRange(1) }));
    if (!CHARACTERS.some((character) => character.id === id)) throw fail.invalidParameter({ id: ['NOT_FOUND'] }, 'No such character');
    context.state.loyalty.setCharacter(me.uid, id);
    return 1;
  }),

  implement(loyalty.getNotifications, (context) => {
    const me = context.requireAccount();
    const items = context.state.loyalty.notifications(me.uid, context.now()).map((entry) => notificationOut(entry, context.locale));
    return { items, count: items.length };
  }),
];
