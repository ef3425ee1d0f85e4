import { describe, expect, it } from 'vitest';
import { authBannerView } from './auth-banner.tsx';

describe('auth banner from the CMS (SPEC §3, issue 18 part 4)', () => {
  it('shows the offer with both pictures', () => {
    expect(authBannerView({ isExist: true, label: ' Welcome ', value: '100%', addition: '+50', image_360_520: '/m.svg', image_735_240: '/d.svg' })).toEqual({
      label: 'Welcome',
      value: '100%',
      addition: '+50',
      phone: '/m.svg',
      wide: '/d.svg',
    });
  });

  it('nothing when the CMS has none, says it does not exist, or gives nothing to show', () => {
    expect(authBannerView(undefined)).toBeUndefined();
    expect(authBannerView(null)).toBeUndefined();
    expect(authBannerView({ isExist: false, value: '100%', image_360_520: '/m.svg', image_735_240: null })).toBeUndefined();
    expect(authBannerView({ isExist: true, label: ' ', image_360_520: null, image_735_240: null })).toBeUndefined();
  });
});
