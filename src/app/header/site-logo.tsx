/**
 * The site's logo in the header (SPEC §3 CMS feature settings "logos"): the CMS's header logo from
 * laptop width, its mobile logo below; the app's name in words when the CMS has none (SPEC §8: defaults stay). The
 * name stays in the link as visually hidden text, so the link keeps its name (the image itself is decorative).
 */
import { useSnapshot } from 'valtio';
import { cmsState } from '../../stores/cms-store.ts';
import { useT } from '../../i18n/index.ts';
import './site-logo.css';

/** SPEC §9 laptop breakpoint, where the header has room for the wide logo. */
const WIDE = '(min-width: 992px)';

export function SiteLogo() {
  const t = useT();
  const { logos } = useSnapshot(cmsState).settings;
  const name = t('app.name');
  const narrow = logos.headerMobile ?? logos.header;
  const wide = logos.header ?? logos.headerMobile;
  if (!narrow || !wide) return <>{name}</>;
  return (
    <>
      <picture className="site-logo">
        {wide !== narrow ? <source media={WIDE} srcSet={wide} /> : null}
        <img className="site-logo__image" src={narrow} alt="" height={32} decoding="async" />
      </picture>
      <span className="visually-hidden">{name}</span>
    </>
  );
}
