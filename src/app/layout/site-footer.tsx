/**
 * The site's footer where wide screens have room for it (phones keep the bottom navigation at the bottom; the layout
 * loads this module only from 992 px up): the CMS's footer logo (common.logos.footer, decision 027) linking home, the
 * app's name when the CMS has no logo, and the 18+ note.
 */
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { cmsState } from '../../stores/cms-store.ts';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import '../../i18n/texts/footer.ts';
import './site-footer.css';

export function SiteFooter() {
  const t = useT();
  const { footer } = useSnapshot(cmsState).settings.logos;
  const name = t('app.name');
  return (
    <footer className="layout__footer">
      <Link className="layout__footer-logo" href={href('home')}>
        {footer ? <img src={footer} alt={name} height={40} decoding="async" loading="lazy" /> : name}
      </Link>
      <p className="layout__footer-note">{t('footer.note', { name })}</p>
    </footer>
  );
}
