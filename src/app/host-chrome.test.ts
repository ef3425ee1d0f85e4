import { describe, expect, it } from 'vitest';
import { wantsFullscreen } from './host-chrome.ts';

describe('wantsFullscreen (SPEC §9 full-screen visibility)', () => {
  it('all and telegram: always; product: game pages only; none: never', () => {
    expect([wantsFullscreen('all', false), wantsFullscreen('telegram', false)]).toEqual([true, true]);
    expect([wantsFullscreen('product', false), wantsFullscreen('product', true)]).toEqual([false, true]);
    expect([wantsFullscreen('none', false), wantsFullscreen('none', true)]).toEqual([false, false]);
  });
});
