/**
 * SPEC §2 catch-all `/{slug}`: a content page from the CMS `pages` collection. Its body is CMS rich text,
 * rendered as HTML only after DOMPurify (src/lib/sanitize.ts): the CMS is a second author of the page and its
 * HTML is treated as hostile. A slug the CMS does not know gives the 404 page (SPEC §2).
 */
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getCollection } from '../../cms/client.ts';
import { PAGE_READS, type ContentPage } from '../../cms/schemas.ts';
import { localeState, useT } from '../../i18n/index.ts';
import { sanitizeCmsHtml } from '../../lib/sanitize.ts';
import { showFatal } from '../../stores/fatal-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/placeholder.tsx';
import './content-page.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: ContentPage };

export default function ContentPageView({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const { locale } = useSnapshot(localeState);
  const slug = params.slug ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const { collection, schema, query } = PAGE_READS.contentPages;
    getCollection(collection, schema, { ...query, filters: { slug: { $eq: slug } }, locale }, { signal: controller.signal })
      .then((pages) => {
        if (controller.signal.aborted) return;
        const page = pages.find((entry) => entry.slug === slug);
        if (page) setState({ status: 'ready', page });
        else showFatal('not-found');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [slug, locale, attempt]);

  const html = useMemo(() => (state.status === 'ready' ? sanitizeCmsHtml(state.page.body ?? '') : ''), [state]);

  if (state.status === 'failed') {
    return (
      <main className="omad-page">
        <EmptyState
          alert
          title={t('content.failedTitle')}
          description={t('content.failedText')}
          action={<Button onClick={() => setAttempt((value) => value + 1)}>{t('content.retry')}</Button>}
        />
      </main>
    );
  }
  if (state.status === 'loading') {
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
      <h1>{state.page.title}</h1>
      {/* Sanitised above: scripts, handlers, javascript:/data: URLs, frames and forms never reach the DOM. */}
      <article className="content-page__body" dangerouslySetInnerHTML={{ __html: html }} />
    </main>
  );
}
