import { describe, expect, it } from 'vitest';
import { hapticCall, type HapticKind } from './haptics.ts';

describe('hapticCall (issue 4: haptics on confirmations, errors and wins)', () => {
  it('maps each moment to Telegram HapticFeedback', () => {
    const kinds: HapticKind[] = ['confirm', 'success', 'error', 'win'];
    expect(Object.fromEntries(kinds.map((kind) => [kind, hapticCall(kind)]))).toEqual({
      confirm: { method: 'impactOccurred', style: 'medium' },
      success: { method: 'notificationOccurred', type: 'success' },
      error: { method: 'notificationOccurred', type: 'error' },
      win: { method: 'impactOccurred', style: 'heavy' },
    });
  });
});
