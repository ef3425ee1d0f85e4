// @vitest-environment jsdom
// DOMPurify needs a DOM; in Node a jsdom window plays the browser's part.
import { describe, expect, it, vi } from 'vitest';
import { MAX_SVG_BYTES, createSvgIconLoader } from './svg-icons.ts';

const HOSTILE =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">' +
  '<script>alert(2)</script><rect width="24" height="24" fill="currentColor" onclick="alert(3)" style="fill:url(https://evil.example/a)"/>' +
  '<use xlink:href="https://evil.example/sprite.svg#x"/><path id="local" d="M0 0h1" fill="url(https://evil.example/p)"/>' +
  '<image href="https://evil.example/track.png"/><a href="javascript:alert(4)"><circle r="2"/></a>' +
  '<foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(5)"/></foreignObject></svg>';

const CARD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 10h20" stroke="currentColor"/></svg>';

function answer(body: string, type = 'image/svg+xml', status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': type } });
}

function loader(respond: (url: string) => Response | Promise<Response>) {
  const fetch = vi.fn((url: string) => Promise.resolve(respond(url)));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { fetch, warn, icons: createSvgIconLoader({ window, fetch, origins: ['https://cms.example'] }) };
}

describe('CMS SVG icons (issue 18 part 4)', () => {
  it('a hostile SVG loses its scripts, handlers, foreignObject and external references, keeps its drawing', () => {
    const { icons } = loader(() => answer(''));
    const clean = icons.sanitize(HOSTILE) ?? '';
    expect(clean.startsWith('<svg')).toBe(true);
    for (const threat of ['<script', 'onload', 'onclick', 'onerror', 'alert', 'foreignObject', 'evil.example', 'javascript:', '<image', 'style=']) {
      expect(clean).not.toContain(threat);
    }
    expect(clean).toContain('fill="currentColor"');
    expect(clean).toContain('<path id="local" d="M0 0h1"></path>');
  });

  it('fetches each URL once and gives the sanitised markup to every caller', async () => {
    const { icons, fetch } = loader(() => answer(CARD));
    const [first, second] = await Promise.all([icons.load('/cms/uploads/card.svg'), icons.load('/cms/uploads/card.svg')]);
    expect(await icons.load('/cms/uploads/card.svg')).toBe(first);
    expect(first).toContain('stroke="currentColor"');
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${window.location.origin}/cms/uploads/card.svg`);
  });

  it('allows the CMS origin and refuses other origins and non-web URLs without fetching', async () => {
    const { icons, fetch, warn } = loader(() => answer(CARD));
    expect(await icons.load('https://cms.example/uploads/card.svg')).toContain('<svg');
    expect(await icons.load('https://evil.example/card.svg')).toBeUndefined();
    expect(await icons.load('javascript:alert(1)//.svg')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => answer('nope', 'text/plain', 404)],
    ['another content type', () => answer('<html><script>alert(1)</script></html>', 'text/html')],
    ['an SVG type whose text is no SVG', () => answer('just text')],
    ['an icon over the size cap', () => answer(`<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(MAX_SVG_BYTES)}--></svg>`)],
  ])('falls back (undefined, logged, once) on %s', async (_name, respond) => {
    const { icons, fetch, warn } = loader(respond);
    await expect(icons.load('/cms/uploads/broken.svg')).resolves.toBeUndefined();
    await expect(icons.load('/cms/uploads/broken.svg')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
