/** account.* handlers (SPEC §7 Account), answering the shapes declared in src/api/account.ts. */
import { createHmac } from 'node:crypto';
import * as account from '../../src/api/account.ts';
import * as requests from '../../src/api/requests/account.ts';
import type { AccountInfo, Balances, Contact, Profile } from '../../src/api/account.ts';
import { SandboxError, fail } from '../http/wire.ts';
import { loginKey, type AccountRecord, type ContactRecord, type ProfileRecord, type ResponsibleRecord } from '../state/accounts.ts';
import { BREAK_CODE, CONTACT_CODE, CONTACT_CODE_TTL_MS, CODE_TTL_MS, TWO_FACTOR_CODE } from '../state/codes.ts';
import { verifyInitData } from '../telegram/init-data.ts';
import { UZS_PER_UNIT, money, toMinor, type Currency } from '../state/money.ts';
import { verifyPassword, hashPassword } from '../state/passwords.ts';
import { depositLimitWindow } from '../state/deposit-limit.ts';
import { changeLimit, type LimitSetting, type LimitWindow } from '../state/limit-window.ts';
import type { SandboxState } from '../state/index.ts';
import { implement, type OperationContext, type OperationHandler } from './registry.ts';
import { settleVerification } from './sumsub.ts';
import { EMAIL_PATTERN } from './rules.ts';

/** SPEC §5: at most this many contacts per player (a sandbox limit, not stated by the SPEC). */
const MAX_CONTACTS = 5;
/** Players must be adults; the profile refuses younger birth dates. */
const MIN_AGE_YEARS = 18;

/** Countries the phone field offers (account.getContactPhoneSettings); Uzbekistan first and default. */
export const PHONE_COUNTRIES = [
  { country_code: 'UZ', phone_code: '998', mask: '## ### ## ##', length: 9 },
  { country_code: 'RU', phone_code: '7', mask: '### ###-##-##', length: 10 },
  { country_code: 'KZ', phone_code: '7', mask: '### ###-##-##', length: 10 },
  { country_code: 'TJ', phone_code: '992', mask: '## ###-##-##', length: 9 },
] as const;

/** Required personal data; filling them completes a registration (SPEC §4 social registration popup). */
const REQUIRED_PERSONAL_FIELDS = ['first_name', 'last_name', 'birth_date'] as const;
const PERSONAL_FIELDS = ['first_name', 'last_name', 'sex', 'birth_date', 'country', 'region', 'home_town', 'address', 'postcode', 'document_type', 'document_number'] as const;
/** Fields a verified player can no longer change (they were checked against a document). */
const LOCKED_WHEN_VERIFIED: ReadonlySet<string> = new Set(['first_name', 'last_name', 'birth_date', 'document_type', 'document_number']);

export function accountInfo(state: SandboxState, record: AccountRecord): AccountInfo {
  return {
    uid: record.uid,
    reg_time: record.regTime,
    login: record.login,
    fakename: record.fakename,
    is_subscribed: record.contacts.some((contact) => contact.is_subscribed),
    ...balances(state, record),
    is_on_verification: record.isOnVerification,
    is_verified: record.isVerified,
    is_kyc_block_enabled: record.isKycBlockEnabled,
    is_registration_completed: record.isRegistrationCompleted,
    country_code: record.countryCode,
    locale: record.locale,
    two_factor_auth: record.twoFactorAuth,
  };
}

export function balances(state: SandboxState, record: AccountRecord): Balances {
  const of = (kind: 'main' | 'bonus' | 'betting_bonus' | 'fun') => money(state.wallet.balance(record.uid, kind), record.currency);
  return { balance_main: of('main'), balance_bonus: of('bonus'), balance_betting_bonus: of('betting_bonus'), balance_fun: of('fun') };
}

function contactOut(contact: ContactRecord): Contact {
  return { ...contact };
}

function findOwnContact(record: AccountRecord, value: string): ContactRecord {
  const key = loginKey(value);
  const found = record.contacts.find((contact) => loginKey(contact.contact) === key);
  if (!found) throw fail.invalidParameter({ contact: ['NOT_FOUND'] }, 'Contact not found');
  return found;
}

