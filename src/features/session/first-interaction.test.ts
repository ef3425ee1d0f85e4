// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { hasInteracted, onFirstInteraction } from './first-interaction.ts';

describe('the first interaction is counted from the app start (SPEC §4 notices)', () => {
  it('a key pressed before anyone listens is remembered, and a late listener is told at once', () => {
    const early = vi.fn();
    const unsubscribe = onFirstInteraction(early);
    expect(hasInteracted()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    expect(hasInteracted()).toBe(true);
    expect(early).toHaveBeenCalledTimes(1);
    unsubscribe();
    // The signed-in life mounting after the key press (its chunk arrived late) still learns of it.
    const late = vi.fn();
    onFirstInteraction(late);
    expect(late).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new MouseEvent('click'));
    expect(early).toHaveBeenCalledTimes(1);
  });
});
