import { describe, expect, it } from 'vitest';
import type { BannerListItem } from '../../api/banners.ts';
import type { MenuBanner } from '../../api/cms/collections.ts';
import { activeBanners, bannerImage } from './banner-carousel.tsx';
import { tickedAmount } from './jackpot-ticker.tsx';
import { menuBannerView } from './menu-banner.tsx';

const banner: MenuBanner = {
  isExist: true,
  title: 'Haftalik turnir',
  subtitle: 'Sovrin',
  buttonTitle: 'Qatnashish',
  buttonSlug: '/tournaments',
  image: '/m.svg',
  publicTitle: "Ro'yxatdan o'ting",
  publicSubtitle: 'va bonus oling',
  publicButtonTitle: "Ro'yxatdan o'tish",
  publicImage: '/p.svg',
};

describe('the menu banner (SPEC §6)', () => {
  it('shows guests the public variant, which opens registration', () => {
    expect(menuBannerView(banner, false)).toEqual({ title: "Ro'yxatdan o'ting", subtitle: 'va bonus oling', button: "Ro'yxatdan o'tish", image: '/p.svg', target: undefined });
  });

  it('sends players to its slug, or to the offers page without one or with an unsafe one', () => {
    expect(menuBannerView(banner, true)?.target).toBe('/tournaments');
    expect(menuBannerView({ ...banner, buttonSlug: 'promotions' }, true)?.target).toBe('/promotions');
    expect(menuBannerView({ ...banner, buttonSlug: undefined }, true)?.target).toBe('/offers');
    expect(menuBannerView({ ...banner, buttonSlug: '//evil.example' }, true)?.target).toBe('/offers');
  });

  it('is left out when it does not exist', () => {
    expect(menuBannerView({ ...banner, isExist: false }, true)).toBeUndefined();
    expect(menuBannerView(undefined, false)).toBeUndefined();
  });
});

describe('banners', () => {
  const item = (id: number, finished_at: number | null, description: Record<string, unknown> = {}): BannerListItem => ({ id, finished_at, description });

  it('drop the ones that have finished', () => {
    expect(activeBanners([item(1, null), item(2, 100), item(3, 300)], 200).map((entry) => entry.id)).toEqual([1, 3]);
  });

  it('use the portrait image on phones and the wide one on wider screens (DESIGN.md)', () => {
    const both = item(1, null, { mobile_image: '/m.svg', desktop_image: '/d.svg' });
    expect(bannerImage(both, false)).toBe('/m.svg');
    expect(bannerImage(both, true)).toBe('/d.svg');
    expect(bannerImage(item(2, null, { image: '/i.svg' }), false)).toBe('/i.svg');
  });
});

describe('the jackpot ticker', () => {
  it('grows slowly from the pot read and never shows less than it', () => {
    expect(tickedAmount(1_000_000, 0)).toBe(1_000_000);
    expect(tickedAmount(1_000_000, 10_000)).toBe(1_000_200);
  });
});
