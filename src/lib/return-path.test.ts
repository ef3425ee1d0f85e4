import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.test-helper.ts';
import { rememberReturnPath, RETURN_PATH_KEY, takeReturnPath } from './return-path.ts';

describe('the return path after sign-in (SPEC §2 redirectUrl)', () => {
  it('the index keeps a safe redirectUrl for the tab; any later sign-in takes it once', () => {
    const storage = memoryStorage();
    expect(rememberReturnPath('?redirectUrl=%2Fcashier%2Fhistory%3Ftab%3Ddeposit', storage)).toBe('/cashier/history?tab=deposit');
    // Signed in from the bottom navigation's sign-in page: its address has no redirectUrl.
    expect(takeReturnPath('', storage)).toBe('/cashier/history?tab=deposit');
    expect(takeReturnPath('', storage)).toBeUndefined();
  });

  it("the address's own redirectUrl wins over the saved one, and the saved one is used up", () => {
    const storage = memoryStorage();
    rememberReturnPath('?redirectUrl=%2Fprofile', storage);
    expect(takeReturnPath('?redirectUrl=%2Fcashier%2Fdeposit', storage)).toBe('/cashier/deposit');
    expect(storage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example/', '/api/auth.logout', 'javascript:alert(1)'])('neither keeps nor follows %j', (target) => {
    const storage = memoryStorage();
    expect(rememberReturnPath(`?redirectUrl=${encodeURIComponent(target)}`, storage)).toBeUndefined();
    expect(storage.getItem(RETURN_PATH_KEY)).toBeNull();
    expect(takeReturnPath(`?redirectUrl=${encodeURIComponent(target)}`, storage)).toBeUndefined();
    // Something unsafe written into the tab's storage by other means is not followed either.
    storage.setItem(RETURN_PATH_KEY, target);
    expect(takeReturnPath('', storage)).toBeUndefined();
  });

  it('works without storage (a web-view that refuses it): the query alone carries the path', () => {
    expect(rememberReturnPath('?redirectUrl=%2Fprofile', undefined)).toBe('/profile');
    expect(takeReturnPath('?redirectUrl=%2Fprofile', undefined)).toBe('/profile');
  });
});
