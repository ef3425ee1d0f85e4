/**
 * The sandbox's loyalty programme (SPEC §3 "Loyalty info", "Characters list", "Loyalty notification"):
 * points per player, the chosen character, and the notifications real events raise (registration, a
 * completed profile, a confirmed contact, a new level). Notifications are kept for a week, newest first,
 * and answered on every `loyalty.getnotifications`: the platform does not track which the app showed, the
 * app remembers the ones the player saw (src/features/session/notices/notice-store.ts).
 *
 * Real-money casino bets earn points (POINTS_UNIT_UZS wagered gives the level's rate), the points
 * buy products of the shop (PRODUCTS, some with a limited stock), and the programmes (mocks/fixtures/loyalty-programs.ts)
 * say how it all works.
 */
import type { Locale } from './accounts.ts';
import { UZS_PER_UNIT, type Currency } from './money.ts';

export type LoyaltyTrigger = 'register' | 'profile' | 'confirm' | 'level' | 'quest' | 'product';

export interface LoyaltyCharacterRecord {
  id: number;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
}

export const CHARACTERS: readonly LoyaltyCharacterRecord[] = [
  { id: 1, name: { uz: 'Bahodir', ru: 'Баходир' }, description: { uz: 'Jasur sarkarda', ru: 'Отважный полководец' } },
  { id: 2, name: { uz: 'Zarina', ru: 'Зарина' }, description: { uz: 'Dono malika', ru: 'Мудрая царица' } },
  { id: 3, name: { uz: 'Alpomish', ru: 'Алпамыш' }, description: { uz: 'Doston qahramoni', ru: 'Герой дастана' } },
  { id: 4, name: { uz: 'Oyparcha', ru: 'Ойпарча' }, description: { uz: 'Tun yulduzi', ru: 'Ночная звезда' } },
];

export interface LevelRecord {
  id: number;
  name: Record<Locale, string>;
  minPoints: number;
  /** Points each POINTS_UNIT_UZS of real-money casino bets earns at this level. */
  rate: number;
}

export const LEVELS: readonly LevelRecord[] = [
  { id: 1, name: { uz: 'Bronza', ru: 'Бронза' }, minPoints: 0, rate: 1 },
  { id: 2, name: { uz: 'Kumush', ru: 'Серебро' }, minPoints: 200, rate: 2 },
  { id: 3, name: { uz: 'Oltin', ru: 'Золото' }, minPoints: 1000, rate: 3 },
  { id: 4, name: { uz: 'Platina', ru: 'Платина' }, minPoints: 5000, rate: 5 },
];

/** So'm of real-money casino bets per earning step (decision 018: at least 1 point per 100,000 UZS; here 10,000). */
export const POINTS_UNIT_UZS = 10_000;
/** The same step in so'm minor units (tiyin); other currencies count by their so'm value (money.ts UZS_PER_UNIT). */
const UNIT_UZS_MINOR = POINTS_UNIT_UZS * 100;

export type ProductKind = 'freespins' | 'bonus' | 'cashback';

export interface ProductRecord {
  id: number;
  kind: ProductKind;
  price: number;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  /** Free spins: how many, on which in-house slot. */
  spins?: { count: number; sysname: string };
  /** Bonus or cashback boost: so'm, paid in the player's currency at its so'm value. */
  amountUzs?: number;
  /** How many the shop holds (for everyone); absent: unlimited. */
  stock?: number;
}

/** So'm written with a space between thousands, as the shop's names show them (20 000). */
const som = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Free spins on the in-house «Oltin 7», valid 7 days. */
function freespinsProduct(id: number, price: number, count: number): ProductRecord {
  return {
    id,
    kind: 'freespins',
    price,
    spins: { count, sysname: 'omad-oltin-7' },
    name: { uz: `${count} ta bepul aylantirish`, ru: `${count} фриспинов` },
    description: { uz: '«Oltin 7» o‘yinida, 7 kun amal qiladi.', ru: 'В игре «Золотая семёрка», действуют 7 дней.' },
  };
}

