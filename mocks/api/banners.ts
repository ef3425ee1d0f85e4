/**
 * banners.get (SPEC §7: offset, count default 10, fields default id,finished_at,description; answer
 * data.items and count), answering src/api/banners.ts. Sorted ascending by description.position
 * (SPEC §3); banners whose end has passed are not served. Image keys are the operator's
 * (image_735_240, image_360_520): the app remaps them (SPEC §3).
 */
import * as banners from '../../src/api/banners.ts';
import * as bannerRequests from '../../src/api/requests/banners.ts';
import type { BannerListItem } from '../../src/api/banners.ts';
import { BANNERS } from '../fixtures/games/banners.ts';
import { implement, type OperationHandler } from './registry.ts';

const DAY_S = 24 * 60 * 60;
/** The fields a banner has, which are also the app's default (src/api/banners.ts BANNER_DEFAULTS, SPEC §7). */
const FIELDS = banners.BANNER_DEFAULTS.fields;

export const operations: readonly OperationHandler[] = [
  implement(
    bannerRequests.get,
    (context, { offset = 0, count = banners.BANNER_DEFAULTS.count, fields = [...FIELDS] }) => {
      const nowSeconds = Math.floor(context.now() / 1000);
      const live = BANNERS.map((banner) => ({ banner, finishedAt: banner.endsInDays === null ? null : nowSeconds + banner.endsInDays * DAY_S }))
        .filter(({ finishedAt }) => finishedAt === null || finishedAt > nowSeconds)
        .sort((a, b) => a.banner.position - b.banner.position);
      const locale = context.locale;
      const items = live.slice(offset, offset + count).map(({ banner, finishedAt }) => {
        const item: BannerListItem = { id: banner.id };
        if (fields.includes('finished_at')) item.finished_at = finishedAt;
        if (fields.includes('description')) {
          item.description = {
            position: banner.position,
            title: banner.title[locale],
            subtitle: banner.subtitle[locale],
            button_title: banner.button[locale],
            link: banner.link,
            image: null,
            image_735_240: `/sandbox-media/banners/${banner.id}-735x240.webp`,
            image_360_520: `/sandbox-media/banners/${banner.id}-360x520.webp`,
          };
        }
        return item;
      });
      return { items, count: live.length };
    },
    { guest: true },
  ),
];
