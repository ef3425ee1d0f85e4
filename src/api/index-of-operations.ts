/**
 * Every operation SPEC §7 lists, spelled exactly as SPEC §7 spells it (casing included: the platform
 * names some namespaces with a capital, e.g. `BettingBonuses.get`, `Account.getPersonalDataFields`),
 * with its method and the API file that declares it. declarations.test.ts checks that every entry is
 * declared with this method, and that money-moving ones carry an Idempotency-Key.
 */
import type { Method } from './client.ts';

export interface SpecOperation {
  readonly name: string;
  readonly method: Method;
  /** The file under src/api that declares it (without `.ts`). */
  readonly file: string;
  /** Money-moving (deposit, withdrawal, bet, buy): an Idempotency-Key is required (ARCHITECTURE.md). */
  readonly money?: true;
}

type Entry<Name extends string, M extends Method, File extends string, Money extends boolean> = Money extends true
  ? { readonly name: Name; readonly method: M; readonly file: File; readonly money: true }
  : { readonly name: Name; readonly method: M; readonly file: File };

/** One namespace file's operations as index entries: its reads (GET), its other POSTs and its money-moving POSTs. */
function namespace<
  const File extends string,
  const Get extends readonly string[] = [],
  const Post extends readonly string[] = [],
  const Money extends readonly string[] = [],
>(
  file: File,
  operations: { get?: Get; post?: Post; money?: Money },
): (Entry<Get[number], 'GET', File, false> | Entry<Post[number], 'POST', File, false> | Entry<Money[number], 'POST', File, true>)[] {
  return [
    ...(operations.get ?? []).map((name) => ({ name, method: 'GET' as const, file })),
    ...(operations.post ?? []).map((name) => ({ name, method: 'POST' as const, file })),
    ...(operations.money ?? []).map((name) => ({ name, method: 'POST' as const, file, money: true as const })),
  ];
}

export const SPEC_OPERATIONS = [
  // Account
  ...namespace('account', {
    get: [
      'account.getContactPhoneSettings', 'account.getcurrencyrates', 'account.getDepositLimit', 'account.getInfo',
      'account.getBalance', 'Account.getPersonalDataFields', 'account.getprofileinfo',
    ],
    post: [
      'account.addcontact', 'account.changefakename', 'account.changelocale', 'account.changepassword',
      'account.changeSubscription', 'account.changeTwoFactorAuth', 'account.confirmContact',
      'account.confirmTwoFactorAuth', 'account.saveProfileInfo', 'account.sendconfirmationtocontact',
      'account.setUserOnVerification', 'account.setCurrency', 'account.unsubscribe',
    ],
  }),
  // Account: responsible gaming. SPEC §7 shows no call for editing the deposit limit, time-out, self-exclusion
  // (nor for the code confirming one without a password) or the reality check; these are the sandbox platform's,
  // declared like the rest.
  ...namespace('account', {
    get: ['account.getResponsibleGaming'],
    post: [
      'account.setDepositLimit', 'account.setRealityCheck', 'account.setGamingBreak', 'account.sendGamingBreakCode',
    ],
  }),
  // Account: the net position and the session-time limit (decision 035), each in its own file.
  ...namespace('net-position', { get: ['account.getNetPosition'] }),
  ...namespace('session-limit', { get: ['account.getSessionLimit'], post: ['account.setSessionLimit'] }),
  // Auth
  ...namespace('auth', { post: ['auth.login', 'auth.logout', 'auth.restore', 'auth.register'] }),
  // Banners, bonuses, campaigns, cashbacks
  ...namespace('banners', { get: ['banners.get'] }),
  ...namespace('betting-bonuses', {
    get: ['BettingBonuses.get'],
    post: ['BettingBonuses.activate', 'BettingBonuses.remove'],
  }),
  ...namespace('bonuses', { get: ['bonuses.get'], post: ['bonuses.activate', 'bonuses.deactivate', 'bonuses.remove'] }),
  ...namespace('campaigns', {
    get: ['campaigns.getoffers'],
    post: ['campaigns.activateOffer', 'campaigns.checkPromocode', 'campaigns.takepromotions'],
  }),
  ...namespace('cashbacks', { get: ['cashbacks.get'], post: ['cashbacks.payout', 'cashbacks.remove'] }),
  // Cashier
  ...namespace('cashier', {
    get: [
      'cashier.getbanks', 'cashier.getdepositinfo', 'cashier.getdepositsettings', 'cashier.gethistory',
      'cashier.getwithdrawsettings',
    ],
    post: ['cashier.cancelwithdrawal'],
    money: ['cashier.makedeposit', 'cashier.makewithdrawal'],
  }),
  // Games, jackpots, leaderboard
  ...namespace('games', {
    get: [
      'games.get', 'games.getLikes', 'games.getCategories', 'games.getProviders', 'games.getHistory',
      'games.gethistoryexportrequest',
    ],
    post: ['games.addLike', 'games.removeLike', 'games.createhistoryexportrequest'],
  }),
  ...namespace('freespins', { get: ['freespins.get'] }),
  ...namespace('jackpots', { get: ['Jackpots.get', 'Jackpots.getWinners'] }),
  ...namespace('leaderboard', { get: ['leaderboard.get'] }),
  // Loyalty
  ...namespace('loyalty', {
    get: [
      'loyalty.getcharacters', 'loyalty.getinfo', 'loyalty.getnotifications', 'loyalty.getproducts',
      'loyalty.getPrograms', 'loyalty.getProgram',
    ],
    post: ['loyalty.setcharacter'],
    money: ['loyalty.buyproduct'],
  }),
  // Other
  ...namespace('metadata', { get: ['metadata.get', 'metadata.getgeneralinfo'] }),
  ...namespace('popups', { get: ['popups.get'] }),
  ...namespace('storage', { get: ['storage.get', 'storage.getKeys'], post: ['storage.set'] }),
  ...namespace('sumsub', { post: ['sumsub.createApplicant', 'sumsub.getAccessToken'] }),
  ...namespace('support', { get: ['support.getsettings'], post: ['Support.sendFeedback'] }),
  ...namespace('tournaments', { get: ['tournaments.get'], post: ['tournaments.participate'] }),
  ...namespace('events', { get: ['events.handle'] }),
  ...namespace('fresh-chat', { post: ['FreshChat.storeChatEvent'] }),
  // The loss and stake limits (decision 032): the platform's own namespace, beyond SPEC §7.
  ...namespace('play-limits', { get: ['playLimits.get'], post: ['playLimits.setLoss', 'playLimits.setStake'] }),
] as const satisfies readonly SpecOperation[];

export type SpecOperationName = (typeof SPEC_OPERATIONS)[number]['name'];

/** The 22 namespace files of src/api (one per API namespace, ARCHITECTURE.md layout). */
export const NAMESPACE_FILES = [...new Set(SPEC_OPERATIONS.map((operation) => operation.file))];
