import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { breakMode, breakRefusal } from './break-proof.ts';

function refused(errorData: Record<string, string[]>): ApiError {
  return new ApiError({ kind: 'http', operation: 'account.setGamingBreak', status: 422, type: 'InvalidParameterException', message: 'refused', errorData });
}

describe('how a break is confirmed', () => {
  it('asks for the password only where the account has one (and where the platform does not say)', () => {
    expect(breakMode(['password'], 'init-data')).toBe('password');
    expect(breakMode(undefined, undefined)).toBe('password');
  });

  it('a Telegram account in Telegram types nothing: the launch confirms it', () => {
    expect(breakMode(['telegram'], 'query_id=1&hash=ab')).toBe('telegram');
    expect(breakMode(['telegram', 'code'], 'query_id=1&hash=ab')).toBe('telegram');
  });

  it('without the launch, a code to the confirmed contact; without that, the way back through Telegram', () => {
    expect(breakMode(['telegram', 'code'], undefined)).toBe('code');
    expect(breakMode(['code'], undefined)).toBe('code');
    expect(breakMode(['telegram'], undefined)).toBe('reopen');
    expect(breakMode(['session'], undefined)).toBe('session');
    expect(breakMode(['a_newer_proof'], undefined)).toBe('reopen');
  });

  it('says each refusal where it belongs', () => {
    expect(breakRefusal(refused({ password: ['WRONG_PASSWORD'] }))).toEqual({ field: 'password', key: 'wrongPassword' });
    expect(breakRefusal(refused({ code: ['INVALID'] }))).toEqual({ field: 'code', key: 'breakCodeWrong' });
    expect(breakRefusal(refused({ code: ['ATTEMPTS'] }))).toEqual({ key: 'breakCodeNew' });
    expect(breakRefusal(refused({ init_data: ['EXPIRED'] }))).toEqual({ key: 'breakTelegramExpired' });
    expect(breakRefusal(refused({ init_data: ['MISMATCH'] }))).toEqual({ key: 'breakTelegramRefused' });
    expect(breakRefusal(new ApiError({ kind: 'network', operation: 'account.setGamingBreak', message: 'offline' }))).toEqual({ key: 'network' });
  });
});
