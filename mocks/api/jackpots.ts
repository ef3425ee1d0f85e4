/**
 * Jackpots.get and Jackpots.getWinners (SPEC §7; SPEC §3: jackpots arrive as a plain array in data),
 * answering src/api/jackpots.ts. Pots grow with the sandbox clock (so the lobby ticker moves and tests
 * with a fixed clock see fixed amounts); winners are seeded relative to the clock, so they stay recent.
 */
import * as jackpots from '../../src/api/requests/jackpots.ts';
import type { Jackpot, JackpotWinner } from '../../src/api/jackpots.ts';
import { JACKPOTS, jackpotAmount, jackpotWinners } from '../fixtures/games/jackpots.ts';
import { catalogue } from '../fixtures/games/catalogue.ts';
import { fail } from '../http/wire.ts';
import { implement, type OperationHandler } from './registry.ts';

export const DEFAULT_WINNERS_PAGE = 20;

function requireJackpot(id: number): void {
  if (!JACKPOTS.some((jackpot) => jackpot.id === id)) throw fail.invalidParameter({ jackpot_id: ['NOT_FOUND'] }, `Unknown jackpot ${id}`);
}

export const operations: readonly OperationHandler[] = [
  implement(
    jackpots.get,
    (context, { id, name }) => {
      if (id !== undefined) requireJackpot(id);
      // SPEC §2: /jackpots/{name} asks by the SEO name; a name no jackpot has is an empty list (the page says "not found").
      const now = context.now();
      const locale = context.locale;
      return JACKPOTS.filter((jackpot) => (id === undefined || jackpot.id === id) && (name === undefined || jackpot.seoName === name)).map(
        (jackpot): Jackpot => ({
          id: jackpot.id,
          name: jackpot.seoName,
          amount: { amount: jackpotAmount(jackpot, now), currency: 'UZS' },
          status: 'active',
          description: {
            title: jackpot.name[locale],
            text: jackpot.text[locale],
            image: null,
            image_735_240: `/sandbox-media/jackpots/${jackpot.id}-735x240.svg`,
            image_360_520: `/sandbox-media/jackpots/${jackpot.id}-360x520.svg`,
            games: jackpot.games,
            min_bet: { amount: jackpot.minBet, currency: 'UZS' },
          },
        }),
      );
    },
    { guest: true },
  ),

  implement(
    jackpots.getWinners,
    (context, { jackpot_id: jackpotId, offset = 0, count = DEFAULT_WINNERS_PAGE }) => {
      if (jackpotId !== undefined) requireJackpot(jackpotId);
      const all = jackpotWinners(context.now()).filter((winner) => jackpotId === undefined || winner.jackpotId === jackpotId);
      const items = all.slice(offset, offset + count).map((winner): JackpotWinner => {
        const game = catalogue().bySysname.get(winner.sysname);
        return {
          id: winner.id,
          jackpot_id: winner.jackpotId,
          fakename: winner.fakename,
          amount: { amount: winner.amount, currency: 'UZS' },
          created_at: winner.createdAt,
          game: { sysname: winner.sysname, name: game ? game.name[context.locale] : winner.sysname },
        };
      });
      return { items, count: all.length, total: all.length };
    },
    { guest: true },
  ),
];
