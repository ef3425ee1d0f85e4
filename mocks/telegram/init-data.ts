/**
 * Telegram mini-app init data validation, as Telegram documents it for bots
 * (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 *   secret = HMAC-SHA256(key "WebAppData", message bot token)
 *   data-check-string = every field but `hash`, as `key=value`, sorted, joined by "\n"
 *   valid when HMAC-SHA256(key secret, data-check-string) in hex equals `hash` (compared in constant time)
 * and `auth_date` is not older than the allowed age.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

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

export function dataCheckString(fields: URLSearchParams): string {
  const pairs: string[] = [];
  for (const [key, value] of fields) if (key !== 'hash') pairs.push(`${key}=${value}`);
  return pairs.sort().join('\n');
}

export function signatureOf(checkString: string, botToken: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex');
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

  const expected = Buffer.from(signatureOf(dataCheckString(fields), options.botToken), 'hex');
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