/** Unsubscribe links in e-mails carry this token, so a guest can only unsubscribe an address they received mail at. */
export function unsubscribeToken(contact: string): string {
  return createHmac('sha256', 'sandbox-unsubscribe').update(loginKey(contact)).digest('hex').slice(0, 32);
}

/** Accepts DD.MM.YYYY (the UI format, SPEC §3) or YYYY-MM-DD; answers ISO or undefined. */
export function parseBirthDate(value: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = value.includes('.') ? [match[3], match[2], match[1]] : [match[1], match[2], match[3]];
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

function isAdult(iso: string, now: number): boolean {
  const today = new Date(now);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const adultOn = Date.UTC(year + MIN_AGE_YEARS, month - 1, day);
  return adultOn <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) && year >= 1900;
}

function profileOut(record: AccountRecord, fields: readonly string[]): Profile {
  const profile = record.profile;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    sex: profile.sex,
    birth_date: profile.birth_date,
    country: profile.country,
    country_code: profile.country_code,
    region: profile.region,
    home_town: profile.home_town,
    address: profile.address,
    postcode: profile.postcode,
    ...(fields.includes('document') ? { document: { type: profile.document_type, number: profile.document_number } } : {}),
    ...(fields.includes('contacts') ? { contacts: record.contacts.map(contactOut) } : {}),
  };
}

/** Normalises a new contact: e-mail in lower case, phone as + and digits, checked against its country. */
export function newContact(value: string, countryCode: string | undefined): ContactRecord {
  if (value.includes('@')) {
    if (!EMAIL_PATTERN.test(value.trim())) throw fail.invalidParameter({ contact: ['WRONG_EMAIL'] }, 'Wrong email address');
    return { type: 'email', contact: value.trim().toLowerCase(), is_confirmed: false, is_subscribed: true, phone_country_code: null };
  }
  const digits = value.replace(/[\s()-]/g, '');
  if (!/^\+?\d{10,15}$/.test(digits)) throw fail.invalidParameter({ contact: ['WRONG_PHONE'] }, 'Wrong phone number');
  const phone = `+${digits.replace(/^\+/, '')}`;
  let country = countryCode?.toUpperCase();
  if (country !== undefined) {
    const settings = PHONE_COUNTRIES.find((entry) => entry.country_code === country);
    if (!settings) throw fail.invalidParameter({ phone_country_code: ['INVALID'] });
    if (!phone.startsWith(`+${settings.phone_code}`) || phone.length !== 1 + settings.phone_code.length + settings.length) {
      throw fail.invalidParameter({ contact: ['WRONG_PHONE'] }, 'Wrong phone number');
    }
  } else {
    country = PHONE_COUNTRIES.find((entry) => phone.startsWith(`+${entry.phone_code}`) && phone.length === 1 + entry.phone_code.length + entry.length)?.country_code;
  }
  return { type: 'phone', contact: phone, is_confirmed: false, is_subscribed: false, phone_country_code: country ?? null };
}

/** Taken: another account signs in with it, or the player has it already. An unconfirmed contact blocks nobody else. */
function contactTaken(context: OperationContext, me: AccountRecord, contact: string): boolean {
  const owner = context.state.accounts.findByLogin(contact);
  return (owner !== undefined && owner.uid !== me.uid) || me.contacts.some((entry) => loginKey(entry.contact) === loginKey(contact));
}

/** The subject a contact code is filed under: one account, one contact. */
function contactSubject(record: AccountRecord, contact: string): string {
  return `${record.uid}:${loginKey(contact)}`;
}

