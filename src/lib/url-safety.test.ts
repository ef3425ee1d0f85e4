import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkNavigation, isSafeInternalPath, safeRedirect } from './url-safety.ts';

const ORIGIN = 'https://omad.example';

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
  ])('refuses %j', (path) => {
    expect(isSafeInternalPath(path)).toBe(false);
    expect(safeRedirect(path)).toBeUndefined();
  });

  it('no input ever resolves off-site or to a script URL (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => `/${s}`), fc.constantFrom('//', '/\\', 'javascript:', '/%2f')), (input) => {
        const safe = safeRedirect(input);
        if (safe === undefined) return;
        const resolved = new URL(safe, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(resolved.protocol).toBe('https:');
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

  it('never yields a script URL (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (input, external) => {
        const result = checkNavigation(input, { origin: ORIGIN, external });
        if (!result.ok) return;
        const url = new URL(result.url, ORIGIN);
        expect(['http:', 'https:', 'tg:']).toContain(url.protocol);
        if (!external) expect(url.origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
