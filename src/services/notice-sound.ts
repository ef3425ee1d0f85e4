/**
 * Whether a loyalty notice may play its chime (SPEC §9: a loyalty notification sounds at volume 0.5; decision 018: the
 * sound stays off when the player has muted it or the device prefers reduced motion). The player's choice is kept on
 * this device (it is a device setting, not the player's data, so it stays after logout).
 */
import { boolean } from 'superstruct';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/device-storage.ts';

export function noticeSoundMuted(): boolean {
  return readStored(STORAGE_KEYS.noticeSoundMuted, boolean()) === true;
}

export function setNoticeSoundMuted(muted: boolean): void {
  writeStored(STORAGE_KEYS.noticeSoundMuted, muted);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The chime plays only when the player has not muted it and the device does not ask for less motion. */
export function noticeSoundAllowed(): boolean {
  return !noticeSoundMuted() && !prefersReducedMotion();
}
