/**
 * Haptic feedback (SPEC §1 Telegram mini-app): which Telegram HapticFeedback call each moment of the app gets. Pure, so
 * the mapping is unit-tested without the SDK.
 * - confirm: the player committed something (a bet, a payment): an impact, like a button press.
 * - success / error: an action finished well or failed: Telegram's notification patterns.
 * - win: a round paid out: the strongest impact, distinct from an ordinary success.
 */
export type HapticKind = 'confirm' | 'success' | 'error' | 'win';

export type HapticCall =
  | { method: 'impactOccurred'; style: 'light' | 'medium' | 'heavy' | 'rigid' | 'soft' }
  | { method: 'notificationOccurred'; type: 'success' | 'error' | 'warning' };

export function hapticCall(kind: HapticKind): HapticCall {
  switch (kind) {
    case 'confirm':
      return { method: 'impactOccurred', style: 'medium' };
    case 'success':
      return { method: 'notificationOccurred', type: 'success' };
    case 'error':
      return { method: 'notificationOccurred', type: 'error' };
    case 'win':
      return { method: 'impactOccurred', style: 'heavy' };
  }
}
