/**
 * The loyalty screens' rules as pure functions: where the player stands between two levels (SPEC §9 progress), what
 * a purchase needs, and where the CMS puts the character (SPEC §9 characters place).
 */
import type { LoyaltyInfo, LoyaltyLevel, LoyaltyProduct } from '../../api/loyalty.ts';
import type { CharactersPlace } from '../../api/cms/collections.ts';
import { progressPercent } from '../../lib/format.ts';

export interface LevelStanding {
  current: LoyaltyLevel | undefined;
  next: LoyaltyLevel | undefined;
  /** SPEC §9: (points - min) / (max - min) x 100, floored; 100 at the top level. */
  percent: number;
  /** Points still missing to the next level; 0 at the top. */
  toNext: number;
}

/**
 * The current level is the one the platform marks; without a mark, the highest whose minimum the points reach. The
 * next level is the following one by minimum points.
 */
export function levelStanding(info: Pick<LoyaltyInfo, 'points' | 'levels'>): LevelStanding {
  const levels = [...(info.levels ?? [])].sort((a, b) => a.min_points - b.min_points);
  const marked = levels.find((level) => level.is_current);
  const current = marked ?? [...levels].reverse().find((level) => info.points >= level.min_points) ?? levels[0];
  const next = current ? levels[levels.indexOf(current) + 1] : undefined;
  if (!current) return { current: undefined, next: undefined, percent: 0, toNext: 0 };
  const max = current.max_points ?? next?.min_points ?? null;
  return { current, next, percent: progressPercent(info.points, current.min_points, max), toNext: next ? Math.max(0, next.min_points - info.points) : 0 };
}

export type PurchaseCheck = { kind: 'ok' } | { kind: 'sold-out' } | { kind: 'insufficient'; missing: number };

/** What pressing Buy leads to: the confirm popup, the insufficient-funds popup, or nothing (sold out). */
export function checkPurchase(product: Pick<LoyaltyProduct, 'price' | 'is_available' | 'stock'>, points: number): PurchaseCheck {
  if (product.is_available === false || product.stock === 0) return { kind: 'sold-out' };
  if (points < product.price) return { kind: 'insufficient', missing: product.price - points };
  return { kind: 'ok' };
}

export type LoyaltyScreen = 'profile' | 'loyalty' | 'profile-loyalty';

/**
 * SPEC §9 characters place: `profile-page` shows the character on /profile, `loyalty-page` on /loyalty, and
 * `profile-loyalty-pages` on both loyalty pages (/loyalty and /profile/loyalty).
 */
export function characterShownOn(place: CharactersPlace, screen: LoyaltyScreen): boolean {
  if (place === 'profile-page') return screen === 'profile';
  if (place === 'loyalty-page') return screen === 'loyalty';
  return screen === 'loyalty' || screen === 'profile-loyalty';
}

/** SPEC §6: loyalty needs isEnableLoyalty or isEnableCharacters; each part needs its own flag. */
export function loyaltyParts(settings: { isEnableLoyalty: boolean; isEnableCharacters: boolean }): { any: boolean; points: boolean; characters: boolean } {
  return { any: settings.isEnableLoyalty || settings.isEnableCharacters, points: settings.isEnableLoyalty, characters: settings.isEnableCharacters };
}
