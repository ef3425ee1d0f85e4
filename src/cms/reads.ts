/**
 * CMS reads made per page or per host rather than at boot (SPEC §7 "CMS reads"): page SEO by
 * url, domain SEO by host, web settings (favicon), and the auth/menu banners by locale.
 * Each gives undefined on failure, logged only (SPEC §8: SEO and banner failures leave defaults).
 */
import { loadCollection, type CmsCallOptions } from './client.ts';
import { PAGE_READS, type CmsBanners, type DomainSeo, type PageSeo, type WebSettings } from '../api/cms/collections.ts';

/**
 * SEO of one page. `fallbackUrl` is the second url a route's meta may name (the SEO pattern of
 * SPEC §2, e.g. `/game/{name}`); the exact url wins when both have an entry.
 */
export async function loadPageSeo(url: string, locale: string, fallbackUrl?: string, options?: CmsCallOptions): Promise<PageSeo | undefined> {
  const urls = fallbackUrl && fallbackUrl !== url ? [url, fallbackUrl] : [url];
  const { collection, schema, query } = PAGE_READS.seos;
  const filters = urls.length === 1 ? { url: { $eq: url } } : { url: { $in: urls } };
  const entries = await loadCollection(collection, schema, { ...query, filters, locale }, options);
  if (!entries) return undefined;
  for (const candidate of urls) {
    const found = entries.find((entry) => entry.url === candidate);
    if (found) return found;
  }
  return undefined;
}

export async function loadDomainSeo(host: string, locale: string, options?: CmsCallOptions): Promise<DomainSeo | undefined> {
  const { collection, schema, query } = PAGE_READS.domainSeo;
  const entries = await loadCollection(collection, schema, { ...query, filters: { host: { $eq: host } }, locale }, options);
  return entries?.find((entry) => entry.host === host);
}

export async function loadWebSettings(options?: CmsCallOptions): Promise<WebSettings | undefined> {
  const { collection, schema, query } = PAGE_READS.webSettings;
  return loadCollection(collection, schema, query, options);
}

export async function loadCmsBanners(locale: string, options?: CmsCallOptions): Promise<CmsBanners | undefined> {
  const { collection, schema, query } = PAGE_READS.banners;
  return loadCollection(collection, schema, { ...query, locale }, options);
}
