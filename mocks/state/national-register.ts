/**
 * The sandbox's stand-in for the Unified State Register of bets and players (README "Player protection";
 * docs/decisions/034-who-may-not-play.md): who is on the national self-exclusion list, and the restrictions the
 * register holds on an identified player (a payout limit per day).
 *
 * A listing names identities, not accounts: a login (e-mail or phone, compared as logins are) or a Telegram id. An
 * account is listed when its own login, one of its confirmed contacts or its Telegram id is; so a listed person can
 * neither sign in by any way nor register again with the same e-mail, phone or Telegram account. Test mode lists and
 * unlists identities (`POST /__sandbox/register`, mocks/sandbox-register.ts).
 */
import { loginKey, type AccountRecord } from './accounts.ts';

export interface RegisterListing {
  /** Unix seconds when the self-exclusion ends, or null when the register gives no end. */
  readonly until: number | null;
}

/** An identity as the register names it: a login (e-mail or +phone) or a Telegram user id. */
export type RegisterIdentity = { readonly login: string } | { readonly telegramId: number };

export interface RegisterRestriction {
  /** The most the player may be paid out (withdrawals, pending and done) per Tashkent calendar day, in minor units. */
  readonly payoutPerDayMinor: number;
}

function keyOf(identity: RegisterIdentity): string {
  return 'login' in identity ? `login:${loginKey(identity.login)}` : `tg:${identity.telegramId}`;
}

export class NationalRegister {
  private readonly listings = new Map<string, RegisterListing>();
  private readonly restrictions = new Map<number, RegisterRestriction>();

  list(identity: RegisterIdentity, listing: RegisterListing): void {
    this.listings.set(keyOf(identity), listing);
  }

  unlist(identity: RegisterIdentity): void {
    this.listings.delete(keyOf(identity));
  }

  /** The listing of one identity in force at `now` (unix ms); one whose end has passed no longer applies. */
  listingFor(identity: RegisterIdentity, now: number): RegisterListing | undefined {
    const listing = this.listings.get(keyOf(identity));
    if (!listing || (listing.until !== null && listing.until * 1000 <= now)) return undefined;
    return listing;
  }

  /** The listing that keeps this account's holder out at `now`: by its login, a confirmed contact or its Telegram id. */
  listingOf(account: AccountRecord, now: number): RegisterListing | undefined {
    const identities: RegisterIdentity[] = [{ login: account.login }, ...account.contacts.filter((contact) => contact.is_confirmed).map((contact) => ({ login: contact.contact }))];
    if (account.telegramId !== null) identities.push({ telegramId: account.telegramId });
    for (const identity of identities) {
      const listing = this.listingFor(identity, now);
      if (listing) return listing;
    }
    return undefined;
  }

  restrict(uid: number, restriction: RegisterRestriction): void {
    this.restrictions.set(uid, restriction);
  }

  restrictionOf(uid: number): RegisterRestriction | undefined {
    return this.restrictions.get(uid);
  }
}
