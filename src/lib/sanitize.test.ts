// @vitest-environment jsdom
// DOMPurify needs a DOM; in Node a jsdom window plays the browser's part.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from './sanitize.ts';

const sanitizer = createSanitizer(window);
const sanitize = (html: string): string => sanitizer.sanitize(html);

/** Everything a browser would treat as a script-bearing URL once it strips the whitespace and control characters. */
function isScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these before reading the scheme
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();
  return /^(javascript|vbscript|data):/.test(squeezed);
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite', 'data', 'srcset'];

/** The problems a sanitised fragment still has when a browser parses it. */
function threats(html: string): string[] {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'frame', 'base', 'form', 'style', 'link', 'meta'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.includes(name) && isScriptUrl(attribute.value)) found.push(`${tag}[${name}=${attribute.value}]`);
      if (name === 'style') found.push(`${tag}[style]`);
    }
  }
  return found;
}

// Hostile HTML built from the pieces real payloads are made of (OWASP XSS filter evasion cheat sheet).
const schemes = fc.constantFrom('javascript:', 'JaVaScRiPt:', ' javascript:', 'java\tscript:', 'java&#x09;script:', '&#106;avascript:', 'vbscript:', 'data:text/html,', 'https://omad.example/', '/local', '#top', 'mailto:a@b.uz');
const handlers = fc.constantFrom('onerror', 'onclick', 'ONLOAD', 'onmouseover', 'onfocus', 'onanimationstart', 'onbegin');
const tags = fc.constantFrom('div', 'p', 'a', 'img', 'script', 'svg', 'math', 'iframe', 'style', 'object', 'embed', 'form', 'button', 'table', 'td', 'noscript', 'template', 'textarea', 'title', 'select', 'xmp', 'video', 'source', 'details', 'b', 'ul', 'li', 'h2');
const text = fc.constantFrom('alert(1)', 'Salom', 'Привет', '<', '>', '"', "'", '&amp;', '-->', '<!--', ']]>', '</', ' ', '`');
const attribute = fc.oneof(
  fc.tuple(handlers, fc.constantFrom('alert(1)', '"alert(1)"', "'x'")).map(([name, value]) => ` ${name}=${value}`),
  fc.tuple(fc.constantFrom('href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'srcset'), schemes).map(([name, url]) => ` ${name}="${url}alert(1)"`),
  fc.constantFrom(' target="_blank"', ' target="_top"', ' style="background:url(javascript:alert(1))"', ' id="x"', ' class="y"', ' title="t"', ' data-x="1"', ' is="x"'),
);

const fragment: fc.Arbitrary<string> = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, text, tie('element')),
  element: fc
    .tuple(tags, fc.array(attribute, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
    .map(([tag, attributes, children, closed]) => `<${tag}${attributes.join('')}>${children.join('')}${closed ? `</${tag}>` : ''}`),
})).node;

describe('sanitize (CMS HTML)', () => {
  it('keeps ordinary rich text', () => {
    const html = '<h2>Bonus</h2><p>Read <a href="https://omad.example/rules" target="_blank">the rules</a> and <b>play</b>.</p><ul><li>one</li></ul><img src="/cms/uploads/a.svg" alt="a">';
    const clean = sanitize(html);
    expect(clean).toContain('<h2>Bonus</h2>');
    expect(clean).toContain('href="https://omad.example/rules"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('<img src="/cms/uploads/a.svg" alt="a">');
  });

  it('removes known payloads', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" &#14;javascript:alert(1)">x</a>',
      '<svg><script>alert(1)</script></svg>',
      '<svg onload=alert(1)>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<form><button formaction="javascript:alert(1)">x</button></form>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<div style="background:url(javascript:alert(1))">x</div>',
    ];
    for (const payload of payloads) expect(threats(sanitize(payload)), payload).toEqual([]);
  });

  it('answers markup the parser reads back unchanged', () => {
    // A <button> removed from inside a <p> would leave nested <p>s that re-parse into another tree.
    const clean = sanitize('<p><button></p>alert(1)');
    expect(sanitize(clean)).toBe(clean);
    expect(clean).toContain('alert(1)');
  });

  it('property: no script, on* handler or javascript: URL survives', () => {
    fc.assert(
      fc.property(fc.array(fragment, { minLength: 1, maxLength: 4 }), (parts) => {
        const clean = sanitize(parts.join(''));
        expect(threats(clean)).toEqual([]);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 400) },
    );
  }, 60_000);

  it('property: sanitising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fragment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')), fc.string()), (html) => {
        const once = sanitize(html);
        expect(sanitize(once)).toBe(once);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 400) },
    );
  }, 60_000);
});
