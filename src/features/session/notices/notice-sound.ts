/**
 * The notice sound: the operator's sound file when the CMS gives one (loyalty.notification.sound), else a chime of
 * two short sine tones made with the Web Audio API, so no sound file is shipped; at the CMS's volume (SPEC §9: 0.5
 * without it). Notices arrive after the player's first interaction, which lets
 * browsers start audio; where audio is missing, blocked or suspended the chime is simply skipped, and it stays off
 * when the player muted it or the device prefers reduced motion (src/services/notice-sound.ts).
 */
import { noticeSoundAllowed } from '../../../services/notice-sound.ts';

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

export interface NoticeSound {
  /** 0 to 1; a value out of range is held to it. */
  volume: number;
  /** The operator's sound file (a CMS media URL), or null for the built-in chime. */
  sound: string | null;
}

function playFile(url: string, volume: number): void {
  if (typeof Audio === 'undefined') return;
  try {
    const player = new Audio(url);
    player.volume = volume;
    // Blocked autoplay or a missing file: the notice is shown all the same.
    void player.play().catch(() => undefined);
  } catch {
    // As below: a sound is a nicety.
  }
}

export function playNoticeChime({ volume: wanted, sound }: NoticeSound): void {
  if (!noticeSoundAllowed()) return;
  const volume = Math.min(1, Math.max(0, Number.isFinite(wanted) ? wanted : 0));
  if (volume === 0) return;
  if (sound) {
    playFile(sound, volume);
    return;
  }
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    const start = ctx.currentTime;
    gain.gain.setValueAtTime(volume, start);
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
