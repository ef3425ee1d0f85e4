import { describe, expect, it } from 'vitest';
import { fullScreenWanted } from './full-screen.ts';
import { FULL_SCREEN_VISIBILITY } from '../api/cms/collections.ts';

describe('fullScreenWanted (SPEC §9 full-screen visibility, decision 006)', () => {
  it('inside Telegram: all and telegram go full-screen; product (the site outside Telegram) and none do not', () => {
    expect(Object.fromEntries(FULL_SCREEN_VISIBILITY.map((setting) => [setting, fullScreenWanted(setting, 'telegram')]))).toEqual({
      all: true,
      telegram: true,
      product: false,
      none: false,
    });
  });

  it('on the product itself (browser, installed app, web-view): all and product do; telegram and none do not', () => {
    for (const host of ['browser', 'pwa', 'webview'] as const) {
      expect(Object.fromEntries(FULL_SCREEN_VISIBILITY.map((setting) => [setting, fullScreenWanted(setting, host)]))).toEqual({
        all: true,
        telegram: false,
        product: true,
        none: false,
      });
    }
  });
});
