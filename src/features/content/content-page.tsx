/**
 * SPEC §2 catch-all `/{slug}`: a content page from the CMS `pages` collection. Its body is CMS rich text,
 * rendered as HTML only after DOMPurify (src/lib/sanitize.ts): the CMS is a second author of the page and its
 * HTML is treated as hostile. A slug the CMS does not know gives the 404 page (SPEC §2).
 */
import { useEffect, useMemo } from 'react';
import { defineRead, useRead } from '../../api/queries.ts';
import { getCollection } from '../../cms/client.ts';
import { PAGE_READS, type ContentPage } from '../../cms/schemas.ts';
import { useT } from '../../i18n/index.ts';
import { sanitizeCmsHtml } from '../../lib/sanitize.ts';
import { showFatal } from '../../stores/fatal-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/placeholder.tsx';
import './content-page.css';
import '../../i18n/texts/content.ts';

/** One page of the CMS `pages` collection by slug, in the page's language; null when the CMS has no such page. */
const contentPage = defineRead<{ slug: string }, ContentPage | null>('cms.contentPage', [], async ({ slug }, { locale, signal }) => {
  const { collection, schema, query } = PAGE_READS.contentPages;
  const pages = await getCollection(collection, schema, { ...query, filters: { slug: { $eq: slug } }, locale }, { signal });
  return pages.find((entry) => entry.slug === slug) ?? null;
});

export default function ContentPageView({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const slug = params.slug ?? '';
  const state = useRead(contentPage, { slug });
  const page = state.status === 'ready' ? state.data : undefined;
  const missing = page === null;
  // SPEC §2: a slug the CMS does not know gives the 404 page.
  useEffect(() => {
    if (missing) showFatal('not-found');
  }, [missing]);

  const html = useMemo(() => (page ? sanitizeCmsHtml(page.body ?? '') : ''), [page]);

  if (state.status === 'failed') {
    return (
      <main className="omad-page">
        <EmptyState
          alert
          title={t('content.failedTitle')}
          description={t('content.failedText')}
          action={<Button onClick={state.retry}>{t('content.retry')}</Button>}
        />
      </main>
    );
  }
  if (!page) {
    return (
      <main className="omad-page content-page" aria-busy="true" aria-label={t('content.loading')}>
        <div className="content-page__skeleton content-page__skeleton--title" />
        <div className="content-page__skeleton" />
        <div className="content-page__skeleton" />
        <div className="content-page__skeleton content-page__skeleton--short" />
      </main>
    );
  }
  return (
    <main className="omad-page content-page">
      <h1>{page.title}</h1>
      {/* Sanitised above: scripts, handlers, javascript:/data: URLs, frames and forms never reach the DOM. */}
      <article className="content-page__body" dangerouslySetInnerHTML={{ __html: html }} />
    </main>
  );
}