export const operations: readonly OperationHandler[] = [
  implement(requests.addContact, (context, input) => {
    const me = context.requireAccount();
    const contact = newContact(input.contact, input.phone_country_code);
    if (contactTaken(context, me, contact.contact)) throw fail.invalidParameter({ contact: ['ALREADY_EXISTS'] }, 'Contact already exists');
    if (me.contacts.length >= MAX_CONTACTS) throw fail.invalidParameter({ contact: ['TOO_MANY'] }, 'Too many contacts');
    me.contacts.push(contact);
    return 1;
  }),

  implement(requests.changeFakename, (context, { fakename }) => {
    const me = context.requireAccount();
    me.fakename = fakename;
    return 1;
  }),

  implement(requests.changeLocale, (context, { locale }) => {
    const me = context.requireAccount();
    me.locale = locale;
    return 1;
  }),

  implement(requests.changePassword, async (context, input) => {
    const me = context.requireAccount();
    // The credentials this request was made under: another change that finishes while this one checks the old
    // password wins, and this one (its session now gone) changes nothing (docs/decisions/024-sessions-and-public-origin.md).
    const version = me.credentialVersion;
    const passwordOk = me.passwordHash !== null && (await verifyPassword(input.old_password, me.passwordHash));
    if (me.credentialVersion !== version) throw fail.unauthorized();
    if (!passwordOk) throw fail.invalidParameter({ old_password: ['WRONG_PASSWORD'] }, 'Wrong password');
    if (input.old_password === input.new_password) throw fail.invalidParameter({ new_password: ['SAME_AS_OLD'] }, 'The new password is the old one');
    const hash = await hashPassword(input.new_password);
    if (me.credentialVersion !== version) throw fail.unauthorized();
    me.passwordHash = hash;
    // Every session ends, those of logins still checking the old password included; this device signs in afresh
    // under the new credentials (a new session id).
    context.state.credentialsChanged(me);
    context.signIn(me);
    return 1;
  }),

  implement(requests.changeSubscription, (context, input) => {
    const me = context.requireAccount();
    findOwnContact(me, input.contact).is_subscribed = input.subscription;
    return 1;
  }),

  implement(requests.changeTwoFactorAuth, (context, { enable }) => {
    const me = context.requireAccount();
    if (enable === me.twoFactorAuth) {
      throw fail.invalidParameter({ enable: [enable ? 'ALREADY_ENABLED' : 'ALREADY_DISABLED'] }, `two_factor_auth is ${enable ? 'enable' : 'disable'}`);
    }
    const subject = String(me.uid);
    const wait = context.state.codes.resendIn('change-2fa', subject, context.now());
    const pending = context.state.codes.get('change-2fa', subject);
    if (wait > 0 && pending?.detail === String(enable)) {
      throw new SandboxError('TooManyRequestsException', `Resend time is ${wait}`, { resend_time: [String(wait)] });
    }
    context.state.codes.send('change-2fa', subject, TWO_FACTOR_CODE, context.now(), String(enable));
    return { resend_time: context.state.codes.resendIn('change-2fa', subject, context.now()) };
  }),

  implement(requests.confirmContact, (context, input) => {
    const me = context.requireAccount();
    const contact = findOwnContact(me, input.contact);
    const subject = contactSubject(me, contact.contact);
    const sent = context.state.codes.get('contact', subject);
    if (!sent) throw fail.invalidParameter({ code: ['NOT_SENT'] }, 'No confirmation code was sent to this contact');
    if (context.now() - sent.sentAt > CONTACT_CODE_TTL_MS) throw fail.invalidParameter({ code: ['EXPIRED'] }, 'Time expired');
    if (input.code !== sent.code) throw fail.invalidParameter({ code: ['INVALID'] }, 'Wrong confirmation code');
    // Someone registered (or confirmed) this address while it waited here unconfirmed: it is theirs.
    const owner = context.state.accounts.findByLogin(contact.contact);
    if (owner && owner.uid !== me.uid) throw fail.invalidParameter({ contact: ['ALREADY_EXISTS'] }, 'Contact already exists');
    contact.is_confirmed = true;
    context.state.codes.drop('contact', subject);
    // Loyalty points for the first confirmed contact.
    context.state.loyalty.credit(me.uid, 'confirm', context.now());
    return 1;
  }),

  implement(requests.confirmTwoFactorAuth, (context, input) => {
    const me = context.requireAccount();
    const subject = String(me.uid);
    const pending = context.state.codes.get('change-2fa', subject);
    if (!pending) throw fail.invalidRequest('No two-factor change is waiting for a code');
    if (context.now() - pending.sentAt > CODE_TTL_MS) {
      context.state.codes.drop('change-2fa', subject);
      throw fail.invalidParameter({ code: ['EXPIRED'] }, 'Time expired');
    }
    if (input.code !== pending.code) throw fail.invalidParameter({ code: ['INVALID'] }, 'two_factor_auth: code is invalid');
    me.twoFactorAuth = pending.detail === 'true';
    context.state.codes.drop('change-2fa', subject);
    return 1;
  }),

  implement(requests.getContactPhoneSettings, () => ({ default_country_code: 'UZ', countries: PHONE_COUNTRIES.map((entry) => ({ ...entry })) }), { guest: true }),

  // The cashier converts its so'm bounds with the same rates (money.ts); EUR is quoted, not a wallet currency.
  implement(requests.getCurrencyRates, () => ({ base: 'UZS', rates: { ...UZS_PER_UNIT, EUR: 13_700 } }), { guest: true }),

  implement(requests.getDepositLimit, (context) => depositLimitOut(context, context.requireAccount())),

  // SPEC §4: a guest is uid 0, not an error.
  implement(
    requests.getInfo,
    (context) => {
      if (!context.account) return { uid: 0 };
      // The identity provider's verdict applies once its review is over (mocks/api/sumsub.ts).
      settleVerification(context.state, context.account.uid, context.now());
      return accountInfo(context.state, context.account);
    },
    { guest: true },
  ),

  implement(requests.getBalance, (context) => balances(context.state, context.requireAccount())),

  implement(
    requests.getPersonalDataFields,
    (context) => {
      const me = context.account;
      const items = PERSONAL_FIELDS.map((name) => ({
        name,
        is_required: (REQUIRED_PERSONAL_FIELDS as readonly string[]).includes(name),
        is_editable: !(me?.isVerified === true && LOCKED_WHEN_VERIFIED.has(name)),
      }));
      return { items, count: items.length };
    },
    { guest: true },
  ),

  implement(requests.getProfileInfo, (context, { fields }) => {
    const me = context.requireAccount();
    return profileOut(me, fields ?? []);
  }),

  implement(requests.saveProfileInfo, (context, input) => {
    const me = context.requireAccount();
    // Absent (or `null`) fields stay as they are; an empty string clears an optional field.
    const changes: Partial<ProfileRecord> = {};
    const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
    if (input.first_name !== undefined) changes.first_name = input.first_name.trim();
    if (input.last_name !== undefined) changes.last_name = input.last_name.trim();
    if (input.sex !== undefined) changes.sex = Number(input.sex);
    if (input.birth_date !== undefined) {
      const iso = parseBirthDate(input.birth_date.trim());
      if (!iso) throw fail.invalidParameter({ birth_date: ['WRONG_DATE'] }, 'Wrong date');
      if (!isAdult(iso, context.now())) throw fail.invalidParameter({ birth_date: ['AGE_RESTRICTION'] }, 'Players must be adults');
      changes.birth_date = iso;
    }
    if (input.country !== undefined) changes.country = blankToNull(input.country);
    if (input.country_code !== undefined) changes.country_code = blankToNull(input.country_code.toUpperCase());
    if (input.region !== undefined) changes.region = blankToNull(input.region);
    if (input.home_town !== undefined) changes.home_town = blankToNull(input.home_town);
    if (input.address !== undefined) changes.address = blankToNull(input.address);
    if (input.postcode !== undefined) changes.postcode = blankToNull(input.postcode);
    if (input.document_type !== undefined) changes.document_type = blankToNull(input.document_type);
    if (input.document_number !== undefined) changes.document_number = blankToNull(input.document_number);

    if (me.isVerified) {
      const locked = Object.keys(changes).filter((field) => LOCKED_WHEN_VERIFIED.has(field) && changes[field as keyof ProfileRecord] !== me.profile[field as keyof ProfileRecord]);
      if (locked.length > 0) throw fail.invalidParameter(Object.fromEntries(locked.map((field) => [field, ['NOT_EDITABLE']])), 'Verified data cannot change');
    }
    Object.assign(me.profile, changes);
    const complete = REQUIRED_PERSONAL_FIELDS.every((field) => me.profile[field] !== null);
    if (!me.isRegistrationCompleted && complete) {
      me.isRegistrationCompleted = true;
    }
    // Loyalty points for a completed profile, once.
    if (complete) context.state.loyalty.credit(me.uid, 'profile', context.now());
    return 1;
  }),

  implement(requests.sendConfirmationToContact, (context, input) => {
    const me = context.requireAccount();
    const contact = findOwnContact(me, input.contact);
    if (contact.is_confirmed) throw fail.invalidParameter({ contact: ['ALREADY_CONFIRMED'] }, 'Contact is already confirmed');
    const subject = contactSubject(me, contact.contact);
    const wait = context.state.codes.resendIn('contact', subject, context.now());
    if (wait > 0) throw new SandboxError('TooManyRequestsException', `Resend time is ${wait}`, { resend_time: [String(wait)] });
    context.state.codes.send('contact', subject, CONTACT_CODE, context.now());
    return 1;
  }),

  implement(requests.setUserOnVerification, (context) => {
    const me = context.requireAccount();
    if (me.isVerified) throw fail.invalidRequest('The player is already verified');
    me.isOnVerification = true;
    // A verdict the provider already gave wins over the player's word that documents were sent.
    settleVerification(context.state, me.uid, context.now());
    return 1;
  }),

  implement(requests.setCurrency, (context, { currency }) => {
    const me = context.requireAccount();
    // Money already moved in one currency: changing it would rewrite the ledger's meaning.
    if (currency !== me.currency && !context.state.wallet.isUntouched(me.uid)) {
      throw fail.invalidParameter({ currency: ['CURRENCY_LOCKED'] }, 'The currency cannot change after money moved');
    }
    me.currency = currency;
    return 1;
  }),

  implement(
    requests.unsubscribe,
    (context, input) => {
      const me = context.account;
      if (me && input.token === undefined) {
        const targets = input.contact === undefined ? me.contacts : [findOwnContact(me, input.contact)];
        for (const contact of targets) contact.is_subscribed = false;
        return 1;
      }
      // From an e-mail link (no session needed): the contact and the token the link carried.
      if (input.contact === undefined) throw fail.invalidParameter({ contact: ['REQUIRED'] });
      if (input.token === undefined || input.token !== unsubscribeToken(input.contact)) {
        throw fail.invalidParameter({ token: ['INVALID'] }, 'The unsubscribe link is not valid');
      }
      const owner = context.state.accounts.findByLogin(input.contact);
      const contact = owner?.contacts.find((entry) => loginKey(entry.contact) === loginKey(input.contact ?? ''));
      if (contact) contact.is_subscribed = false;
      return 1;
    },
    { guest: true },
  ),

  // ---- responsible gaming (declared in src/api/account.ts beyond SPEC §7) ----

  implement(requests.setDepositLimit, (context, input) => {
    const me = context.requireAccount();
    if (input.period !== 'none' && input.amount === undefined) throw fail.invalidParameter({ amount: ['REQUIRED'] });
    const limitMinor = input.period === 'none' ? null : toMinor(Number(input.amount), me.currency);
    // A stricter limit applies at once, a looser one after 24 hours; neither forgets what the period already holds.
    me.depositLimit = changeLimit(me.depositLimit, { period: input.period, limitMinor }, context.now());
    return depositLimitOut(context, me);
  }),

  implement(requests.getResponsibleGaming, (context) => responsibleOut(context.requireAccount(), context.now())),

  implement(requests.setRealityCheck, (context, { minutes }) => {
    const me = context.requireAccount();
    me.responsible = { ...responsibleOf(me), realityCheckMinutes: minutes === 0 ? null : minutes };
    return responsibleOut(me, context.now());
  }),

  // README "Security": a break is confirmed by what the account has, and is never harder to take than a bet: the
  // password where there is one; otherwise the current Telegram launch (checked as at sign-in) or a code sent to a
  // confirmed contact.
  implement(requests.setGamingBreak, async (context, input) => {
    const me = context.requireAccount();
    // The days a kind of break takes (SPEC §4) are the floor's; which list applies depends on the kind sent with them.
    if (!(requests.BREAK_DAYS[input.kind] as readonly number[]).includes(input.days)) throw fail.invalidParameter({ days: ['INVALID'] });
    await confirmBreak(context, me, input);
    context.state.startBreak(me, input.kind, Math.floor(context.now() / 1000) + input.days * 86_400, context.now());
    // The break starts now: every session of the player has ended (startBreak), this one included.
    context.signOut();
    return 1;
  }),

  implement(requests.sendGamingBreakCode, (context) => {
    const me = context.requireAccount();
    if (!breakProofs(me).includes('code')) throw fail.invalidParameter({ code: ['NOT_AVAILABLE'] }, 'This account confirms a break with its password');
    const contact = me.contacts.find((entry) => entry.is_confirmed);
    if (!contact) throw new SandboxError('UserNeedConfirmContactException', 'Confirm a contact to receive the code');
    const subject = String(me.uid);
    const wait = context.state.codes.resendIn('gaming-break', subject, context.now());
    if (wait > 0) throw new SandboxError('TooManyRequestsException', `Resend time is ${wait}`, { resend_time: [String(wait)] });
    context.state.codes.send('gaming-break', subject, BREAK_CODE, context.now());
    return { contact: maskContact(contact.contact), resend_time: context.state.codes.resendIn('gaming-break', subject, context.now()) };
  }),
];


