// @vitest-environment jsdom
/**
 * The served head cannot be broken out of by CMS text (issue 18 part 1): whatever a CMS editor types into a title,
 * a description, a meta entry, an Open Graph field or a FAQ, the rendered tags parse back (by a real HTML parser) into
 * exactly the tags the head renders, holding exactly that text; JSON-LD parses back into the same data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHead, type HeadModel } from './head.ts';
import { matchPage } from './pages.ts';
import { escapeHtml, jsonForScript, renderHeadTags, SEO_ATTRIBUTE } from './render.ts';

function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head><body><p id="after">after</p></body></html>`, 'text/html');
}

/** Text a hostile editor might type: tag and attribute breakers, script closers, entities, unicode line separators. */
const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom('</title><script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'", '</script><script>alert(1)</script>', '<!--', ']]>', '&amp;', '\u2028\u2029', '${x}', '$&'),
  fc.array(fc.constantFrom('<', '>', '"', "'", '&', '/', 'script', 'title', '=', ' ', 'a', '\n', '\u2028'), { maxLength: 30 }).map((parts) => parts.join('')),
);

function modelWith(text: string): HeadModel {
  return buildHead({
    origin: 'https://omad.example',
    path: '/game/book',
    locale: 'ru',
    page: matchPage('/game/book'),
    titleTemplate: `%s | ${text}`,
    pageSeo: {
      title: text,
      description: text,
      openGraph: { title: text, description: text, image: null, type: text, url: null },
      meta: [{ name: `x-${text}`, property: null, content: text }],
      organization: { name: text, url: null, logo: null, contactPoint: { telephone: text, contactType: text, areaServed: text, availableLanguage: [text] }, sameAs: [text] },
      product: { name: text, image: null, description: text, sku: text, brandName: text },
      faq: [{ question: text, answer: text }],
      article: { headline: text, description: text, image: null, datePublished: text, dateModified: text },
      text,
    },
  });
}

describe('renderHeadTags', () => {
  it('CMS text cannot break out of a tag: the parsed head has exactly the rendered tags, holding exactly the text', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const model = modelWith(text);
        const document = parseHead(renderHeadTags(model));
        // Nothing leaked out of the head, and no element was added: no script ran or was created, no img appeared.
        expect(document.body.children.length).toBe(1);
        expect(document.querySelectorAll('img, iframe, svg').length).toBe(0);
        const owned = document.head.querySelectorAll(`[${SEO_ATTRIBUTE}]`);
        const expected = 1 + model.meta.length + 1 + model.alternates.length + model.jsonLd.length;
        expect(owned.length).toBe(expected);
        expect(document.head.children.length).toBe(expected);
        expect(document.head.querySelector('title')?.textContent).toBe(model.title);
        const metas = [...document.head.querySelectorAll('meta')];
        expect(metas.map((meta) => meta.getAttribute('content'))).toEqual(model.meta.map((tag) => tag.content.replace(/\r\n?/g, '\n')));
        const scripts = [...document.head.querySelectorAll('script')];
        expect(scripts.every((script) => script.type === 'application/ld+json')).toBe(true);
        expect(scripts.map((script) => JSON.parse(script.textContent ?? '') as unknown)).toEqual(JSON.parse(JSON.stringify(model.jsonLd)));
      }),
      { numRuns: 200 },
    );
    // Parsing 200 pages is a few seconds on a busy machine.
  }, 30_000);

  it('escapes the five HTML specials and keeps JSON-LD free of <, > and &', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ text: '</script><b>&' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><b>&' });
  });
});
