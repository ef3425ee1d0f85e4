import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/memory-storage.test-helper.ts';
import { noticeSoundAllowed, noticeSoundMuted, setNoticeSoundMuted } from './notice-sound.ts';
import { STORAGE_KEYS } from '../lib/device-storage.ts';

function device(reducedMotion: boolean) {
  vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }) });
}

describe('the notice chime (SPEC §9, issue 17)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('plays by default, not once the player mutes it, again when they unmute it', () => {
    device(false);
    expect(noticeSoundAllowed()).toBe(true);
    setNoticeSoundMuted(true);
    expect(noticeSoundMuted()).toBe(true);
    expect(noticeSoundAllowed()).toBe(false);
    setNoticeSoundMuted(false);
    expect(noticeSoundAllowed()).toBe(true);
  });

  it('stays off when the device prefers reduced motion', () => {
    device(true);
    expect(noticeSoundAllowed()).toBe(false);
  });

  it('a stored value that is not a yes or no is dropped, and the chime plays', () => {
    device(false);
    localStorage.setItem(STORAGE_KEYS.noticeSoundMuted, '"loud"');
    expect(noticeSoundAllowed()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.noticeSoundMuted)).toBeNull();
  });
});
