/**
 * The page-reload guard (SPEC §9): before reloading to recover (e.g. a lazy chunk that vanished after a new
 * deploy), remember the path and an expiry in session storage; a second failure on the same path within the
 * window does not reload again, so the player never lands in a reload loop.
 */
import { number, string, type } from 'superstruct';
import { create } from 'superstruct';

export const RELOAD_GUARD_KEY = 'omad.reload-guard';
const RELOAD_GUARD_MS = 10_000;
const Guard = type({ path: string(), expires: number() });

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: () => number;
  path: string;
  reload: () => void;
}

/** Reloads unless the same path was reloaded within the window; answers whether it reloaded. */
export function reloadOnce(env: ReloadEnv, windowMs = RELOAD_GUARD_MS): boolean {
  let guard: { path: string; expires: number } | undefined;
  try {
    const raw = env.storage?.getItem(RELOAD_GUARD_KEY);
    guard = raw ? create(JSON.parse(raw) as unknown, Guard) : undefined;
  } catch {
    guard = undefined;
  }
  if (guard && guard.path === env.path && guard.expires > env.now()) return false;
  try {
    env.storage?.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path: env.path, expires: env.now() + windowMs }));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/**
 * Errors that mean "the code for this page is gone", not a bug in it: its script did not load, or its stylesheet did
 * (Vite's preload of a lazy chunk's CSS fails before the script is even asked for, e.g. offline).
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(error.message)
  );
}
