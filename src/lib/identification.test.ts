import { describe, expect, it } from 'vitest';
import { playHold, playStep } from './identification.ts';

describe('playStep', () => {
  const player = { uid: 7, is_verified: false, is_on_verification: false, is_kyc_block_enabled: false };
  it('asks an unidentified player for identification while the rule is on, and says when a review runs', () => {
    expect(playStep(player, true)).toBe('identify');
    expect(playStep({ ...player, is_on_verification: true }, true)).toBe('pending');
  });
  it('lets an identified player, a guest and (with the rule off) anyone play', () => {
    expect(playStep({ ...player, is_verified: true }, true)).toBe('play');
    expect(playStep({ uid: 0 }, true)).toBe('play');
    expect(playStep(undefined, true)).toBe('play');
    expect(playStep(player, false)).toBe('play');
  });
  it('a KYC block needs identification whatever the setting', () => {
    expect(playStep({ ...player, is_kyc_block_enabled: true }, false)).toBe('identify');
  });
});

describe('playHold', () => {
  const player = { uid: 7, is_verified: false, is_on_verification: false, is_kyc_block_enabled: false };
  it('holds an unidentified player’s real money by the CMS rule alone (the platform may have turned its own off)', () => {
    expect(playHold(player, true)).toBe('identify');
    expect(playHold({ ...player, is_on_verification: true }, true)).toBe('pending');
    expect(playHold({ ...player, is_kyc_block_enabled: true }, false)).toBe('identify');
  });
  it('holds nothing with the CMS rule off, for an identified player or a guest', () => {
    expect(playHold(player, false)).toBeNull();
    expect(playHold({ ...player, is_verified: true }, true)).toBeNull();
    expect(playHold({ uid: 0 }, true)).toBeNull();
  });
});
