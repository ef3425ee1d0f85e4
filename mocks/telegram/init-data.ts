/**
 * Telegram mini-app init data: signed and checked as Telegram documents it for bots
 * (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app), with @tma.js/init-data-node:
 *   secret = HMAC-SHA256(key "WebAppData", message bot token)
 *   data-check-string = every field but `hash`, as `key=value`, sorted, joined by "\n"
 *   valid when HMAC-SHA256(key secret, data-check-string) in hex equals `hash`
 * and `auth_date` is not older than the allowed age. `signature` (Telegram's Ed25519 signature for third parties)
 * is an ordinary field here: covered by `hash` when present, not required (some clients still omit it).
 *
 * The library's validate() is not used for the verdict: it compares the digests as strings and reads the real
 * clock; the sandbox compares in constant time, as a platform must, and reads its own clock (tests move it).
 */
import { timingSafeEqual } from 'node:crypto';
import { sign, signData } from '@tma.js/init-data-node';

/**
 * The sandbox bot's token (mocks/README.md): the one definition, read by the sandbox's config (TELEGRAM_BOT_TOKEN
 * overrides it), the e2e launches, the secret scan and, through the development launch route, `npm run dev`.
 */
export const SANDBOX_BOT_TOKEN = '7000000001:SANDBOX-TOKEN-FOR-TESTS';
export const DEFAULT_MAX_AGE_SECONDS = 3600;
/** Clocks drift: an auth_date this far in the future is still accepted. */
const FUTURE_SKEW_SECONDS = 60;

export interface TelegramUser {
  id: number;
  username: string | undefined;
  first_name: string | undefined;
  language_code: string | undefined;
}

export type InitDataResult =
  | { ok: true; user: TelegramUser; authDate: number; hash: string }
  | { ok: false; reason: 'malformed' | 'unsigned' | 'bad-signature' | 'expired' | 'no-user' };

/** Telegram's data-check-string: every field but `hash`, `key=value`, sorted, one per line. */
function dataCheckString(fields: URLSearchParams): string {
  const pairs: string[] = [];
  for (const [key, value] of fields) if (key !== 'hash') pairs.push(`${key}=${value}`);
  return pairs.sort().join('\n');
}

/** What a sandbox launch carries, in Telegram's field names (the user as an object). */
export interface LaunchData {
  user?: { id: number; first_name: string; username?: string; language_code?: string } | undefined;
  query_id?: string;
  chat_instance?: string;
  chat_type?: string;
  start_param?: string;
}

export interface SignInitDataOptions {
  token?: string;
  authDate?: Date;
  /**
   * Whether the data carries a `signature` field, as newer Telegram clients send (empty here: the sandbox has no
   * Telegram Ed25519 key). Older clients send none; both must sign a player in.
   */
  withSignature?: boolean;
}

/** Raw init data as Telegram hands it to a mini-app, signed with the bot token. */
export function signInitData(data: LaunchData, { token = SANDBOX_BOT_TOKEN, authDate = new Date(), withSignature = true }: SignInitDataOptions = {}): string {
  const signed = sign(data, token, authDate);
  if (withSignature) return signed;
  // The library always writes `signature`; without it the remaining fields are signed again, as an older client's are.
  const fields = new URLSearchParams(signed);
  fields.delete('signature');
  fields.delete('hash');
  fields.append('hash', signData(dataCheckString(fields), token));
  return fields.toString();
}

function parseUser(raw: string | null): TelegramUser | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'number' || !Number.isSafeInteger(record.id) || record.id <= 0) return undefined;
  const optionalString = (field: unknown) => (typeof field === 'string' ? field : undefined);
  return {
    id: record.id,
    username: optionalString(record.username),
    first_name: optionalString(record.first_name),
    language_code: optionalString(record.language_code),
  };
}

export interface VerifyOptions {
  botToken: string;
  maxAgeSeconds: number;
  /** Unix seconds. */
  nowSeconds: number;
}

/** Checks raw init data (the query string Telegram gives the mini-app). */
export function verifyInitData(raw: string, options: VerifyOptions): InitDataResult {
  if (raw.length === 0 || raw.length > 8192) return { ok: false, reason: 'malformed' };
  const fields = new URLSearchParams(raw);
  const hash = fields.get('hash');
  if (hash === null || fields.getAll('hash').length !== 1) return { ok: false, reason: 'unsigned' };
  if (!/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: 'bad-signature' };

  const expected = Buffer.from(signData(dataCheckString(fields), options.botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'bad-signature' };

  // Only signed data is read past this point.
  const authDateText = fields.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateText)) return { ok: false, reason: 'malformed' };
  const authDate = Number(authDateText);
  const age = options.nowSeconds - authDate;
  if (age > options.maxAgeSeconds || age < -FUTURE_SKEW_SECONDS) return { ok: false, reason: 'expired' };

  const user = parseUser(fields.get('user'));
  if (!user) return { ok: false, reason: 'no-user' };
  return { ok: true, user, authDate, hash };
}
