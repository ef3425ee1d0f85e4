import { describe, expect, it } from 'vitest';
import { OFFER_AGAIN_MS, isIosSafari, wasDismissedRecently } from './install-prompt.ts';

describe('isIosSafari', () => {
  it('is iPhone and iPad Safari, not other iOS browsers or Android', () => {
    expect(isIosSafari('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 5)).toBe(true);
    expect(isIosSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 5)).toBe(true);
    expect(isIosSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 0)).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1', 5)).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 5)).toBe(false);
  });
});

describe('wasDismissedRecently', () => {
  const now = 1_800_000_000_000;
  it('keeps the offer away for a month after a dismissal', () => {
    expect(wasDismissedRecently(String(now - 1000), now)).toBe(true);
    expect(wasDismissedRecently(String(now - OFFER_AGAIN_MS - 1), now)).toBe(false);
    expect(wasDismissedRecently(null, now)).toBe(false);
    expect(wasDismissedRecently('garbage', now)).toBe(false);
    // A date in the future is bad data, not a dismissal.
    expect(wasDismissedRecently(String(now + 10_000), now)).toBe(false);
  });
});
