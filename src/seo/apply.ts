/**
 * The head model (head.ts) applied to the live document on client navigation (decision 012): the tags marked
 * `data-omad-seo` (served by server/head.ts, or added here before) are replaced, `<html lang>` follows the page.
 * Built with DOM calls, never from HTML strings: CMS text is only ever an attribute value or text content.
 */
import type { HeadModel } from './head.ts';
import { SEO_ATTRIBUTE } from './render.ts';

function element(doc: Document, tag: string, attributes: Record<string, string | undefined>, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) node.setAttribute(name, value);
  node.setAttribute(SEO_ATTRIBUTE, '');
  if (text !== undefined) node.textContent = text;
  return node;
}

export function applyHead(doc: Document, model: HeadModel): void {
  doc.documentElement.lang = model.lang;
  const head = doc.head;
  for (const node of head.querySelectorAll(`[${SEO_ATTRIBUTE}]`)) node.remove();
  // The shell's own defaults, when it was served without the server module.
  for (const node of head.querySelectorAll('title, meta[name="description"], meta[name="robots"], link[rel="canonical"]')) node.remove();
  if (model.favicon) for (const node of head.querySelectorAll('link[rel="icon"]')) node.remove();

  const nodes: HTMLElement[] = [element(doc, 'title', {}, model.title)];
  for (const tag of model.meta) nodes.push(element(doc, 'meta', { name: tag.name, property: tag.property, content: tag.content }));
  nodes.push(element(doc, 'link', { rel: 'canonical', href: model.canonical }));
  for (const alternate of model.alternates) nodes.push(element(doc, 'link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }));
  if (model.favicon) nodes.push(element(doc, 'link', { rel: 'icon', href: model.favicon }));
  for (const data of model.jsonLd) nodes.push(element(doc, 'script', { type: 'application/ld+json' }, JSON.stringify(data)));
  head.append(...nodes);
}
