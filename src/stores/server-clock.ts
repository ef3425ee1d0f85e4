/**
 * The platform's clock (SPEC §7 metadata.get `server_time`): countdowns to the platform's own moments (a tournament's
 * start and end, a bonus's or a cashback's expiry, a banner's end, the registration hints of SPEC §4) run on it, not
 * on the device's, whose clock may be hours off. The time is read once at start (src/main.tsx: one extra read, once the
 * first screen is drawn; this module imports no API code, so home's first load does not grow) and kept as the device's
 * offset from it; until it answers, or when it cannot be read, the offset is 0
 * (the device clock, as before). Times the app makes itself (a resend wait, the inactivity deadline) stay on the
 * device's clock: they never meet a platform timestamp.
 */
let offsetMs = 0;

/**
 * The device clock's offset from the platform's, in ms, from one answer: `server_time` is whole seconds, so the
 * platform's moment is taken as the middle of that second, against the middle of the request's round trip.
 */
export function clockOffset(serverSeconds: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverSeconds * 1000 + 500 - (sentAt + receivedAt) / 2);
}

/** Now on the platform's clock (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

export function setServerOffset(offset: number): void {
  offsetMs = Number.isFinite(offset) ? offset : 0;
}

/** Reads the platform's time once and keeps the offset; a failed read keeps the device clock (SPEC §8: defaults remain). */
export async function syncServerClock(read: () => Promise<{ server_time: number }>, now: () => number = Date.now): Promise<void> {
  const sentAt = now();
  const answer = await read();
  setServerOffset(clockOffset(answer.server_time, sentAt, now()));
}

export function resetServerClock(): void {
  offsetMs = 0;
}