/** A casino bonus of `amountUzs` with x20 wagering; `stock` of them when the shop holds only a few. */
function bonusProduct(id: number, price: number, amountUzs: number, stock?: number): ProductRecord {
  const few = stock === undefined ? { uz: '', ru: '' } : { uz: ` Faqat ${stock} ta.`, ru: ` Всего ${stock} штуки.` };
  return {
    id,
    kind: 'bonus',
    price,
    amountUzs,
    ...(stock === undefined ? {} : { stock }),
    name: { uz: `${som(amountUzs)} so‘m bonus`, ru: `Бонус ${som(amountUzs)} сум` },
    description: { uz: `Kazino bonusi, x20 aylantirish.${few.uz}`, ru: `Бонус казино, отыгрыш x20.${few.ru}` },
  };
}

/** The shop (decision 018: at least 6 products from 100 to 20,000 points; the seeded player's 150 buys only the first). */
export const PRODUCTS: readonly ProductRecord[] = [
  freespinsProduct(1, 100, 10),
  bonusProduct(2, 300, 20_000),
  {
    id: 3,
    kind: 'cashback',
    price: 500,
    amountUzs: 15_000,
    name: { uz: 'Keshbekka +15 000 so‘m', ru: 'Кешбэк +15 000 сум' },
    description: { uz: 'Shu haftaning keshbekiga qo‘shiladi.', ru: 'Добавляется к кешбэку этой недели.' },
  },
  freespinsProduct(4, 1_500, 50),
  bonusProduct(5, 5_000, 300_000),
  bonusProduct(6, 20_000, 1_500_000, 3),
];

/** Points each event gives. */
export const EVENT_POINTS: Readonly<Record<Exclude<LoyaltyTrigger, 'level' | 'quest' | 'product'>, number>> = { register: 100, profile: 50, confirm: 50 };

/** A quest that events.handle reports (mocks/api/events.ts) pays this once per player and quest. */
export const QUEST_POINTS = 20;

export const NOTIFICATION_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_NOTIFICATIONS = 20;

export interface NotificationRecord {
  id: number;
  trigger: LoyaltyTrigger;
  points: number;
  /** For a level notification, the level reached. */
  levelId: number | null;
  /** For a quest notification, the quest done (e.g. `first_game:slot`). */
  quest?: string;
  /** For a product notification: the product bought and the money it credited (major units, the player's currency). */
  product?: { id: number; money: number };
  at: number;
}

interface Member {
  points: number;
  /** Real-money casino bets not yet turned into points, so'm minor units (below one UNIT_UZS_MINOR). */
  wagerRemainder: number;
  characterId: number | null;
  notifications: NotificationRecord[];
  /** Events that pay once per player (a completed profile, the first confirmed contact). */
  paid: Set<LoyaltyTrigger>;
  /** Quests done (events.handle), each paid once. */
  quests: Set<string>;
}

export function levelOf(points: number): LevelRecord {
  let current = LEVELS[0] as LevelRecord;
  for (const level of LEVELS) if (points >= level.minPoints) current = level;
  return current;
}

export class LoyaltyState {
  private readonly members = new Map<number, Member>();
  private nextId = 1;
  /** What the shop still holds of its limited products. */
  private readonly stock = new Map<number, number>(PRODUCTS.filter((product) => product.stock !== undefined).map((product) => [product.id, product.stock ?? 0]));

  member(uid: number): Readonly<Member> {
    return this.ensure(uid);
  }

  /** A seeded account: its points, and the events it was already paid for (no notification). */
  seed(uid: number, points: number, paid: readonly Exclude<LoyaltyTrigger, 'level' | 'quest' | 'product'>[]): void {
    const member = this.ensure(uid);
    member.points = points;
    for (const trigger of paid) member.paid.add(trigger);
  }

  /**
   * Credits an event's points once per player and raises its notification, plus a level notification when
   * the points cross a level. Answers whether anything was credited.
   */
  credit(uid: number, trigger: Exclude<LoyaltyTrigger, 'level' | 'quest' | 'product'>, now: number): boolean {
    const member = this.ensure(uid);
    if (member.paid.has(trigger)) return false;
    member.paid.add(trigger);
    const points = EVENT_POINTS[trigger];
    this.add(member, points, now, () => this.notify(member, { trigger, points, levelId: null }, now));
    return true;
  }

