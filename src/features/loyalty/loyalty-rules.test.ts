import { describe, expect, it } from 'vitest';
import type { LoyaltyLevel } from '../../api/loyalty.ts';
import { characterShownOn, checkPurchase, levelStanding, loyaltyParts } from './loyalty-rules.ts';

const LEVELS: LoyaltyLevel[] = [
  { id: 1, name: 'Bronza', min_points: 0, max_points: 200, image: null },
  { id: 2, name: 'Kumush', min_points: 200, max_points: 1000, image: null },
  { id: 3, name: 'Oltin', min_points: 1000, max_points: 5000, image: null },
  { id: 4, name: 'Platina', min_points: 5000, max_points: null, image: null },
];

describe('levelStanding (SPEC §9 progress)', () => {
  it('places the points between their level and the next, floored', () => {
    expect(levelStanding({ points: 150, levels: LEVELS })).toMatchObject({ current: { name: 'Bronza' }, next: { name: 'Kumush' }, percent: 75, toNext: 50 });
    expect(levelStanding({ points: 333, levels: LEVELS })).toMatchObject({ current: { name: 'Kumush' }, percent: 16, toNext: 667 });
  });

  it('is 100 % at the top level, with nothing left to reach', () => {
    expect(levelStanding({ points: 7000, levels: LEVELS })).toMatchObject({ current: { name: 'Platina' }, next: undefined, percent: 100, toNext: 0 });
  });

  it('follows the level the platform marks as current, in any order of the list', () => {
    const marked = [...LEVELS].reverse().map((level) => ({ ...level, is_current: level.id === 2 }));
    expect(levelStanding({ points: 150, levels: marked })).toMatchObject({ current: { name: 'Kumush' }, next: { name: 'Oltin' }, percent: 0 });
  });

  it('without levels there is nothing to show', () => {
    expect(levelStanding({ points: 10 })).toEqual({ current: undefined, next: undefined, percent: 0, toNext: 0 });
  });
});

describe('checkPurchase', () => {
  it('asks to confirm when the points suffice, says how many are missing when not, and never sells a sold-out product', () => {
    expect(checkPurchase({ price: 100 }, 150)).toEqual({ kind: 'ok' });
    expect(checkPurchase({ price: 150 }, 150)).toEqual({ kind: 'ok' });
    expect(checkPurchase({ price: 300 }, 150)).toEqual({ kind: 'insufficient', missing: 150 });
    expect(checkPurchase({ price: 100, stock: 0 }, 150)).toEqual({ kind: 'sold-out' });
    expect(checkPurchase({ price: 100, is_available: false }, 150)).toEqual({ kind: 'sold-out' });
  });
});

describe('characters place (SPEC §9) and the flags (SPEC §6)', () => {
  it('shows the character where the CMS says', () => {
    expect(characterShownOn('profile-page', 'profile')).toBe(true);
    expect(characterShownOn('profile-page', 'loyalty')).toBe(false);
    expect(characterShownOn('loyalty-page', 'loyalty')).toBe(true);
    expect(characterShownOn('loyalty-page', 'profile-loyalty')).toBe(false);
    expect(characterShownOn('profile-loyalty-pages', 'loyalty')).toBe(true);
    expect(characterShownOn('profile-loyalty-pages', 'profile-loyalty')).toBe(true);
    expect(characterShownOn('profile-loyalty-pages', 'profile')).toBe(false);
  });

  it('needs one flag for the page, each part its own', () => {
    expect(loyaltyParts({ isEnableLoyalty: false, isEnableCharacters: false })).toEqual({ any: false, points: false, characters: false });
    expect(loyaltyParts({ isEnableLoyalty: false, isEnableCharacters: true })).toEqual({ any: true, points: false, characters: true });
    expect(loyaltyParts({ isEnableLoyalty: true, isEnableCharacters: false })).toEqual({ any: true, points: true, characters: false });
  });
});
