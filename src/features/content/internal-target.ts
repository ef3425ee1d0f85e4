/**
 * A link in the CMS's text that points at a page of the app navigates inside the app; a link to another site leaves
 * through the host (platform/index.ts routeExternalLinks, app-wide) and an unsafe one goes nowhere (src/api/url-safety.ts).
 */
import type { MouseEvent } from 'react';
import { splitLocale } from '../../lib/paths.ts';
import { checkNavigation } from '../../api/url-safety.ts';

/** A plain tap on a link to a page of the app: the path to navigate to inside it (without the locale prefix), else undefined. */
export function internalTarget(event: MouseEvent, origin: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || href.startsWith('#') || anchor.hasAttribute('download') || anchor.getAttribute('target') === '_blank') return undefined;
  const checked = checkNavigation(href, { origin });
  if (!checked.ok || checked.external) return undefined;
  const url = new URL(checked.url, origin);
  return `${splitLocale(url.pathname).path}${url.search}${url.hash}`;
}
