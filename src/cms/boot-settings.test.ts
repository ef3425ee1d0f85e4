import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transport, TransportRequest } from '../api/client.ts';
import { CMS_TOKEN_COOKIE, configureCms } from './client.ts';
import { readCookie } from '../lib/cookies.ts';
import { loadSecondarySettings } from './secondary-settings.ts';
import { loadCmsBoot } from './boot-settings.ts';
import { cmsDefaults, cmsState, reset } from '../stores/cms-store.ts';

const file = (id: number, url: string, mime = 'image/svg+xml') => ({ data: { id, attributes: { url, mime, name: url } } });
const single = (attributes: Record<string, unknown>) => ({ data: { id: 1, attributes }, meta: {} });

/** Canned Strapi answers by collection; anything else answers 500. */
const ANSWERS: Record<string, unknown> = {
  common: single({
    languages: [
      { id: 1, code: 'uz', language: 'uz-UZ', name: 'O‘zbekcha', dir: 'ltr', icon: file(1, '/uploads/uz.svg'), isDefault: true },
      { id: 2, code: 'ru', language: 'ru-RU', name: 'Русский', dir: null, icon: { data: null }, isDefault: false },
    ],
    logos: { id: 1, header: file(2, '/uploads/logo.svg'), headerMobile: { data: null }, footer: null },
    twoFactor: { id: 1, isEnabled: true },
    noticeBetting: { id: 1, isEnabled: true, text: null },
    validation: { id: 1, strategy: 'onSubmit', messages: { required: 'Maydonni to‘ldiring' } },
    imageMappings: { banner: { image_735_240: 'wide_image' } },
  }),
  'auth-config': single({
    isConfirmEmailPopup: true,
    termsCheckbox: { id: 1, isActive: false, defaultValue: null },
    authTypes: ['phone', 'telegram'],
  }),
  'prazer-config': single({
    fullScreenVisibility: 'telegram',
    isEnableLoyalty: true,
    charactersPlace: 'somewhere-new',
    balanceUpdate: { id: 1, countSecondsForInterval: 30, isEnabledInterval: null },
  }),
  'meta-data-tool': single({
    customCode: [
      { id: 1, isEnabled: true, position: 'head', code: '<meta name="x">' },
      { id: 2, isEnabled: false, position: 'bodyEnd', code: '<i></i>' },
      { id: 3, isEnabled: true, position: 'footer', code: '<b></b>' },
    ],
  }),
  redirects: {
    data: [{ id: 1, attributes: { from_url: '/promo/*', to_url: '/promotions', external: null } }],
    meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
  },
  // Valid JSON, wrong shape: a schema failure, which must also keep defaults.
  'games-config': single({ pageSize: 'fifteen' }),
};

function collectionOf(url: string): string {
  return new URL(url, 'http://omad.test').pathname.replace('/cms/api/', '');
}

