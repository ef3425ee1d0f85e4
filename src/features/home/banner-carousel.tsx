/**
 * The home banners (SPEC §7 banners.get with count 10 and fields id,finished_at,description; SPEC §3 sorted by
 * position, image keys remapped from the CMS mappings). DESIGN.md: `image_735_240` on wide screens, `image_360_520`
 * on phones; the first image eager with a high fetch priority (the page's largest paint, decision 022), the rest lazy. Expired banners (finished_at in the past) are left out.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { BANNER_DEFAULTS, get as getBanners, sortBanners, type BannerListItem, BANNER_SIZES, BANNER_WIDE_FROM_PX } from '../../api/banners.ts';
import { useRead } from '../../server-data/reads.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { remapItems } from '../../cms/images.ts';
import { useT } from '../../i18n/index.ts';
import { releaseFirstPaint } from '../../services/first-paint.ts';
import { checkNavigation } from '../../api/url-safety.ts';
import { serverNow } from '../../stores/server-clock.ts';

export function bannerImage(banner: BannerListItem, wide: boolean): string | undefined {
  const description = banner.description;
  if (!description) return undefined;
  const pick = (key: string) => {
    const value = description[key];
    return typeof value === 'string' && value ? value : undefined;
  };
  return (wide ? pick('desktop_image') : pick('mobile_image')) ?? pick('desktop_image') ?? pick('mobile_image') ?? description.image ?? undefined;
}

/**
 * The size of an image slot from the CMS key mapped onto it (`image_360_520` -> 'mobile_image': 360x520), so the
 * image's width, height and srcset width follow the operator's slots; DESIGN.md's sizes when no key names one.
 */
export function slotSize(mapping: Readonly<Record<string, string>>, appKey: 'mobile_image' | 'desktop_image'): { width: number; height: number } {
  for (const [cmsKey, target] of Object.entries(mapping)) {
    const size = target === appKey ? /_(\d{2,4})_(\d{2,4})$/.exec(cmsKey) : null;
    if (size) return { width: Number(size[1]), height: Number(size[2]) };
  }
  return appKey === 'mobile_image' ? { width: 360, height: 520 } : { width: 735, height: 240 };
}

/** React 18 does not know `fetchPriority`; the lowercase attribute reaches the DOM as it is. */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/** Banners still running at `nowSeconds` (a banner without finished_at runs forever). */
export function activeBanners(banners: readonly BannerListItem[], nowSeconds: number): BannerListItem[] {
  return banners.filter((banner) => banner.finished_at === null || banner.finished_at === undefined || banner.finished_at > nowSeconds);
}

export function BannerCarousel() {
  const t = useT();
  const [wide] = useState(() => typeof window !== 'undefined' && window.innerWidth >= BANNER_WIDE_FROM_PX);
  // SPEC §7 banners.get with count 10 and fields id,finished_at,description.
  const read = useRead(getBanners, BANNER_DEFAULTS);
  const mapping = useSnapshot(cmsState).imageMappings.banner;
  const list = read.status === 'ready' ? read.data : undefined;
  const state = useMemo(() => (list ? activeBanners(remapItems(sortBanners(list.items), mapping), serverNow() / 1000) : undefined), [list, mapping]);
  const size = slotSize(mapping, wide ? 'desktop_image' : 'mobile_image');

  const nothingToShow = read.status === 'failed' || state?.length === 0;
  // The served first paint (decision 022) shows a banner this carousel will not: the page beneath is what there is.
  useEffect(() => {
    if (nothingToShow) releaseFirstPaint();
  }, [nothingToShow]);

  // SPEC §8: a banner failure is only logged (by the API client); the lobby goes on without banners.
  if (nothingToShow) return null;
  if (state === undefined) return <div className={`home-banners__skeleton${wide ? ' home-banners__skeleton--wide' : ''}`} aria-hidden="true" />;
  return (
    <section className="home-banners" aria-label={t('home.banners')}>
      {state.map((banner, index) => (
        <Banner key={banner.id} banner={banner} image={bannerImage(banner, wide)} eager={index === 0} wide={wide} size={size} />
      ))}
    </section>
  );
}

interface BannerProps {
  banner: BannerListItem;
  image: string | undefined;
  /**
   * The first banner: the page's largest paint, so loaded at once and first (decision 022). Once it is in the page, the served
   * first paint (decision 022) goes: this banner stands where it stood, with the same image (decoded before it paints).
   */
  eager: boolean;
  wide: boolean;
  size: { width: number; height: number };
}

function Banner({ banner, image, eager, wide, size }: BannerProps) {
  const description = banner.description;
  const body = (
    <>
      {image ? (
        <img
          src={image}
          srcSet={`${image} ${size.width}w`}
          sizes={BANNER_SIZES}
          alt=""
          width={size.width}
          height={size.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'sync' : 'async'}
          {...(eager ? { ...HIGH_PRIORITY, ref: releaseFirstPaint } : {})}
        />
      ) : null}
      <span className="home-banner__text">
        {description?.title ? <span className="home-banner__title">{description.title}</span> : null}
        {description?.subtitle ? <span className="home-banner__subtitle">{description.subtitle}</span> : null}
        {description?.button_title ? <span className="home-banner__button">{description.button_title}</span> : null}
      </span>
    </>
  );
  const className = `home-banner${wide ? ' home-banner--wide' : ''}`;
  const link = description?.link;
  if (link) {
    // SPEC §2: internal paths navigate in the app; external links are allowed for banners, forbidden protocols never.
    const check = checkNavigation(link, { external: true, origin: window.location.origin });
    if (check.ok && !check.external) {
      return (
        <Link className={className} href={check.url}>
          {body}
        </Link>
      );
    }
    if (check.ok) {
      return (
        <a className={className} href={check.url} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      );
    }
  }
  return <div className={className}>{body}</div>;
}
