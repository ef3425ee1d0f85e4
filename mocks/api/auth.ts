/**
 * auth.* handlers (SPEC §7 Auth): login with throttling and two-factor codes, logout, password restore,
 * registration by e-mail/phone or by Telegram init data.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Infer } from 'superstruct';
import * as auth from '../../src/api/auth.ts';
import * as requests from '../../src/api/requests/auth.ts';
import { SandboxError, fail } from '../http/wire.ts';
import { EMPTY_PROFILE, type AccountRecord, type ContactRecord, type NewAccount } from '../state/accounts.ts';
import { CONTACT_CODE_TTL_MS, RESTORE_CODE } from '../state/codes.ts';
import { throttleSubject, type Attempt } from '../state/login-guard.ts';
import { hashPassword, hashPasswordSync, verifyPassword } from '../state/passwords.ts';
import { verifyInitData } from '../telegram/init-data.ts';
import { admissionRefusal, nationalExclusion } from './admission.ts';
import type { RegisterIdentity } from '../state/national-register.ts';
import { newContact } from './account.ts';
import { checkPromoCode } from './campaigns.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';
import { Fakename } from './rules.ts';

let dummyHash: string | undefined;
/** Checked when the login is unknown, so a wrong login takes as long as a wrong password (no account probing by timing). */
function dummyPasswordHash(): string {
  dummyHash ??= hashPasswordSync('not-a-password', createHash('sha256').update('sandbox-dummy').digest().subarray(0, 16));
  return dummyHash;
}

function tooManyAttempts(wait: number): SandboxError {
  return new SandboxError('TooManyRequestsException', `Too many attempts, try again in ${wait} seconds`, { retry_after: [String(wait)] });
}

function throttle(context: OperationContext, subject: string): void {
  const wait = context.state.loginGuard.retryAfter(subject, context.now());
  if (wait > 0) throw tooManyAttempts(wait);
}

/**
 * Signs a known player in once the checks every way in shares pass (mocks/api/admission.ts). The throttle's attempt
 * (when one was taken) ends as a failure only for a wrong code, as a success when the player is signed in, else as
 * neither.
 */
function admit(context: OperationContext, record: AccountRecord, code: string | undefined, attempt: Attempt | undefined): void {
  const refusal = admissionRefusal(context.state, record, code, context.now());
  if (refusal) {
    if (refusal.failure) attempt?.failed();
    else attempt?.release();
    throw refusal.error;
  }
  attempt?.succeeded();
  context.signIn(record);
}

/** A place in the login throttle for this subject and the client's address, or TooManyRequestsException. */
async function beginAttempt(context: OperationContext, subject: string): Promise<Attempt> {
  const attempt = await context.state.loginGuard.begin(subject, context.clientAddress, () => context.now());
  if (typeof attempt === 'number') throw tooManyAttempts(attempt);
  return attempt;
}

function newAccount(context: OperationContext, fields: Partial<NewAccount> & Pick<NewAccount, 'login' | 'passwordHash' | 'contacts'>): NewAccount {
  return {
    fakename: '',
    regTime: Math.floor(context.now() / 1000),
    currency: 'UZS',
    locale: context.locale,
    countryCode: 'UZ',
    isVerified: false,
    isOnVerification: false,
    isKycBlockEnabled: false,
    isRegistrationCompleted: true,
    twoFactorAuth: false,
    banned: false,
    telegramId: null,
    promoCode: null,
    profile: { ...EMPTY_PROFILE },
    storage: new Map(),
    depositLimit: { period: 'none', limitMinor: null },
    ...fields,
  };
}

/** Fun (demo) money every new account starts with. */
const NEW_FUN_MINOR = 1_000_000 * 100;

function open(context: OperationContext, account: NewAccount): AccountRecord {
  const record = context.state.accounts.add(account);
  if (!record.fakename) record.fakename = `Player${record.uid}`;
  context.state.wallet.post(record.uid, 'fun', NEW_FUN_MINOR, 'seed', context.now());
  // The loyalty programme welcomes every new player (a notification the app shows, mocks/state/loyalty.ts).
  context.state.loyalty.credit(record.uid, 'register', context.now());
  return record;
}

function loginTaken(): SandboxError {
  return fail.invalidParameter({ login: ['ALREADY_EXISTS'] }, 'This login is taken');
}