let requests: TransportRequest[] = [];
const transport: Transport = (request) => {
  requests.push(request);
  const answer = ANSWERS[collectionOf(request.url)];
  return Promise.resolve(answer === undefined ? { status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'boom' } } } : { status: 200, body: answer });
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  requests = [];
  reset();
  configureCms({ baseUrl: '', transport, token: () => readCookie(CMS_TOKEN_COOKIE) });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CMS store', () => {
  it('starts from documented defaults and reset() restores them', () => {
    expect(cmsState.balanceUpdate).toEqual({
      countSecondsForDelayBetweenClick: 1,
      isEnabledInterval: true,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: true,
    });
    expect(cmsState.languages.map((language) => language.code)).toEqual(['uz', 'ru']);
    cmsState.fullScreenVisibility = 'all';
    cmsState.settings.twoFactor.isEnabled = true;
    reset();
    expect(cmsState.fullScreenVisibility).toBe('none');
    expect(cmsState.settings.twoFactor.isEnabled).toBe(false);
  });

  it('fetches every boot collection in parallel with the locale', async () => {
    await loadCmsBoot('ru');
    expect(requests.map((request) => collectionOf(request.url)).sort()).toEqual(
      ['auth-config', 'cashier-config', 'common', 'games-config', 'prazer-config', 'redirects', 'search-config'].sort(),
    );
    for (const request of requests) expect(new URL(request.url, 'http://x').searchParams.get('locale')).toBe('ru');
    expect(cmsState.locale).toBe('ru');
  });

  it('fills the parts that loaded, merging over defaults', async () => {
    await loadCmsBoot('uz');
    expect(cmsState.loaded).toBe(true);
    expect(cmsState.languages).toEqual([
      { code: 'uz', language: 'uz-UZ', name: 'O‘zbekcha', dir: 'ltr', icon: '/cms/uploads/uz.svg', isDefault: true },
      { code: 'ru', language: 'ru-RU', name: 'Русский', dir: 'ltr', icon: null, isDefault: false },
    ]);
    expect(cmsState.settings.logos).toEqual({ header: '/cms/uploads/logo.svg', headerMobile: null, footer: null });
    expect(cmsState.settings.twoFactor.isEnabled).toBe(true);
    expect(cmsState.settings.noticeBetting).toEqual({ isEnabled: true, text: '' });
    expect(cmsState.settings.validation).toEqual({ strategy: 'onSubmit', messages: { required: 'Maydonni to‘ldiring' } });
    expect(cmsState.imageMappings.banner).toEqual({ image_735_240: 'wide_image' });
    expect(cmsState.imageMappings.offer).toEqual(cmsDefaults().imageMappings.offer);
    expect(cmsState.settings.auth.isConfirmEmailPopup).toBe(true);
    expect(cmsState.settings.auth.termsCheckbox).toEqual({ isActive: false, defaultValue: false });
    expect(cmsState.settings.auth.authTypes).toEqual(['phone', 'telegram']);
    expect(cmsState.fullScreenVisibility).toBe('telegram');
    expect(cmsState.settings.isEnableLoyalty).toBe(true);
    // An enum value this build does not know keeps the default instead of failing the collection.
    expect(cmsState.charactersPlace).toBe('profile-loyalty-pages');
    expect(cmsState.balanceUpdate.countSecondsForInterval).toBe(30);
    expect(cmsState.balanceUpdate.isEnabledInterval).toBe(true);
    expect(cmsState.redirects).toEqual([{ from_url: '/promo/*', to_url: '/promotions', external: false }]);
  });

  it('keeps defaults for each part that failed, and only warns', async () => {
    const { failed } = await loadCmsBoot('uz');
    expect(failed.sort()).toEqual(['cashier-config', 'games-config', 'search-config'].sort());
    expect(cmsState.failed.sort()).toEqual(failed.sort());
    const defaults = cmsDefaults();
    expect(cmsState.games).toEqual(defaults.games);
    expect(cmsState.cashier).toEqual(defaults.cashier);
    expect(cmsState.search).toEqual(defaults.search);
    expect(warn).toHaveBeenCalledTimes(failed.length);
  });

  it('never throws, even when the network is down', async () => {
    configureCms({ transport: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(loadCmsBoot('uz')).resolves.toMatchObject({ failed: expect.any(Array) as unknown });
    expect(cmsState.failed).toHaveLength(7);
    expect(cmsState.loaded).toBe(true);
    expect(cmsState.languages).toEqual(cmsDefaults().languages);
  });

  it('sends the bearer from the cms_token cookie on every boot read', async () => {
    vi.stubGlobal('document', { cookie: 'cms_token=editor-token' });
    await loadCmsBoot('uz');
    expect(requests.length).toBe(7);
    for (const request of requests) expect(request.headers.Authorization).toBe('Bearer editor-token');
  });

  it('lets a newer load win over one still in flight', async () => {
    // The uz answer arrives after the ru one: it must not overwrite what ru loaded.
    configureCms({
      transport: async (request) => {
        const locale = new URL(request.url, 'http://x').searchParams.get('locale');
        if (locale === 'uz') await new Promise((resolve) => setTimeout(resolve, 10));
        return { status: 200, body: single({ fullScreenVisibility: locale === 'uz' ? 'all' : 'product' }) };
      },
    });
    const first = loadCmsBoot('uz');
    const second = loadCmsBoot('ru');
    await Promise.all([first, second]);
    expect(cmsState.locale).toBe('ru');
    expect(cmsState.fullScreenVisibility).toBe('product');
  });
});

describe('CMS collections no screen shows yet (read after the first screen)', () => {
  it("fill their parts after the boot, and a failure keeps the part's defaults", async () => {
    await loadCmsBoot('uz');
    requests = [];
    const { failed } = await loadSecondarySettings('uz');
    expect(requests.map((request) => collectionOf(request.url)).sort()).toEqual(['forms-config', 'loyalty', 'meta-data-tool', 'settings-seo']);
    for (const request of requests) expect(new URL(request.url, 'http://x').searchParams.get('locale')).toBe('uz');
    expect(cmsState.customCode).toEqual([{ name: '', position: 'head', code: '<meta name="x">' }]);
    expect(failed.sort()).toEqual(['forms-config', 'loyalty', 'settings-seo']);
    expect(cmsState.failed).toEqual(expect.arrayContaining(failed));
    const defaults = cmsDefaults();
    expect(cmsState.loyalty).toEqual(defaults.loyalty);
    expect(cmsState.seo).toEqual(defaults.seo);
    expect(cmsState.forms).toEqual(defaults.forms);
  });

  it('an answer for a locale the player has left is dropped', async () => {
    await loadCmsBoot('uz');
    const later = loadSecondarySettings('uz');
    await loadCmsBoot('ru');
    await later;
    expect(cmsState.customCode).toEqual([]);
  });
});
