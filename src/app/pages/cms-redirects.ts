/** Applies the CMS redirects of SPEC §2 on every navigation: internal ones in place, external ones only when flagged. */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { openExternalLink } from '../../../platform/index.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { resolveRedirect } from '../../lib/redirects.ts';
import { checkNavigation } from '../../api/url-safety.ts';

export function useCmsRedirects(): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { redirects } = useSnapshot(cmsState);
  useEffect(() => {
    if (redirects.length === 0) return;
    const target = resolveRedirect(redirects, location, search ? `?${search}` : '', window.location.hash);
    if (!target) return;
    const checked = checkNavigation(target.url, { origin: window.location.origin, external: target.external });
    if (!checked.ok) {
      console.warn(`[omad] CMS redirect refused: ${checked.message}`);
      return;
    }
    // SPEC §2 CMS redirects: an external one goes through the host (Telegram opens it beside the app, which then shows its index instead of an empty page).
    if (checked.external) {
      if (openExternalLink(checked.url, { replace: true }) === 'opened') navigate('/', { replace: true });
    } else navigate(checked.url, { replace: true });
  }, [location, search, redirects, navigate]);
}
