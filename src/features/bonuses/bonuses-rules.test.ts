import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { Offer } from '../../api/campaigns.ts';
import { findOffer, isClaimable, nextStepFor, offersOfKind, splitDuration, wageringOf } from './bonuses-rules.ts';

const refusal = (type: ApiError['type']) => new ApiError({ kind: 'http', operation: 'campaigns.takepromotions', message: 'x', status: 422, type });
const offer = (id: number, kind: string, title: string, name?: string): Offer => ({ id, kind, name: name ?? null, description: { title, subtitle: null, text: null, terms: null, image: null, image_735_240: null, image_360_520: null }, started_at: null, finished_at: null });

describe('bonus rules', () => {
  it('wagering: percent by SPEC §9, what is left, none without a requirement', () => {
    expect(wageringOf({ wager: { wagered: 250, required: 1000, multiplier: null, to_wager: null } })).toEqual({ wagered: 250, required: 1000, percent: 25, left: 750 });
    expect(wageringOf({ wager: { wagered: 1500, required: 1000, multiplier: null, to_wager: null } })).toMatchObject({ percent: 100, left: 0 });
    expect(wageringOf({ wager: { wagered: 333, required: 1000 } })?.percent).toBe(33);
    expect(wageringOf({ wager: { wagered: 300, required: 1000, multiplier: 10, to_wager: 700, progress: { current: 300, min: 0, max: 1000 } } })).toMatchObject({ percent: 30, left: 700 });
    expect(wageringOf({ wager: { required: 0, multiplier: null, to_wager: null } })).toBeUndefined();
    expect(wageringOf({})).toBeUndefined();
  });

  it('a refused take leads to its next step', () => {
    expect(nextStepFor(refusal('UserNeedDepositException'))).toBe('deposit');
    expect(nextStepFor(refusal('UserNeedConfirmContactException'))).toBe('confirm-email');
    expect(nextStepFor(refusal('UserNeedProfileDataException'))).toBe('fill-profile');
    expect(nextStepFor(refusal('AuthorizationException'))).toBe('sign-in');
    expect(nextStepFor(refusal('InvalidParameterException'))).toBeUndefined();
    expect(nextStepFor(new Error('x'))).toBeUndefined();
  });

  it('offers list the ones a player acts on; an address finds one by id or SEO name', () => {
    const list = [offer(1, 'offer', 'Birinchi depozit'), offer(2, 'promotion', 'Haftalik turnir'), offer(3, 'offer', 'Free spins', 'free-spins-50')];
    expect(offersOfKind(list, 'offers').map((item) => item.id)).toEqual([1, 3]);
    expect(offersOfKind(list, 'promotions').map((item) => item.id)).toEqual([2]);
    expect(findOffer(list, '2')?.id).toBe(2);
    expect(findOffer(list, 'birinchi-depozit')?.id).toBe(1);
    expect(findOffer(list, 'free-spins-50')?.id).toBe(3);
    expect(findOffer(list, 'nothing')).toBeUndefined();
  });

  it('a cashback is claimable while paid out and not past receiving_expired_at', () => {
    expect(isClaimable({ status: 'paid_out', receiving_expired_at: 200 }, 100)).toBe(true);
    expect(isClaimable({ status: 'paid_out', receiving_expired_at: 50 }, 100)).toBe(false);
    expect(isClaimable({ status: 'paid_out', receiving_expired_at: null }, 100)).toBe(true);
    expect(isClaimable({ status: 'active', receiving_expired_at: null }, 100)).toBe(false);
    expect(isClaimable({ status: 'paid_out', receiving_expired_at: 200, is_receivable: false }, 100)).toBe(false);
    expect(isClaimable({ status: 'paid_out', receiving_expired_at: 200, received_at: 150 }, 100)).toBe(false);
    expect(isClaimable({ status: 'paid_out', receiving_expired_at: null, declined_at: 150 }, 100)).toBe(false);
  });

  it('a countdown splits seconds', () => {
    expect(splitDuration(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
