import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkNavigation, externalLinkTarget, isSafeInternalPath, leavingUrl, safeHttpUrl, safeRedirect, type LinkClick } from './url-safety.ts';

const ORIGIN = 'https://omad.example';

/**
 * Values whose path, once the browser resolves dot segments, starts with `//` or `/\`: a later
 * `location.href = path` (or a server's redirect) reads them as another host.
 */
const DOT_SEGMENT_PAYLOADS = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/./\\evil.example',
  'http://omad.example//evil.example',
  'https://omad.example//evil.example',
  'https://omad.example/a/..//evil.example',
];

/** Arbitrary strings built to reach a resolved `//` path: a prefix that may collapse, a slash trick, anything. */
const authorityTricks = fc
  .tuple(
    fc.constantFrom('/', '/.', '/..', '/a/..', '/a/b/../..', '/%2e', '/%2E%2e', ORIGIN, `${ORIGIN}/x/..`, 'http://omad.example/.'),
    fc.constantFrom('//', '/\\', '/%2f', '/%5C', '/./', '/../'),
    fc.string(),
  )
  .map(([prefix, trick, rest]) => `${prefix}${trick}${rest}`);

function resolvedPathIsAuthority(value: string): boolean {
  const path = new URL(value, ORIGIN).pathname;
  return path.startsWith('//') || path.startsWith('/\\');
}

