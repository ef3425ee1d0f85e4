/** The fatal pages of SPEC §8, shown instead of the current route until the player navigates away. */
import { proxy } from 'valtio';
import type { FatalAction } from '../api/errors.ts';

export const fatalState = proxy({ action: undefined as FatalAction | undefined });

export function showFatal(action: FatalAction): void {
  fatalState.action = action;
}

export function clearFatal(): void {
  fatalState.action = undefined;
}

export function resetFatal(): void {
  fatalState.action = undefined;
}