/** Decision 034: no new account for an identity the national self-exclusion list names. */
function refuseListed(context: OperationContext, identity: RegisterIdentity): void {
  const listing = context.state.register.listingFor(identity, context.now());
  if (listing) throw nationalExclusion(listing);
}

function passwordDigest(password: string): Buffer {
  return createHash('sha256').update(password).digest();
}

/**
 * One login, one account: the login is claimed before the first await (the password's hashing), so registrations of
 * one login sent at once open one account. Another registration while it runs answers ALREADY_EXISTS, unless it is
 * the same form sent twice (same password): that one waits for the first and signs into its account.
 */
async function registerByLogin(context: OperationContext, input: Infer<typeof requests.RegisterByLogin>): Promise<auth.RegisterResult> {
  if (input.terms === false) throw fail.invalidParameter({ terms: ['REQUIRED'] }, 'The terms must be accepted');
  const contact: ContactRecord = newContact(input.login, undefined);
  refuseListed(context, { login: contact.contact });
  const { accounts } = context.state;
  const running = accounts.registration(contact.contact);
  if (running) {
    if (!timingSafeEqual(running.passwordDigest, passwordDigest(input.password))) throw loginTaken();
    const first = await running.account;
    context.signIn(first);
    return { uid: first.uid, is_new: true };
  }
  if (accounts.findByLogin(contact.contact)) throw loginTaken();
  // A code that cannot apply is refused with its promo_code key (SPEC §8); a valid one waits for the first deposit.
  if (input.promo_code) checkPromoCode(context, undefined, input.promo_code);
  contact.is_subscribed = input.notify ?? false;
  const opening = (async () => {
    const passwordHash = await hashPassword(input.password);
    // Another way in (a social sign-in, a confirmed contact) may have taken the login meanwhile.
    if (accounts.findByLogin(contact.contact)) throw loginTaken();
    return open(
      context,
      newAccount(context, {
        login: contact.contact,
        passwordHash,
        contacts: [contact],
        currency: input.currency ?? 'UZS',
        promoCode: input.promo_code ?? null,
      }),
    );
  })();
  const claim = accounts.claim(contact.contact, { passwordDigest: passwordDigest(input.password), account: opening });
  let record: AccountRecord;
  try {
    record = await opening;
  } finally {
    claim.release();
  }
  context.signIn(record);
  return { uid: record.uid, is_new: true };
}

/** SPEC §7 Telegram registration: the init data must be signed with the bot token and fresh. */
async function registerByTelegram(context: OperationContext, input: Infer<typeof requests.RegisterByTelegram>): Promise<auth.RegisterResult> {
  const result = verifyInitData(input.payload, {
    botToken: context.config.telegramBotToken,
    maxAgeSeconds: context.config.telegramMaxAgeSeconds,
    nowSeconds: Math.floor(context.now() / 1000),
  });
  if (!result.ok) {
    if (result.reason === 'malformed' || result.reason === 'no-user') throw fail.invalidParameter({ payload: ['INVALID'] }, 'Telegram init data is malformed');
    if (result.reason === 'expired') throw new SandboxError('AuthorizationException', 'Telegram init data is expired', { payload: ['EXPIRED'] });
    throw new SandboxError('AuthorizationException', 'Telegram init data signature is invalid', { payload: ['WRONG_SIGNATURE'] });
  }
  if (input.hash !== undefined && input.hash !== result.hash) {
    throw new SandboxError('AuthorizationException', 'Telegram init data signature is invalid', { hash: ['WRONG_SIGNATURE'] });
  }
  if (input.id !== undefined && input.id !== result.user.id) throw fail.invalidParameter({ id: ['MISMATCH'] }, 'The id is not the signed user');

  const existing = context.state.accounts.findByTelegramId(result.user.id);
  if (existing) {
    // A typed two-factor code is a guess like a password: it takes a place in the throttle before it is checked.
    const attempt = input.code === undefined ? undefined : await beginAttempt(context, throttleSubject(existing, existing.login));
    try {
      admit(context, existing, input.code, attempt);
    } finally {
      attempt?.release();
    }
    return { uid: existing.uid, is_new: false };
  }
  refuseListed(context, { telegramId: result.user.id });
  if (input.terms === false) throw fail.invalidParameter({ terms: ['REQUIRED'] }, 'The terms must be accepted');
  // A code sent with a Telegram registration is checked as at any registration (registerByLogin): one that
  // cannot apply is refused with its promo_code key and no account is opened; a valid one waits for the first deposit.
  if (input.promo_code) checkPromoCode(context, undefined, input.promo_code);
  // SPEC §5 fakenames have no special characters: `ali_uz` becomes `aliuz`.
  const username = result.user.username?.replace(/[^\p{L}\p{N}]/gu, '');
  const record = open(
    context,
    newAccount(context, {
      login: `tg_${result.user.id}`,
      passwordHash: null,
      contacts: [],
      telegramId: result.user.id,
      fakename: username !== undefined && Fakename.is(username) ? username : '',
      locale: result.user.language_code === 'ru' ? 'ru' : context.locale,
      currency: input.currency ?? 'UZS',
      promoCode: input.promo_code ?? null,
    }),
  );
  context.signIn(record);
  return { uid: record.uid, is_new: true };
}

