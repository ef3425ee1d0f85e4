import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../api/campaigns.ts';
import { keptOffer, offersForMethod } from './deposit-offers.ts';

const offer = (id: number, trigger: Offer['trigger']): Offer => ({ id, trigger, started_at: null, finished_at: null });

describe('deposit offers', () => {
  const offers = [
    offer(1, { action: 'deposit' }),
    offer(2, { action: 'deposit', params: { exclude_methods: ['payme', 'click'] } }),
    offer(3, { action: 'registration' }),
    offer(4, { action: 'deposit', user_satisfies_params: false }),
    offer(5, undefined),
    offer(6, { action: 'deposit', user_satisfies_params: true, params: {} }),
  ];

  it('keeps deposit offers the player meets, minus those excluding the method', () => {
    expect(offersForMethod(offers, 'uzcard').map((entry) => entry.id)).toEqual([1, 2, 6]);
    expect(offersForMethod(offers, 'payme').map((entry) => entry.id)).toEqual([1, 6]);
  });

  it('offers the first-deposit welcome offer to a player who meets it, never a taken offer', () => {
    const list = [
      offer(7, { action: 'first_deposit', user_satisfies_params: true }),
      offer(8, { action: 'first_deposit', user_satisfies_params: false }),
      offer(9, { action: 'first_deposit' }),
      { ...offer(10, { action: 'deposit', user_satisfies_params: true }), is_taken: true },
      { ...offer(11, { action: 'deposit' }), is_taken: false },
    ];
    expect(offersForMethod(list, 'uzcard').map((entry) => entry.id)).toEqual([7, 11]);
  });

  it('drops a chosen offer the new method excludes', () => {
    expect(keptOffer(2, offersForMethod(offers, 'uzcard'))).toBe(2);
    expect(keptOffer(2, offersForMethod(offers, 'payme'))).toBeUndefined();
    expect(keptOffer(undefined, offers)).toBeUndefined();
  });
});
