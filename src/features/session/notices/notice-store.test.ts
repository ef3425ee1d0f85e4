import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyNotification } from '../../../api/loyalty.ts';
import { DISMISSED_NOTICES_KEY, dismissNotice, isDismissed, noticeKey, visibleNotices } from './notice-store.ts';
import { memoryStorage } from '../../../lib/memory-storage.test-helper.ts';

const notice = (over: Partial<LoyaltyNotification> = {}): LoyaltyNotification => ({
  trigger: 'level',
  type: 'credit',
  title: 'Yangi daraja',
  message: 'Tabriklaymiz!',
  amount: 100,
  amountType: 'points',
  image: null,
  ...over,
});

describe('notices (SPEC §3/§4): dismissed ones never return', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keys by id, or by content when the platform gives no id', () => {
    expect(noticeKey(notice({ id: 7 }))).toBe('id:7');
    expect(noticeKey(notice())).toBe(noticeKey(notice()));
    expect(noticeKey(notice())).not.toBe(noticeKey(notice({ message: 'Boshqa' })));
  });

  it('a dismissed notice is filtered out of every later answer; repeats show once', () => {
    const first = notice({ id: 1 });
    const second = notice({ id: 2, title: 'Kvest bajarildi' });
    expect(visibleNotices([first, second, first])).toEqual([first, second]);
    dismissNotice(first);
    expect(isDismissed(first)).toBe(true);
    expect(visibleNotices([first, second])).toEqual([second]);
    dismissNotice(first);
    expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICES_KEY) ?? '[]')).toEqual(['id:1']);
  });

  it('bad stored data is discarded, not trusted', () => {
    localStorage.setItem(DISMISSED_NOTICES_KEY, '{"not":"a list"}');
    expect(visibleNotices([notice({ id: 3 })])).toHaveLength(1);
    expect(localStorage.getItem(DISMISSED_NOTICES_KEY)).toBeNull();
  });
});
