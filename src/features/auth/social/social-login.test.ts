// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/device-storage.ts';
import { markSocialPending, openSocialLogin, rememberBackUrl, returnUrl, socialInitUrl, takeBackUrl, takeSocialPending } from './social-login.ts';
import { memoryStorage } from '../../../lib/memory-storage.test-helper.ts';

describe('social sign-in (SPEC §4)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Opens the sign-in with a provider window the test closes; `outcome()` is what openSocialLogin has resolved with. */
  function openWithWindow() {
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let outcome: unknown;
    void openSocialLogin('google', 'login').then((value) => (outcome = value));
    return { popup, outcome: () => outcome };
  }

  describe('the provider window (fake timers)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("keeps the refusal the window posted as it closed, when its message arrives after the closing is seen", async () => {
      const { popup, outcome } = openWithWindow();
      popup.closed = true;
      await vi.advanceTimersByTimeAsync(400);
      // The poll has seen the window closed; its message comes a moment later.
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { source: 'omad-oauth', refusal: { type: 'NationalSelfExclusionException', until: null } } }));
      await vi.advanceTimersByTimeAsync(1000);
      expect(outcome()).toEqual({ type: 'NationalSelfExclusionException', until: null });
    });

    it('a window closed without a message ends as closed', async () => {
      const { popup, outcome } = openWithWindow();
      popup.closed = true;
      await vi.advanceTimersByTimeAsync(2000);
      expect(outcome()).toBe('closed');
    });
  });

  it('opens /oauth/init with service, redirect_url and type_auth; redirect_url drops the sign-in queries and backUrl', () => {
    const back = returnUrl('https://omad.test/ru/forms/sign_in?show_popup_auth=1&prevent_close=1&backUrl=%2Fprofile&tab=x#top');
    expect(back).toBe('https://omad.test/ru/forms/sign_in?tab=x#top');
    const url = new URL(socialInitUrl('google', 'registration', back), 'https://omad.test');
    expect(url.pathname).toBe('/oauth/init');
    expect(Object.fromEntries(url.searchParams)).toEqual({ service: 'google', redirect_url: back, type_auth: 'registration' });
  });

  it('the backUrl is stored under betting_back_social_auth_key, read once, and followed only when same-origin', () => {
    rememberBackUrl('?backUrl=%2Fprofile%2Fsettings');
    expect(localStorage.getItem(STORAGE_KEYS.backSocialAuth)).toBe('"/profile/settings"');
    expect(takeBackUrl()).toBe('/profile/settings');
    expect(takeBackUrl()).toBeUndefined();
    for (const unsafe of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example']) {
      rememberBackUrl(`?backUrl=${encodeURIComponent(unsafe)}`);
      expect(takeBackUrl(), unsafe).toBeUndefined();
      expect(localStorage.getItem(STORAGE_KEYS.backSocialAuth)).toBeNull();
    }
    // A new sign-in without a backUrl forgets the one of an abandoned sign-in.
    rememberBackUrl('?backUrl=%2Fcashier');
    rememberBackUrl('');
    expect(takeBackUrl()).toBeUndefined();
  });

  it('a web-view sign-in is remembered for the returning page, once, for 10 minutes', () => {
    markSocialPending('login', 1_000);
    expect(takeSocialPending(2_000)).toBe('login');
    expect(takeSocialPending(2_000)).toBeUndefined();
    markSocialPending('registration', 1_000);
    expect(takeSocialPending(1_000 + 11 * 60_000)).toBeUndefined();
    sessionStorage.setItem('omad.social_pending', '{"typeAuth":"admin","at":1}');
    expect(takeSocialPending(2)).toBeUndefined();
  });
});
