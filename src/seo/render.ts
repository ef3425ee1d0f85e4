/**
 * The head model (head.ts) as HTML for the served page (server/head.ts). Every value is escaped for where it
 * goes: text content and double-quoted attributes by entity, JSON-LD by `\u003c` for `<` (and `>`, `&`, U+2028/9)
 * so that nothing in CMS text can close the script element or open a new tag. Every tag carries `data-omad-seo`, so
 * that the app replaces exactly these tags on client navigation (apply.ts).
 */
import type { HeadModel } from './head.ts';

/** Marks the tags the head owns; the app replaces exactly these on navigation. */
export const SEO_ATTRIBUTE = 'data-omad-seo';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For text content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** JSON for a `<script type="application/ld+json">`: no `<`, `>` or `&` appears literally, so `</script>` cannot. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** The head tags of a page, one per line. */
export function renderHeadTags(model: HeadModel): string {
  const mark = ` ${SEO_ATTRIBUTE}=""`;
  const lines = [`<title${mark}>${escapeHtml(model.title)}</title>`];
  for (const tag of model.meta) lines.push(`<meta${attributes({ name: tag.name, property: tag.property, content: tag.content })}${mark}>`);
  lines.push(`<link${attributes({ rel: 'canonical', href: model.canonical })}${mark}>`);
  for (const alternate of model.alternates) lines.push(`<link${attributes({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })}${mark}>`);
  if (model.favicon) lines.push(`<link${attributes({ rel: 'icon', href: model.favicon })}${mark}>`);
  for (const data of model.jsonLd) lines.push(`<script type="application/ld+json"${mark}>${jsonForScript(data)}</script>`);
  return lines.join('\n');
}
