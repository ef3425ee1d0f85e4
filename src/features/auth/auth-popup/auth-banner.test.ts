import { describe, expect, it } from 'vitest';
import { flatten } from '../../../cms/flatten.ts';
import { CmsBanners } from '../../../api/cms/collections.ts';
import { srcSetsOf } from '../../../cms/srcsets.ts';
import { create } from 'superstruct';
import { authBannerView } from './auth-banner.tsx';

describe('auth banner from the CMS (SPEC §3, issue 18 part 4)', () => {
  it('shows the offer with both pictures', () => {
    expect(authBannerView({ isExist: true, label: ' Welcome ', value: '100%', addition: '+50', image_360_520: '/m.svg', image_735_240: '/d.svg' })).toEqual({
      label: 'Welcome',
      value: '100%',
      addition: '+50',
      phone: '/m.svg',
      wide: '/d.svg',
      phoneSrcSet: '/m.svg',
      wideSrcSet: '/d.svg',
    });
  });

  it('offers the responsive sizes Strapi made of a raster picture (its formats), resolved under the CMS root', () => {
    // As Strapi 5 answers `GET /api/banners?populate[authBanner][populate]=*` for a 1470x480 PNG.
    const png = (name: string, width: number, formats: Record<string, { url: string; width: number }> | null) => ({
      id: 7,
      documentId: 'img7',
      name,
      mime: 'image/png',
      width,
      url: `/uploads/${name}`,
      formats: formats && Object.fromEntries(Object.entries(formats).map(([key, format]) => [key, { ...format, mime: 'image/png' }])),
    });
    const body = {
      id: 1,
      documentId: 'b1',
      authBanner: {
        id: 1,
        isExist: true,
        value: '100%',
        image_735_240: png('wide_x.png', 1470, { thumbnail: { url: '/uploads/thumbnail_wide_x.png', width: 245 }, small: { url: '/uploads/small_wide_x.png', width: 500 }, large: { url: '/uploads/large_wide_x.png', width: 1000 } }),
        image_360_520: png('phone_x.png', 360, null),
      },
    };
    const view = authBannerView(create(flatten(body), CmsBanners).authBanner, srcSetsOf({ data: body }, '/cms'));
    expect(view?.wide).toBe('/cms/uploads/wide_x.png');
    expect(view?.wideSrcSet).toBe('/cms/uploads/thumbnail_wide_x.png 245w, /cms/uploads/small_wide_x.png 500w, /cms/uploads/large_wide_x.png 1000w, /cms/uploads/wide_x.png 1470w');
    expect(view?.phoneSrcSet).toBe('/cms/uploads/phone_x.png');
  });

  it('nothing when the CMS has none, says it does not exist, or gives nothing to show', () => {
    expect(authBannerView(undefined)).toBeUndefined();
    expect(authBannerView(null)).toBeUndefined();
    expect(authBannerView({ isExist: false, value: '100%', image_360_520: '/m.svg', image_735_240: null })).toBeUndefined();
    expect(authBannerView({ isExist: true, label: ' ', image_360_520: null, image_735_240: null })).toBeUndefined();
  });
});
