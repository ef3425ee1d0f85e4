/**
 * Every API namespace the sandbox implements. Adding a namespace (banners, cashier, games, …) is one
 * file `mocks/api/<namespace>.ts` exporting `operations` and one line here; operations of namespaces not
 * listed answer MethodNotFoundException until their feature lands.
 */
import { operations as account } from './account.ts';
import { operations as auth } from './auth.ts';
import { operations as banners } from './banners.ts';
import { operations as bonuses } from './bonuses.ts';
import { operations as campaigns } from './campaigns.ts';
import { operations as events } from './events.ts';
import { operations as cashbacks } from './cashbacks.ts';
import { operations as cashier } from './cashier.ts';
import { operations as freespins } from './freespins.ts';
import { operations as games } from './games.ts';
import { operations as jackpots } from './jackpots.ts';
import { operations as leaderboard } from './leaderboard.ts';
import { operations as loyalty } from './loyalty.ts';
import { operations as metadata } from './metadata.ts';
import { operations as netPosition } from './net-position.ts';
import { operations as playLimits } from './play-limits.ts';
import { operations as popups } from './popups.ts';
import { OperationRegistry } from './registry.ts';
import { operations as storage } from './storage.ts';
import { operations as sumsub } from './sumsub.ts';
import { operations as support } from './support.ts';
import { operations as sessionLimit } from './session-limit.ts';

export function createRegistry(): OperationRegistry {
  return new OperationRegistry([account, auth, metadata, storage, games, freespins, jackpots, banners, leaderboard, sumsub, loyalty, cashbacks, popups, cashier, bonuses, campaigns, events, support, netPosition, sessionLimit, playLimits]);
}
