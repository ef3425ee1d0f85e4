/**
 * The menu banner (SPEC §3 "Menu banner", §6): guests see the public variant whose button opens registration;
 * signed-in players see the other, whose button goes to its slug, or to the offers page when it has none.
 * Read from the CMS by locale (SPEC §7 "banner by locale"); a failure leaves it out (SPEC §8).
 */
import { Link } from 'wouter';
import { defineRead, useRead } from '../../server-data/reads.ts';
import type { MenuBanner as MenuBannerData } from '../../api/cms/collections.ts';
import { loadSizedBanners, type SizedBanners } from '../../cms/srcsets.ts';
import { href } from '../../lib/paths.ts';
import { safeRedirect } from '../../api/url-safety.ts';
import { openPopup } from '../../stores/popup-store.ts';
import './menu-banner.css';

export interface MenuBannerView {
  title: string;
  subtitle: string;
  button: string;
  image: string | null;
  /** Where the button leads for a player; undefined for a guest (registration). */
  target: string | undefined;
}

/** Picks the variant for the player (SPEC §6); undefined when the banner does not exist or has nothing to say. */
export function menuBannerView(banner: MenuBannerData | undefined, signedIn: boolean): MenuBannerView | undefined {
  if (!banner || banner.isExist === false) return undefined;
  const view: MenuBannerView = signedIn
    ? {
        title: banner.title ?? '',
        subtitle: banner.subtitle ?? '',
        button: banner.buttonTitle ?? '',
        image: banner.image ?? null,
        target: safeRedirect(banner.buttonSlug?.startsWith('/') ? banner.buttonSlug : banner.buttonSlug ? `/${banner.buttonSlug}` : undefined) ?? href('offers'),
      }
    : {
        title: banner.publicTitle ?? '',
        subtitle: banner.publicSubtitle ?? '',
        button: banner.publicButtonTitle ?? '',
        image: banner.publicImage ?? null,
        target: undefined,
      };
  return view.title || view.button ? view : undefined;
}

/** SPEC §7 "banner by locale": the CMS banners in the page's language; null when the CMS has none or fails (logged there). */
const cmsBanners = defineRead<Record<string, never>, SizedBanners | null>('cms.banners', [], async (_params, { locale, signal }) => (await loadSizedBanners(locale, { signal })) ?? null);

export function MenuBanner({ signedIn }: { signedIn: boolean }) {
  const read = useRead(cmsBanners, {});
  const view = menuBannerView(read.status === 'ready' ? (read.data?.menuBanner ?? undefined) : undefined, signedIn);
  if (!view) return null;
  return (
    <section className="home-menu-banner" aria-label={view.title}>
      {view.image ? <img src={view.image} srcSet={read.status === 'ready' ? read.data?.srcSets[view.image] : undefined} sizes="320px" alt="" width={320} height={160} loading="lazy" decoding="async" /> : null}
      <div className="home-menu-banner__text">
        <h2>{view.title}</h2>
        {view.subtitle ? <p>{view.subtitle}</p> : null}
        {view.target ? (
          <Link className="omad-link-button" href={view.target}>
            {view.button}
          </Link>
        ) : (
          <button type="button" className="omad-link-button home-menu-banner__button" onClick={() => openPopup('registration')}>
            {view.button}
          </button>
        )}
      </div>
    </section>
  );
}
