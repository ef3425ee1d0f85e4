/**
 * The notice chime (SPEC §9: a loyalty notification plays at volume 0.5): two short sine tones made with the
 * Web Audio API, so no sound file is shipped. Notices arrive after the player's first interaction, which lets
 * browsers start audio; where audio is missing, blocked or suspended the chime is simply skipped, and it stays off
 * when the player muted it or the device prefers reduced motion (src/lib/notice-sound.ts, issue 17).
 */
import { noticeSoundAllowed } from '../../lib/notice-sound.ts';

export const NOTICE_VOLUME = 0.5;

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (context) return context;
  const Constructor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Constructor) return undefined;
  try {
    context = new Constructor();
  } catch {
    return undefined;
  }
  return context;
}

export function playNoticeChime(): void {
  if (!noticeSoundAllowed()) return;
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    const start = ctx.currentTime;
    gain.gain.setValueAtTime(NOTICE_VOLUME, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.35);
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = ctx.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + index * 0.09);
      tone.stop(start + 0.35);
    }
  } catch {
    // A chime is a nicety: never an error for the player.
  }
}
