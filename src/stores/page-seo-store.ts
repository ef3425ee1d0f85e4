/**
 * What a page knows about itself that the head needs and the CMS `seos` entry does not give: a CMS content page's
 * title and FAQ blocks, or that its slug has no page, or a game's display name. The page sets it; the app's head
 * (src/app/pages/seo-head.tsx) reads it for the same path only. App-wide state, so it lives in src/stores (decision 031).
 */
import { proxy } from 'valtio';
import type { FaqItem } from '../api/cms/collections.ts';

export interface PageSeoState {
  /** The path (without the locale prefix) this describes; null when none. */
  path: string | null;
  content: { title: string; faq: FaqItem[] } | null;
  notFound: boolean;
  /** The page's name in words for the SEO texts' `{name}` (a game's display name), instead of the url's sysname. */
  name: string | null;
}

const nothing = (): PageSeoState => ({ path: null, content: null, notFound: false, name: null });

export const pageSeoState = proxy<PageSeoState>(nothing());

/** Describes no page (tests; a fresh start). */
export function reset(): void {
  Object.assign(pageSeoState, nothing());
}

export function describePage(path: string, page: { content?: { title: string; faq: FaqItem[] }; notFound?: boolean; name?: string }): void {
  pageSeoState.path = path;
  pageSeoState.content = page.content ?? null;
  pageSeoState.notFound = page.notFound ?? false;
  pageSeoState.name = page.name ?? null;
}
