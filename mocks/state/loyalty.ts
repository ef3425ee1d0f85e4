/**
 * The sandbox's loyalty programme (SPEC §3 "Loyalty info", "Characters list", "Loyalty notification"):
 * points per player, the chosen character, and the notifications real events raise (registration, a
 * completed profile, a confirmed contact, a new level). Notifications are kept for a week, newest first,
 * and answered on every `loyalty.getnotifications`: the platform does not track which the app showed, the
 * app remembers the ones the player saw (src/features/session/notice-store.ts).
 */
import type { Locale } from './accounts.ts';

export type LoyaltyTrigger = 'register' | 'profile' | 'confirm' | 'level';

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
}

export const LEVELS: readonly LevelRecord[] = [
  { id: 1, name: { uz: 'Bronza', ru: 'Бронза' }, minPoints: 0 },
  { id: 2, name: { uz: 'Kumush', ru: 'Серебро' }, minPoints: 200 },
  { id: 3, name: { uz: 'Oltin', ru: 'Золото' }, minPoints: 1000 },
  { id: 4, name: { uz: 'Platina', ru: 'Платина' }, minPoints: 5000 },
];

/** Points each event gives. */
export const EVENT_POINTS: Readonly<Record<Exclude<LoyaltyTrigger, 'level'>, number>> = { register: 100, profile: 50, confirm: 50 };

export const NOTIFICATION_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_NOTIFICATIONS = 20;

export interface NotificationRecord {
  id: number;
  trigger: LoyaltyTrigger;
  points: number;
  /** For a level notification, the level reached. */
  levelId: number | null;
  at: number;
}

interface Member {
  points: number;
  characterId: number | null;
  notifications: NotificationRecord[];
  /** Events that pay once per player (a completed profile, the first confirmed contact). */
  paid: Set<LoyaltyTrigger>;
}

export function levelOf(points: number): LevelRecord {
  let current = LEVELS[0] as LevelRecord;
  for (const level of LEVELS) if (points >= level.minPoints) current = level;
  return current;
}

export class LoyaltyState {
  private readonly members = new Map<number, Member>();
  private nextId = 1;

  member(uid: number): Readonly<Member> {
    return this.ensure(uid);
  }

  /** A seeded account: its points, and the events it was already paid for (no notification). */
  seed(uid: number, points: number, paid: readonly Exclude<LoyaltyTrigger, 'level'>[]): void {
    const member = this.ensure(uid);
    member.points = points;
    for (const trigger of paid) member.paid.add(trigger);
  }

  /**
   * Credits an event's points once per player and raises its notification, plus a level notification when
   * the points cross a level. Answers whether anything was credited.
   */
  credit(uid: number, trigger: Exclude<LoyaltyTrigger, 'level'>, now: number): boolean {
    const member = this.ensure(uid);
    if (member.paid.has(trigger)) return false;
    member.paid.add(trigger);
    const before = levelOf(member.points);
    const points = EVENT_POINTS[trigger];
    member.points += points;
    this.notify(member, { trigger, points, levelId: null }, now);
    const after = levelOf(member.points);
    if (after.id !== before.id) this.notify(member, { trigger: 'level', points: 0, levelId: after.id }, now);
    return true;
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
      member = { points: 0, characterId: null, notifications: [], paid: new Set() };
      this.members.set(uid, member);
    }
    return member;
  }
}
