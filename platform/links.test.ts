import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { externalLinkTarget, leavingUrl, type LinkClick } from './links.ts';

const ORIGIN = 'https://omad.example';
const plain: LinkClick = { href: null, download: false, button: 0, modified: false, defaultPrevented: false };

describe('leavingUrl', () => {
  it('takes web and tg: URLs, absolute or relative', () => {
    expect(leavingUrl('https://partner.example/help?a=1', ORIGIN)).toBe('https://partner.example/help?a=1');
    expect(leavingUrl('  http://partner.example ', ORIGIN)).toBe('http://partner.example/');
    expect(leavingUrl('https://t.me/omad_bot', ORIGIN)).toBe('https://t.me/omad_bot');
    expect(leavingUrl('tg://resolve?domain=omad_bot', ORIGIN)).toBe('tg://resolve?domain=omad_bot');
    expect(leavingUrl('/sandbox-kyc/?token=1', ORIGIN)).toBe('https://omad.example/sandbox-kyc/?token=1');
  });
  it('refuses what runs code, carries credentials or is not a URL', () => {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd', 'https://user:pw@evil.example', 'http://[']) {
      expect(leavingUrl(bad, ORIGIN), bad).toBeUndefined();
    }
  });
  it('never lets anything but http, https or tg through', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', 'vbscript:').chain((scheme) => fc.string().map((rest) => scheme + rest))), (input) => {
        const url = leavingUrl(input, ORIGIN);
        if (url !== undefined) expect(['http:', 'https:', 'tg:']).toContain(new URL(url).protocol);
      }),
    );
  });
});

describe('externalLinkTarget (which taps the host opens)', () => {
  it('a plain tap on a link to another site', () => {
    expect(externalLinkTarget({ ...plain, href: 'https://partner.example/x' }, ORIGIN)).toBe('https://partner.example/x');
    expect(externalLinkTarget({ ...plain, href: 'https://t.me/kazino_sandbox' }, ORIGIN)).toBe('https://t.me/kazino_sandbox');
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