describe('isSafeInternalPath', () => {
  it.each(['/', '/profile', '/ru/cashier/deposit?x=1#top', '/game/book-of-ra%20deluxe'])('accepts %s', (path) => {
    expect(isSafeInternalPath(path)).toBe(true);
  });

  it.each([
    '',
    'profile',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /profile',
    '/\t/evil.example',
    '/%2f%2fevil.example',
    '/%5cevil.example',
    '/\u0000',
    'data:text/html,<script>alert(1)</script>',
    '/\u2028evil',
    // Never into the platform's API (decision 026): a redirect after sign-in must not call an operation.
    '/api/auth.logout',
    '/API/auth.logout?v=2.34',
    '/ru/../api/auth.logout',
    '/%61pi/auth.logout',
    '/api',
    ...DOT_SEGMENT_PAYLOADS.filter((payload) => payload.startsWith('/')),
  ])('refuses %j', (path) => {
    expect(isSafeInternalPath(path)).toBe(false);
    expect(safeRedirect(path)).toBeUndefined();
  });

  it('no input ever resolves off-site or to a script URL (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => `/${s}`), fc.constantFrom('//', '/\\', 'javascript:', '/%2f'), authorityTricks), (input) => {
        const safe = safeRedirect(input);
        if (safe === undefined) return;
        const resolved = new URL(safe, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(resolved.protocol).toBe('https:');
        expect(resolvedPathIsAuthority(safe)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('checkNavigation (SPEC §2, §8)', () => {
  it('internal paths pass', () => {
    expect(checkNavigation('/offers?x=1#a', { origin: ORIGIN })).toEqual({ ok: true, url: '/offers?x=1#a', external: false });
  });

  it('external URLs are refused unless flagged', () => {
    const refused = checkNavigation('https://partner.example/page', { origin: ORIGIN });
    expect(refused).toMatchObject({ ok: false, reason: 'external' });
    if (!refused.ok) expect(refused.message).toBe('Navigating to an external URL is not allowed by default. Use navigateTo(url, { external: true })');
    expect(checkNavigation('https://partner.example/page', { origin: ORIGIN, external: true })).toEqual({ ok: true, url: 'https://partner.example/page', external: true });
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd'])('forbidden protocol %s is refused even when flagged external', (url) => {
    const result = checkNavigation(url, { origin: ORIGIN, external: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Cannot navigate to a URL with '(javascript|data|vbscript|file):' protocol\.$/);
  });

  it.each(DOT_SEGMENT_PAYLOADS)('refuses %j, internal or flagged external: its resolved path is an authority', (payload) => {
    expect(checkNavigation(payload, { origin: ORIGIN }).ok).toBe(false);
    expect(checkNavigation(payload, { origin: ORIGIN, external: true }).ok).toBe(false);
  });

  it('never yields a script URL nor a path read as another host (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), authorityTricks), fc.boolean(), (input, external) => {
        const result = checkNavigation(input, { origin: ORIGIN, external });
        if (!result.ok) return;
        const url = new URL(result.url, ORIGIN);
        expect(['http:', 'https:', 'tg:']).toContain(url.protocol);
        if (!external) expect(url.origin).toBe(ORIGIN);
        expect(resolvedPathIsAuthority(result.url)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

const plain: LinkClick = { href: null, download: false, button: 0, modified: false, defaultPrevented: false };

describe('leavingUrl (links that leave the app, issue 4)', () => {
  it('takes web and tg: URLs, absolute or relative', () => {
    expect(leavingUrl('https://partner.example/help?a=1', ORIGIN)).toBe('https://partner.example/help?a=1');
    expect(leavingUrl('  http://partner.example ', ORIGIN)).toBe('http://partner.example/');
    expect(leavingUrl('https://t.me/omad_bot', ORIGIN)).toBe('https://t.me/omad_bot');
    expect(leavingUrl('tg://resolve?domain=omad_bot', ORIGIN)).toBe('tg://resolve?domain=omad_bot');
    expect(leavingUrl('/kyc/?token=1', ORIGIN)).toBe('https://omad.example/kyc/?token=1');
  });
  it('refuses what runs code, carries credentials, is not a URL or resolves to an authority-like path', () => {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd', 'https://user:pw@evil.example', 'http://[', ...DOT_SEGMENT_PAYLOADS]) {
      expect(leavingUrl(bad, ORIGIN), bad).toBeUndefined();
    }
  });
  it('never lets anything but http, https or tg through, nor a path read as another host (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), authorityTricks, fc.constantFrom('javascript:', 'data:', 'vbscript:').chain((scheme) => fc.string().map((rest) => scheme + rest))), (input) => {
        const url = leavingUrl(input, ORIGIN);
        if (url === undefined) return;
        expect(['http:', 'https:', 'tg:']).toContain(new URL(url).protocol);
        expect(resolvedPathIsAuthority(url)).toBe(false);
      }),
    );
  });
});

describe('safeHttpUrl (game frames and downloads)', () => {
  it('follows launch URLs over http(s) only', () => {
    expect(safeHttpUrl('/provider-games/slot/?token=x', 'https://omad.uz')).toBe('https://omad.uz/provider-games/slot/?token=x');
    expect(safeHttpUrl('https://games.example/launch', 'https://omad.uz')).toBe('https://games.example/launch');
    expect(safeHttpUrl('javascript:alert(1)', 'https://omad.uz')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,hi', 'https://omad.uz')).toBeUndefined();
    expect(safeHttpUrl('tg://resolve?domain=x', 'https://omad.uz')).toBeUndefined();
    expect(safeHttpUrl(null, 'https://omad.uz')).toBeUndefined();
  });
  it.each(DOT_SEGMENT_PAYLOADS)('refuses %j', (payload) => {
    expect(safeHttpUrl(payload, ORIGIN)).toBeUndefined();
  });
  it('yields only http(s) URLs whose path is not read as another host (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), authorityTricks), (input) => {
        const url = safeHttpUrl(input, ORIGIN);
        if (url === undefined) return;
        expect(['http:', 'https:']).toContain(new URL(url).protocol);
        expect(resolvedPathIsAuthority(url)).toBe(false);
      }),
    );
  });
});

describe('externalLinkTarget (which taps the host opens)', () => {
  it('a plain tap on a link to another site', () => {
    expect(externalLinkTarget({ ...plain, href: 'https://partner.example/x' }, ORIGIN)).toBe('https://partner.example/x');
    expect(externalLinkTarget({ ...plain, href: 'https://t.me/kazino_omad' }, ORIGIN)).toBe('https://t.me/kazino_omad');
    expect(externalLinkTarget({ ...plain, href: 'tg://resolve?domain=x' }, ORIGIN)).toBe('tg://resolve?domain=x');
  });
  it('leaves the app’s own links to the router, downloads and modified clicks to the browser', () => {
    expect(externalLinkTarget({ ...plain, href: '/promotions' }, ORIGIN)).toBeUndefined();
    expect(externalLinkTarget({ ...plain, href: `${ORIGIN}/promotions` }, ORIGIN)).toBeUndefined();
    expect(externalLinkTarget({ ...plain, href: '#top' }, ORIGIN)).toBeUndefined();
    expect(externalLinkTarget({ ...plain, href: null }, ORIGIN)).toBeUndefined();
    expect(externalLinkTarget({ ...plain, href: 'https://files.example/a.csv', download: true }, ORIGIN)).toBeUndefined();
    expect(externalLinkTarget({ ...plain, href: 'https://partner.example', modified: true }, ORIGIN)).toBeUndefined();
    expect(externalLinkTarget({ ...plain, href: 'https://partner.example', button: 1 }, ORIGIN)).toBeUndefined();
    expect(externalLinkTarget({ ...plain, href: 'https://partner.example', defaultPrevented: true }, ORIGIN)).toBeUndefined();
  });
  it('never hands on mail, phone or script links', () => {
    for (const href of ['mailto:help@omad.example', 'tel:+998901234567', 'javascript:alert(1)']) expect(externalLinkTarget({ ...plain, href }, ORIGIN)).toBeUndefined();
  });
});
