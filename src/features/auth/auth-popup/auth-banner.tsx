/**
 * The auth banner of the sign-in and registration popup (SPEC §3 "Auth banner"): the CMS's offer (label, value,
 * addition) over its picture, 360x520 on phones and 735x240 from tablets up. Nothing shows when the CMS has none, says
 * it does not exist, or fails (SPEC §8: logged there, defaults stay).
 */
import { useRead } from '../../../server-data/reads.ts';
import type { AuthBanner as AuthBannerData } from '../../../api/cms/collections.ts';
import type { SrcSets } from '../../../cms/srcsets.ts';
import { cmsBanners } from '../auth-data.ts';
import './auth-banner.css';

export interface AuthBannerView {
  label: string;
  value: string;
  addition: string;
  phone: string | null;
  wide: string | null;
  /** Each picture's responsive sizes when the CMS made them (Strapi's formats of a raster upload), else its own url. */
  phoneSrcSet: string | null;
  wideSrcSet: string | null;
}

/** What of the CMS auth banner can be shown; undefined when nothing. */
export function authBannerView(banner: AuthBannerData | null | undefined, srcSets: SrcSets = {}): AuthBannerView | undefined {
  if (!banner || banner.isExist === false) return undefined;
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const phone = banner.image_360_520 ?? null;
  const wide = banner.image_735_240 ?? null;
  const view = { label: text(banner.label), value: text(banner.value), addition: text(banner.addition), phone, wide, phoneSrcSet: (phone && srcSets[phone]) ?? phone, wideSrcSet: (wide && srcSets[wide]) ?? wide };
  return view.value || view.label || view.phone || view.wide ? view : undefined;
}

export function AuthBanner() {
  const read = useRead(cmsBanners, {});
  const view = authBannerView(read.status === 'ready' ? read.data?.authBanner : undefined, read.status === 'ready' ? read.data?.srcSets : undefined);
  if (!view) return null;
  const image = view.phone ?? view.wide;
  return (
    <figure className="auth-banner" data-testid="auth-banner">
      {image ? (
        <picture>
          {view.wideSrcSet ? <source media="(min-width: 768px)" srcSet={view.wideSrcSet} sizes="735px" width={735} height={240} /> : null}
          <img
            className="auth-banner__image"
            src={image}
            srcSet={(view.phone ? view.phoneSrcSet : view.wideSrcSet) ?? undefined}
            sizes={view.phone ? '360px' : '735px'}
            alt=""
            width={view.phone ? 360 : 735}
            height={view.phone ? 520 : 240}
            decoding="async"
          />
        </picture>
      ) : null}
      {view.label || view.value || view.addition ? (
        <figcaption className="auth-banner__text">
          {view.label ? <span className="auth-banner__label">{view.label}</span> : null}
          {view.value ? <strong className="auth-banner__value">{view.value}</strong> : null}
          {view.addition ? <span className="auth-banner__addition">{view.addition}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
