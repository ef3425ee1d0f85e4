/**
 * freespins.get (SPEC §7; SPEC §3 "Freespin pack": game.sysname, remaining_count), answering
 * src/api/freespins.ts. The seeded player has packs on a few slots (mocks/state/games.ts); a real-mode
 * round of the in-house slot on such a game spends one (mocks/games/rounds.ts).
 */
import * as freespins from '../../src/api/requests/freespins.ts';
import type { FreespinPack } from '../../src/api/freespins.ts';
import { catalogue } from '../fixtures/games/catalogue.ts';
import type { Locale } from '../state/accounts.ts';
import type { FreespinPackRecord } from '../state/games.ts';
import { money, toMajor, type Currency } from '../state/money.ts';
import { gameImage } from './games.ts';
import { implement, type OperationHandler } from './registry.ts';
import { MAX_FREESPIN_PAGE } from '../../src/api/requests/freespins.ts';

/** Russian plural of "фриспин" (SPEC §9: the plural helper picks among three forms). */
function spinsRu(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return `${count} фриспин`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${count} фриспина`;
  return `${count} фриспинов`;
}

function packStatus(pack: FreespinPackRecord, nowSeconds: number): 'active' | 'finished' {
  return pack.remainingCount > 0 && pack.expiredAt > nowSeconds ? 'active' : 'finished';
}

function packOut(pack: FreespinPackRecord, locale: Locale, currency: Currency, nowSeconds: number, withDescription: boolean): FreespinPack {
  const game = catalogue().bySysname.get(pack.sysname);
  const name = game ? game.name[locale] : pack.sysname;
  const bet = `${toMajor(pack.betMinor, currency).toLocaleString('en-US')} ${currency}`;
  return {
    id: pack.id,
    game: { sysname: pack.sysname, name },
    remaining_count: pack.remainingCount,
    total_count: pack.totalCount,
    bet: money(pack.betMinor, currency),
    status: packStatus(pack, nowSeconds),
    expired_at: pack.expiredAt,
    ...(withDescription
      ? {
          description:
            locale === 'ru'
              ? { title: spinsRu(pack.totalCount), text: `В игре «${name}», ставка ${bet} за вращение.`, image: gameImage(pack.sysname) }
              : { title: `${pack.totalCount} ta bepul aylantirish`, text: `«${name}» o'yinida, har bir aylantirish ${bet}.`, image: gameImage(pack.sysname) },
        }
      : {}),
  };
}

export const operations: readonly OperationHandler[] = [
  implement(freespins.get, (context, { fields, status = 'active', count = MAX_FREESPIN_PAGE }) => {
    const me = context.requireAccount();
    const nowSeconds = Math.floor(context.now() / 1000);
    const own = context.state.games.freespins.filter((pack) => pack.uid === me.uid && (status === 'all' || packStatus(pack, nowSeconds) === status));
    const items = own.slice(0, count).map((pack) => packOut(pack, context.locale, me.currency, nowSeconds, fields?.includes('description') ?? false));
    return { items, count: own.length };
  }),
];