function responsibleOf(record: AccountRecord): ResponsibleRecord {
  return record.responsible ?? { realityCheckMinutes: null, breakKind: null, breakUntil: null };
}

function responsibleOut(record: AccountRecord, now: number): account.ResponsibleGaming {
  const current = responsibleOf(record);
  const active = current.breakUntil !== null && current.breakUntil * 1000 > now;
  return {
    reality_check_minutes: current.realityCheckMinutes,
    break_kind: active ? current.breakKind : null,
    break_until: active ? current.breakUntil : null,
    break_proofs: breakProofs(record),
  };
}

/** What confirms a break for this account: its password where it has one, else a Telegram launch and/or a contact code. */
export function breakProofs(record: AccountRecord): account.BreakProof[] {
  if (record.passwordHash !== null) return ['password'];
  const proofs: account.BreakProof[] = [];
  if (record.telegramId !== null) proofs.push('telegram');
  if (record.contacts.some((contact) => contact.is_confirmed)) proofs.push('code');
  // Nothing else to confirm with: the signed-in session is enough, as it is for a bet.
  return proofs.length > 0 ? proofs : ['session'];
}

/** `a***@mail.uz`, `+99890*****67`: enough for the player to know where the code went. */
function maskContact(contact: string): string {
  if (contact.includes('@')) {
    const [local = '', domain = ''] = contact.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `${contact.slice(0, 6)}*****${contact.slice(-2)}`;
}

/**
 * Checks the proof a break came with against what the account has (breakProofs). Every refusal is an
 * InvalidParameterException on the field the app shows it under: REQUIRED (no proof the account has), NOT_AVAILABLE
 * (a proof this account does not use), WRONG_PASSWORD; init_data INVALID, WRONG_SIGNATURE, EXPIRED (older than a
 * sign-in accepts) or MISMATCH (another Telegram user); code NOT_SENT, EXPIRED, INVALID (ATTEMPTS when spent).
 */
async function confirmBreak(context: OperationContext, me: AccountRecord, input: { password?: string | undefined; init_data?: string | undefined; code?: string | undefined }): Promise<void> {
  const proofs = breakProofs(me);
  if (me.passwordHash !== null) {
    if (input.password === undefined) throw fail.invalidParameter({ password: ['REQUIRED'] }, 'Confirm the break with your password');
    if (!(await verifyPassword(input.password, me.passwordHash))) throw fail.invalidParameter({ password: ['WRONG_PASSWORD'] }, 'Wrong password');
    return;
  }
  if (input.password !== undefined) throw fail.invalidParameter({ password: ['NOT_AVAILABLE'] }, 'This account has no password');
  if (input.init_data !== undefined) {
    if (!proofs.includes('telegram')) throw fail.invalidParameter({ init_data: ['NOT_AVAILABLE'] }, 'This account does not sign in through Telegram');
    const result = verifyInitData(input.init_data, { botToken: context.config.telegramBotToken, maxAgeSeconds: context.config.telegramMaxAgeSeconds, nowSeconds: Math.floor(context.now() / 1000) });
    if (!result.ok) {
      const key = result.reason === 'expired' ? 'EXPIRED' : result.reason === 'malformed' || result.reason === 'no-user' ? 'INVALID' : 'WRONG_SIGNATURE';
      throw fail.invalidParameter({ init_data: [key] }, 'The Telegram launch does not confirm the break');
    }
    if (result.user.id !== me.telegramId) throw fail.invalidParameter({ init_data: ['MISMATCH'] }, 'The Telegram launch is another user’s');
    return;
  }
  if (input.code !== undefined) {
    if (!proofs.includes('code')) throw fail.invalidParameter({ code: ['NOT_AVAILABLE'] }, 'This account has no confirmed contact');
    const subject = String(me.uid);
    const sent = context.state.codes.get('gaming-break', subject);
    if (!sent) throw fail.invalidParameter({ code: ['NOT_SENT'] }, 'No code was sent');
    if (context.now() - sent.sentAt > CODE_TTL_MS) {
      context.state.codes.drop('gaming-break', subject);
      throw fail.invalidParameter({ code: ['EXPIRED'] }, 'Time expired');
    }
    if (input.code !== sent.code) {
      // A code is a guess like a password: a few tries, then a new one must be sent.
      const left = context.state.codes.miss('gaming-break', subject);
      throw fail.invalidParameter({ code: [left > 0 ? 'INVALID' : 'ATTEMPTS'] }, 'Wrong code');
    }
    context.state.codes.drop('gaming-break', subject);
    return;
  }
  if (proofs.includes('session')) return;
  const first = proofs[0] === 'telegram' ? 'init_data' : 'code';
  throw fail.invalidParameter({ [first]: ['REQUIRED'] }, 'Confirm the break');
}


/** SPEC §3 deposit limit as it stands now; the cashier enforces its `available_amount` (mocks/api/cashier.ts). */
export function depositLimitOut(context: OperationContext, me: AccountRecord): account.DepositLimit {
  // Deposits paid in the rolling period count, and checkouts still open at a provider too (mocks/state/payments.ts).
  // The window first: it applies a pending change whose 24 hours passed to the account's limit.
  const window = depositLimitWindow(me, context.state.payments, context.now(), { openAt: context.now() });
  return periodLimitOut(me.depositLimit, window, me.currency);
}

/** A rolling-period limit (mocks/state/limit-window.ts) in SPEC §3's deposit-limit shape: the loss limit answers it too (decision 032). */
export function periodLimitOut(limit: LimitSetting, window: LimitWindow, currency: Currency): account.DepositLimit {
  const pending = limit.pending;
  return {
    available_amount: window.availableMinor === null ? null : money(window.availableMinor, currency),
    can_edit: true,
    // The period rolls: more becomes available when the oldest deposit it counts leaves it.
    expired_at: window.releasesAt === null ? null : Math.ceil(window.releasesAt / 1000),
    limit_amount: limit.limitMinor === null ? null : money(limit.limitMinor, currency),
    period: limit.limitMinor === null ? 'none' : limit.period,
    pending_limit_amount: pending && pending.limitMinor !== null ? money(pending.limitMinor, currency) : null,
    pending_period: pending ? pending.period : null,
    pending_at: pending ? pending.at : null,
  };
}
