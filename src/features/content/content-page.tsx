/**
 * SPEC §2 catch-all `/{slug}`: a content page from the CMS `pages` collection. Its body is CMS rich text,
 * rendered as HTML only after DOMPurify (src/lib/sanitize.ts): the CMS is a second author of the page and its
 * HTML is treated as hostile. A slug the CMS does not know gives the 404 page (SPEC §2).
 *
 * Its FAQ blocks (SPEC §3 SEO data's FAQ list) are questions that open, and FAQ JSON-LD through the page's head (it
 * tells src/stores/page-seo-store.ts its title and FAQ); a link in its text to a page of the app navigates inside the app
 * (internal-target.ts).
 */
import { useEffect, useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useRead } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import { sanitizeCmsHtml } from '../../lib/sanitize.ts';
import { describePage } from '../../stores/page-seo-store.ts';
import { showFatal } from '../../stores/fatal-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/placeholder.tsx';
import { contentPage } from './content-data.ts';
import { internalTarget } from './internal-target.ts';
import './content-page.css';
import '../../i18n/texts/content.ts';

export default function ContentPageView({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const [path, navigate] = useLocation();
  const slug = params.slug ?? '';
  const state = useRead(contentPage, { slug });
  const page = state.status === 'ready' ? state.data : undefined;
  const missing = page === null;
  // SPEC §2: a slug the CMS does not know gives the 404 page.
  useEffect(() => {
    if (missing) showFatal('not-found');
  }, [missing]);
  // The head of this page: its title and FAQ, or that it does not exist.
  useEffect(() => {
    if (page) describePage(path, { content: { title: page.title, faq: (page.faq ?? []).map(({ question, answer }) => ({ question, answer })) } });
    else if (missing) describePage(path, { notFound: true });
  }, [page, missing, path]);

  const html = useMemo(() => (page ? sanitizeCmsHtml(page.body ?? '') : ''), [page]);
  const faq = useMemo(() => (page?.faq ?? []).map((item) => ({ question: item.question, answer: sanitizeCmsHtml(item.answer) })), [page]);
  const onLinkTap = (event: MouseEvent) => {
    const target = internalTarget(event, window.location.origin);
    if (target === undefined) return;
    event.preventDefault();
    navigate(target);
  };

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
      {/* Clicks bubble from the sanitised links; the handler only routes them (keyboard activation is a click too). */}
      <article className="content-page__body" onClick={onLinkTap} dangerouslySetInnerHTML={{ __html: html }} />
      {faq.length > 0 ? (
        <section className="content-page__faq" data-testid="content-faq">
          {faq.map((item, index) => (
            <details key={index} className="content-page__faq-item">
              <summary>{item.question}</summary>
              <div className="content-page__body" onClick={onLinkTap} dangerouslySetInnerHTML={{ __html: item.answer }} />
            </details>
          ))}
        </section>
      ) : null}
    </main>
  );
}
