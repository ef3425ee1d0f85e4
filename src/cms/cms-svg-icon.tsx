/**
 * A CMS icon given by URL, inlined as sanitised SVG so it takes `currentColor` (svg-icons.ts).
 * Until the SVG is there, and whenever it cannot be used, the fallback shows (what the page showed before).
 * The loader and DOMPurify are imported on first use, never in a first load; nothing here is imported from the
 * entry that it does not already export (home's budget has no byte to spare).
 */
import { useEffect, useState, type ReactNode } from 'react';

/** Only URLs naming an .svg file are fetched as text; other images stay <img>. */
const SVG_PATH = /\.svg(?:[?#]|$)/i;

export function CmsSvgIcon({ url: given, className, fallback }: { url: string | undefined; className: string; fallback: ReactNode }) {
  const url = given && SVG_PATH.test(given) ? given : undefined;
  const [svg, setSvg] = useState<{ url: string; markup: string }>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('./svg-icons.ts')
      .then(({ loadSvgIcon }) => loadSvgIcon(url))
      .then((markup) => {
        if (live && markup) setSvg({ url, markup });
      })
      .catch((error: unknown) => console.warn('[cms] icon loader not loaded:', error instanceof Error ? error.message : error));
    return () => {
      live = false;
    };
  }, [url]);
  if (!url || svg?.url !== url) return <>{fallback}</>;
  // Sanitised by svg-icons.ts (DOMPurify SVG profile, no scripts, handlers or external references).
  return <span className={className} aria-hidden="true" data-inline-svg="" dangerouslySetInnerHTML={{ __html: svg.markup }} />;
}
