/**
 * SPEC §4: notices are read at the player's first interaction. The signed-in life arrives in a lazy chunk, so a key
 * pressed or a tap made before that chunk has loaded would be missed: this small module, loaded with the app,
 * remembers whether the first interaction has happened from the very start.
 */
export const ACTIVITY_EVENTS = ['keydown', 'scroll', 'touchstart', 'click'] as const;
const LISTEN = { passive: true, capture: true } as const;

let seen = false;
const waiting = new Set<() => void>();

function onFirst(): void {
  seen = true;
  for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onFirst, LISTEN);
  for (const listener of waiting) listener();
  waiting.clear();
}

if (typeof window !== 'undefined') for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onFirst, LISTEN);

export function hasInteracted(): boolean {
  return seen;
}

/** Calls `listener` once, at the first interaction (at once when it has already happened); answers an unsubscribe. */
export function onFirstInteraction(listener: () => void): () => void {
  if (seen) {
    listener();
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}
