import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStartParam, routeFromToken } from './start-param.ts';

describe('parseStartParam', () => {
  it('opens a route by name', () => expect(parseStartParam('r-promotions')).toEqual({ path: '/promotions' }));
  it('fills the one parameter of a route', () => {
    expect(parseStartParam('r-game-book_of_dead')).toEqual({ path: '/game/book_of_dead' });
    expect(parseStartParam('r-tournament-12')).toEqual({ path: '/tournaments/12' });
  });
  it('combines a route, a promo code and a referrer', () => {
    expect(parseStartParam('r-cashierDeposit__promo-WELCOME100__ref-777')).toEqual({ path: '/cashier/deposit', promoCode: 'WELCOME100', referrer: '777' });
  });
  it('ignores unknown kinds, unknown routes and internal routes', () => {
    expect(parseStartParam('x-1__r-nope__r-icons__r-slug-a')).toEqual({});
    expect(parseStartParam('r-promotions-5')).toEqual({});
    expect(parseStartParam('r-game')).toEqual({});
  });
  it('refuses anything outside [A-Za-z0-9_-] or longer than 512', () => {
    expect(parseStartParam('r-promotions/../x')).toEqual({});
    expect(parseStartParam(`r-promotions__promo-${'A'.repeat(600)}`)).toEqual({});
    expect(parseStartParam(undefined)).toEqual({});
  });
  it('never yields a path that leaves the app', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/), (value) => {
        const path = routeFromToken(value);
        if (path !== undefined) {
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(path).not.toContain(':');
        }
      }),
    );
  });
});
