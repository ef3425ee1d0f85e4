import { describe, expect, it } from 'vitest';
import { FULL_SCREEN_VISIBILITY } from '../cms/schemas.ts';
import { wantsTelegramFullscreen } from './host-chrome.ts';

describe('wantsTelegramFullscreen (SPEC §9 full-screen visibility)', () => {
  it('all and telegram: Telegram goes full-screen; product (the site outside Telegram) and none: it does not', () => {
    expect(Object.fromEntries(FULL_SCREEN_VISIBILITY.map((setting) => [setting, wantsTelegramFullscreen(setting)]))).toEqual({
      all: true,
      telegram: true,
      product: false,
      none: false,
    });
  });
});
