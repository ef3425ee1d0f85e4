import { describe, expect, it } from 'vitest';
import { resolveRedirect, type CmsRedirect } from './redirects.ts';

const redirects: CmsRedirect[] = [
  { from_url: '/old-promo', to_url: '/promotions' },
  { from_url: '/casino/*', to_url: '/game/*' },
  { from_url: '/blog*', to_url: 'https://blog.example.com/', external: true },
  { from_url: '/same', to_url: '/same' },
];

describe('resolveRedirect (SPEC §2)', () => {
  it('an exact internal redirect keeps the query and hash', () => {
    expect(resolveRedirect(redirects, '/old-promo', '?utm=1', '#top')).toEqual({ url: '/promotions?utm=1#top', external: false });
  });
  it('a wildcard carries its capture', () => {
    expect(resolveRedirect(redirects, '/casino/book-of-ra', '', '#real')).toEqual({ url: '/game/book-of-ra#real', external: false });
  });
  it('wildcards match across segments and the redirect can be external', () => {
    expect(resolveRedirect(redirects, '/blog/2026/news', '?a=b')).toEqual({ url: 'https://blog.example.com/?a=b', external: true });
  });
  it('nothing matches: undefined; a redirect to itself is ignored', () => {
    expect(resolveRedirect(redirects, '/gamehall')).toBeUndefined();
    expect(resolveRedirect(redirects, '/same')).toBeUndefined();
  });
  it('regex characters in patterns are literal', () => {
    expect(resolveRedirect([{ from_url: '/a.b', to_url: '/c' }], '/axb')).toBeUndefined();
    expect(resolveRedirect([{ from_url: '/a.b', to_url: '/c' }], '/a.b')).toEqual({ url: '/c', external: false });
  });
});
