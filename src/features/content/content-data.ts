/** What the content page reads (decision 031): SPEC §7 "CMS reads", the `pages` collection. */
import { getCollection } from '../../cms/client.ts';
import { PAGE_READS, type ContentPage } from '../../api/cms/collections.ts';
import { defineRead } from '../../server-data/reads.ts';

/** One page of the CMS `pages` collection by slug, in the page's language; null when the CMS has no such page. */
export const contentPage = defineRead<{ slug: string }, ContentPage | null>('cms.contentPage', [], async ({ slug }, { locale, signal }) => {
  const { collection, schema, query } = PAGE_READS.contentPages;
  const pages = await getCollection(collection, schema, { ...query, filters: { slug: { $eq: slug } }, locale }, { signal });
  return pages.find((entry) => entry.slug === slug) ?? null;
});