export const operations: readonly OperationHandler[] = [
  implement(
    requests.login,
    async (context, input) => {
      // The attempt takes its place in the throttle before the password is checked, so parallel
      // guesses see each other; only failures count (mocks/state/login-guard.ts). Per account, whichever login was typed.
      const record = context.state.accounts.findByLogin(input.login);
      const attempt = await beginAttempt(context, throttleSubject(record, input.login));
      try {
        // The credentials the password is checked against: if they change while it is checked (a password change or
        // reset), the old password opens no session (docs/decisions/024-sessions-and-public-origin.md).
        const version = record?.credentialVersion;
        const passwordOk = await verifyPassword(input.password, record?.passwordHash ?? dummyPasswordHash());
        if (!record || !record.passwordHash || !passwordOk || record.credentialVersion !== version) {
          attempt.failed();
          throw new SandboxError('AuthorizationException', 'Wrong login or password', { login: ['WRONG_CREDENTIALS'] });
        }
        admit(context, record, input.code, attempt);
      } finally {
        attempt.release();
      }
      return 1;
    },
    { guest: true },
  ),

  implement(
    requests.logout,
    (context) => {
      context.signOut();
      return 1;
    },
    { guest: true },
  ),

  implement(
    requests.restore,
    async (context, input) => {
      const record = context.state.accounts.findByLogin(input.login);
      const throttled = throttleSubject(record, input.login);
      throttle(context, throttled);
      const subject = String(record?.uid ?? 0);
      const { codes } = context.state;
      const now = context.now();
      if (input.code === undefined && input.password === undefined) {
        // The answers and the cooldown are the same whether the login exists or not: restore must not reveal
        // accounts. The cooldown is per account, or per login typed when none has it.
        const wait = context.state.restoreCooldowns.waitFor(throttled, now);
        if (wait > 0) throw new SandboxError('TooManyRequestsException', `Resend time is ${wait}`, { resend_time: [String(wait)] });
        context.state.restoreCooldowns.start(throttled, now);
        if (record) codes.send('restore', subject, RESTORE_CODE, now);
        return 1;
      }
      if (input.code === undefined) throw fail.invalidParameter({ code: ['REQUIRED'] });
      if (input.password === undefined) throw fail.invalidParameter({ password: ['REQUIRED'] });
      const sent = record ? codes.get('restore', subject) : undefined;
      if (!record || !sent || now - sent.sentAt > CONTACT_CODE_TTL_MS || sent.code !== input.code) {
        context.state.loginGuard.recordFailure(throttled, now);
        throw fail.invalidParameter({ code: ['INVALID'] }, 'Wrong or expired code');
      }
      // The code is spent before the first await: two resets sent at once with it cannot both set a password.
      codes.drop('restore', subject);
      record.passwordHash = await hashPassword(input.password);
      // Every session ends, those of logins still checking the old password included (docs/decisions/024-sessions-and-public-origin.md).
      context.state.credentialsChanged(record);
      context.state.loginGuard.clear(throttled);
      return 1;
    },
    { guest: true },
  ),

  implement(
    requests.register,
    (context, input) => (input.is_tg === true ? registerByTelegram(context, input) : registerByLogin(context, input)),
    { guest: true },
  ),
];
