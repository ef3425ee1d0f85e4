/**
 * Sanitising CMS rich text before it is rendered as HTML (SPEC §1: texts come from the CMS).
 * The CMS is a second author of the page: an editor's account can be phished, so its HTML is treated as
 * hostile. DOMPurify with the HTML profile only (no SVG/MathML: the namespace tricks of mutation XSS
 * live there), no forms, frames or embedded objects, and links to other sites opened without
 * `window.opener`.
 *
 * The CSP of the deployment (`script-src 'self'`) is the second wall; this is the first.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'formaction', 'action', 'srcset', 'ping'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  // Images and links only to the web, mail and phone, or relative to the app (no data:, javascript:, vbscript:).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Attributes a browser reads as a URL; `data:` is refused in all of them (DOMPurify allows it on media tags). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'poster', 'background', 'cite', 'data', 'action', 'formaction']);
// eslint-disable-next-line no-control-regex -- browsers drop these characters before reading a URL's scheme
const URL_NOISE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
/** Passes before giving up on a fragment whose serialisation the parser keeps rewriting (mutation XSS shapes). */
const MAX_PASSES = 4;

export interface Sanitizer {
  /** Safe HTML for `dangerouslySetInnerHTML`; sanitising its own output changes nothing. */
  sanitize(html: string): string;
}

/** A sanitizer over one window: the page's own in the app, a jsdom window in Node tests. */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && data.attrValue.replace(URL_NOISE, '').toLowerCase().startsWith('data:')) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens a new tab must not hand the new page a handle on this one.
    if (node.nodeName === 'A' && node.hasAttribute('target')) {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
  });
  const once = (html: string): string => purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
  return {
    sanitize(html) {
      // Sanitised markup is serialised and parsed again by the browser; some shapes (a block inside a
      // <p> whose wrapper was removed) parse back into another tree. Sanitise until the string is stable,
      // so what the browser builds is exactly what was checked.
      let current = once(html);
      for (let pass = 1; pass < MAX_PASSES; pass++) {
        const next = once(current);
        if (next === current) return current;
        current = next;
      }
      // Never stable: keep only the words, escaped.
      const text = purify.sanitize(current, { ...CONFIG, RETURN_DOM: true }).textContent ?? '';
      return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
    },
  };
}

let pageSanitizer: Sanitizer | undefined;

/** Sanitises with the page's window (browser only). */
export function sanitizeCmsHtml(html: string): string {
  pageSanitizer ??= createSanitizer(window);
  return pageSanitizer.sanitize(html);
}
