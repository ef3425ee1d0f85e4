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

export const SPEC_OPERATIONS = [
  // Account
  { name: 'account.addcontact', method: 'POST', file: 'account' },
  { name: 'account.changefakename', method: 'POST', file: 'account' },
  { name: 'account.changelocale', method: 'POST', file: 'account' },
  { name: 'account.changepassword', method: 'POST', file: 'account' },
  { name: 'account.changeSubscription', method: 'POST', file: 'account' },
  { name: 'account.changeTwoFactorAuth', method: 'POST', file: 'account' },
  { name: 'account.confirmContact', method: 'POST', file: 'account' },
  { name: 'account.confirmTwoFactorAuth', method: 'POST', file: 'account' },
  { name: 'account.getContactPhoneSettings', method: 'GET', file: 'account' },
  { name: 'account.getcurrencyrates', method: 'GET', file: 'account' },
  { name: 'account.getDepositLimit', method: 'GET', file: 'account' },
  { name: 'account.getInfo', method: 'GET', file: 'account' },
  { name: 'account.getBalance', method: 'GET', file: 'account' },
  { name: 'Account.getPersonalDataFields', method: 'GET', file: 'account' },
  { name: 'account.getprofileinfo', method: 'GET', file: 'account' },
  { name: 'account.saveProfileInfo', method: 'POST', file: 'account' },
  { name: 'account.sendconfirmationtocontact', method: 'POST', file: 'account' },
  { name: 'account.setUserOnVerification', method: 'POST', file: 'account' },
  { name: 'account.setCurrency', method: 'POST', file: 'account' },
  { name: 'account.unsubscribe', method: 'POST', file: 'account' },
  // Account: responsible gaming. SPEC §7 shows no call for editing the deposit limit, time-out, self-exclusion
  // (nor for the code confirming one without a password) or the reality check; these are the sandbox platform's,
  // declared like the rest.
  { name: 'account.setDepositLimit', method: 'POST', file: 'account' },
  { name: 'account.getResponsibleGaming', method: 'GET', file: 'account' },
  { name: 'account.setRealityCheck', method: 'POST', file: 'account' },
  { name: 'account.setGamingBreak', method: 'POST', file: 'account' },
  { name: 'account.sendGamingBreakCode', method: 'POST', file: 'account' },
  // Auth
  { name: 'auth.login', method: 'POST', file: 'auth' },
  { name: 'auth.logout', method: 'POST', file: 'auth' },
  { name: 'auth.restore', method: 'POST', file: 'auth' },
  { name: 'auth.register', method: 'POST', file: 'auth' },
  // Banners, bonuses, campaigns, cashbacks
  { name: 'banners.get', method: 'GET', file: 'banners' },
  { name: 'BettingBonuses.activate', method: 'POST', file: 'betting-bonuses' },
  { name: 'BettingBonuses.remove', method: 'POST', file: 'betting-bonuses' },
  { name: 'BettingBonuses.get', method: 'GET', file: 'betting-bonuses' },
  { name: 'bonuses.activate', method: 'POST', file: 'bonuses' },
  { name: 'bonuses.deactivate', method: 'POST', file: 'bonuses' },
  { name: 'bonuses.remove', method: 'POST', file: 'bonuses' },
  { name: 'bonuses.get', method: 'GET', file: 'bonuses' },
  { name: 'campaigns.activateOffer', method: 'POST', file: 'campaigns' },
  { name: 'campaigns.checkPromocode', method: 'POST', file: 'campaigns' },
  { name: 'campaigns.getoffers', method: 'GET', file: 'campaigns' },
  { name: 'campaigns.takepromotions', method: 'POST', file: 'campaigns' },
  { name: 'cashbacks.get', method: 'GET', file: 'cashbacks' },
  { name: 'cashbacks.payout', method: 'POST', file: 'cashbacks' },
  { name: 'cashbacks.remove', method: 'POST', file: 'cashbacks' },
  // Cashier
  { name: 'cashier.cancelwithdrawal', method: 'POST', file: 'cashier' },
  { name: 'cashier.getbanks', method: 'GET', file: 'cashier' },
  { name: 'cashier.getdepositinfo', method: 'GET', file: 'cashier' },
  { name: 'cashier.getdepositsettings', method: 'GET', file: 'cashier' },
  { name: 'cashier.gethistory', method: 'GET', file: 'cashier' },
  { name: 'cashier.getwithdrawsettings', method: 'GET', file: 'cashier' },
  { name: 'cashier.makedeposit', method: 'POST', file: 'cashier', money: true },
  { name: 'cashier.makewithdrawal', method: 'POST', file: 'cashier', money: true },
  // Games, jackpots, leaderboard
  { name: 'games.get', method: 'GET', file: 'games' },
  { name: 'games.getLikes', method: 'GET', file: 'games' },
  { name: 'games.addLike', method: 'POST', file: 'games' },
  { name: 'games.removeLike', method: 'POST', file: 'games' },
  { name: 'games.getCategories', method: 'GET', file: 'games' },
  { name: 'games.getProviders', method: 'GET', file: 'games' },
  { name: 'games.getHistory', method: 'GET', file: 'games' },
  { name: 'games.gethistoryexportrequest', method: 'GET', file: 'games' },
  { name: 'games.createhistoryexportrequest', method: 'POST', file: 'games' },
  { name: 'freespins.get', method: 'GET', file: 'freespins' },
  { name: 'Jackpots.get', method: 'GET', file: 'jackpots' },
  { name: 'Jackpots.getWinners', method: 'GET', file: 'jackpots' },
  { name: 'leaderboard.get', method: 'GET', file: 'leaderboard' },
  // Loyalty
  { name: 'loyalty.buyproduct', method: 'POST', file: 'loyalty', money: true },
  { name: 'loyalty.getcharacters', method: 'GET', file: 'loyalty' },
  { name: 'loyalty.getinfo', method: 'GET', file: 'loyalty' },
  { name: 'loyalty.getnotifications', method: 'GET', file: 'loyalty' },
  { name: 'loyalty.getproducts', method: 'GET', file: 'loyalty' },
  { name: 'loyalty.setcharacter', method: 'POST', file: 'loyalty' },
  { name: 'loyalty.getPrograms', method: 'GET', file: 'loyalty' },
  { name: 'loyalty.getProgram', method: 'GET', file: 'loyalty' },
  // Other
  { name: 'metadata.get', method: 'GET', file: 'metadata' },
  { name: 'metadata.getgeneralinfo', method: 'GET', file: 'metadata' },
  { name: 'popups.get', method: 'GET', file: 'popups' },
  { name: 'storage.get', method: 'GET', file: 'storage' },
  { name: 'storage.getKeys', method: 'GET', file: 'storage' },
  { name: 'storage.set', method: 'POST', file: 'storage' },
  { name: 'sumsub.createApplicant', method: 'POST', file: 'sumsub' },
  { name: 'sumsub.getAccessToken', method: 'POST', file: 'sumsub' },
  { name: 'support.getsettings', method: 'GET', file: 'support' },
  { name: 'Support.sendFeedback', method: 'POST', file: 'support' },
  { name: 'tournaments.get', method: 'GET', file: 'tournaments' },
  { name: 'tournaments.participate', method: 'POST', file: 'tournaments' },
  { name: 'events.handle', method: 'GET', file: 'events' },
  { name: 'FreshChat.storeChatEvent', method: 'POST', file: 'fresh-chat' },
] as const satisfies readonly SpecOperation[];

export type SpecOperationName = (typeof SPEC_OPERATIONS)[number]['name'];

/** The 21 namespace files of src/api (one per API namespace, ARCHITECTURE.md layout). */
export const NAMESPACE_FILES = [...new Set(SPEC_OPERATIONS.map((operation) => operation.file))];