  /**
   * A real-money casino bet of `betMinor` (decision 018): every POINTS_UNIT_UZS wagered, counted across bets, earns
   * the current level's rate. No notification for the points themselves (they come with every bet), only for a
   * level reached. Answers the points earned.
   */
  wager(uid: number, currency: Currency, betMinor: number, now: number): number {
    if (!(betMinor > 0)) return 0;
    const member = this.ensure(uid);
    const total = member.wagerRemainder + betMinor * UZS_PER_UNIT[currency];
    const steps = Math.floor(total / UNIT_UZS_MINOR);
    member.wagerRemainder = total - steps * UNIT_UZS_MINOR;
    if (steps === 0) return 0;
    const points = steps * levelOf(member.points).rate;
    this.add(member, points, now);
    return points;
  }

  /** Pays a quest once per player (QUEST_POINTS, a `quest` notification); answers whether it paid now. */
  completeQuest(uid: number, quest: string, now: number): boolean {
    const member = this.ensure(uid);
    if (member.quests.has(quest)) return false;
    member.quests.add(quest);
    this.add(member, QUEST_POINTS, now, () => this.notify(member, { trigger: 'quest', points: QUEST_POINTS, levelId: null, quest }, now));
    return true;
  }

  /** How many of a limited product the shop still holds (undefined: unlimited). */
  stockOf(productId: number): number | undefined {
    return this.stock.get(productId);
  }

  /**
   * Takes `price` points for one `product` (the caller grants what it gives). Refuses, changing nothing, when the
   * player has too few points or the stock is gone.
   */
  spend(uid: number, product: ProductRecord): 'ok' | 'INSUFFICIENT_POINTS' | 'OUT_OF_STOCK' {
    const member = this.ensure(uid);
    const left = this.stock.get(product.id);
    if (left !== undefined && left <= 0) return 'OUT_OF_STOCK';
    if (member.points < product.price) return 'INSUFFICIENT_POINTS';
    member.points -= product.price;
    if (left !== undefined) this.stock.set(product.id, left - 1);
    return 'ok';
  }

  /** Adds points, and a level notification when they cross into a higher level (after the event's own one). */
  private add(member: Member, points: number, now: number, before?: () => void): void {
    const was = levelOf(member.points);
    member.points += points;
    before?.();
    const reached = levelOf(member.points);
    if (reached.id > was.id) this.notify(member, { trigger: 'level', points: 0, levelId: reached.id }, now);
  }

  /** A bought product credited money (a bonus, a cashback boost): the player is told how much, in money. */
  notifyProduct(uid: number, productId: number, money: number, now: number): void {
    this.notify(this.ensure(uid), { trigger: 'product', points: 0, levelId: null, product: { id: productId, money } }, now);
  }

  setCharacter(uid: number, characterId: number): void {
    this.ensure(uid).characterId = characterId;
  }

  /** The notifications of the last week, newest first. */
  notifications(uid: number, now: number): NotificationRecord[] {
    const member = this.ensure(uid);
    member.notifications = member.notifications.filter((entry) => now - entry.at < NOTIFICATION_KEEP_MS);
    return [...member.notifications].reverse();
  }

  private notify(member: Member, entry: Omit<NotificationRecord, 'id' | 'at'>, now: number): void {
    member.notifications.push({ ...entry, id: this.nextId++, at: now });
    if (member.notifications.length > MAX_NOTIFICATIONS) member.notifications.splice(0, member.notifications.length - MAX_NOTIFICATIONS);
  }

  private ensure(uid: number): Member {
    let member = this.members.get(uid);
    if (!member) {
      member = { points: 0, wagerRemainder: 0, characterId: null, notifications: [], paid: new Set(), quests: new Set() };
      this.members.set(uid, member);
    }
    return member;
  }
}
