/**
 * One-time codes the sandbox "sends": contact confirmation, two-factor login and two-factor change,
 * password restore. Codes are fixed so demos and tests can type them (mocks/README.md):
 * contact confirmation and password restore 111111, two-factor 123456.
 */
export const CONTACT_CODE = '111111';
export const RESTORE_CODE = '111111';
export const TWO_FACTOR_CODE = '123456';
/** Confirms a time-out or self-exclusion of an account without a password, sent to a confirmed contact. */
export const BREAK_CODE = '111111';
/** Wrong guesses of one sent code before it is spent and a new one must be asked for. */
export const CODE_ATTEMPTS = 5;

/** A new code can be sent after this many seconds (answers carry `resend_time`). */
export const RESEND_SECONDS = 60;
/** A code is accepted for this long after it was sent (SPEC §8 'Time expired'). */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** Contact confirmation codes live longer: the player may have to open the mail first. */
export const CONTACT_CODE_TTL_MS = 24 * 60 * 60 * 1000;

export type CodePurpose = 'contact' | 'login-2fa' | 'change-2fa' | 'restore' | 'gaming-break';

export interface SentCode {
  readonly code: string;
  readonly sentAt: number;
  /** What the code will do when confirmed, e.g. the two-factor state to switch to. */
  readonly detail: string;
}

/**
 * When a code was last asked for, by subject, for a cooldown that must not depend on whether the subject exists
 * (password restore for unknown logins). Entries older than the cooldown are swept, so guest
 * traffic with ever new logins holds at most one minute of them.
 */
export class Cooldowns {
  private readonly askedAt = new Map<string, number>();

  constructor(readonly seconds: number = RESEND_SECONDS) {}

  get size(): number {
    return this.askedAt.size;
  }

  /** Seconds until the subject may ask again, 0 when it may now. */
  waitFor(subject: string, now: number): number {
    const at = this.askedAt.get(subject);
    if (at === undefined) return 0;
    return Math.max(0, Math.ceil((at + this.seconds * 1000 - now) / 1000));
  }

  start(subject: string, now: number): void {
    this.sweep(now);
    this.askedAt.set(subject, now);
  }

  /** Forgets every cooldown that has run out (Map order is insertion order: the oldest come first). */
  sweep(now: number): void {
    for (const [subject, at] of this.askedAt) {
      if (at + this.seconds * 1000 > now) break;
      this.askedAt.delete(subject);
    }
  }
}

export class CodeBook {
  private readonly codes = new Map<string, SentCode>();
  /** Wrong guesses per sent code (`miss`); a new code starts again. */
  private readonly misses = new Map<string, number>();

  private static key(purpose: CodePurpose, subject: string): string {
    return `${purpose}:${subject}`;
  }

  send(purpose: CodePurpose, subject: string, code: string, now: number, detail = ''): SentCode {
    const sent = { code, sentAt: now, detail };
    this.codes.set(CodeBook.key(purpose, subject), sent);
    this.misses.delete(CodeBook.key(purpose, subject));
    return sent;
  }

  get(purpose: CodePurpose, subject: string): SentCode | undefined {
    return this.codes.get(CodeBook.key(purpose, subject));
  }

  drop(purpose: CodePurpose, subject: string): void {
    this.codes.delete(CodeBook.key(purpose, subject));
    this.misses.delete(CodeBook.key(purpose, subject));
  }

  /** Counts a wrong guess; after CODE_ATTEMPTS the code is spent (dropped). Answers the guesses left. */
  miss(purpose: CodePurpose, subject: string): number {
    const key = CodeBook.key(purpose, subject);
    const count = (this.misses.get(key) ?? 0) + 1;
    if (count >= CODE_ATTEMPTS) {
      this.drop(purpose, subject);
      return 0;
    }
    this.misses.set(key, count);
    return CODE_ATTEMPTS - count;
  }

  /** Seconds until a new code may be sent for this subject, 0 when it may be sent now. */
  resendIn(purpose: CodePurpose, subject: string, now: number): number {
    const sent = this.get(purpose, subject);
    if (!sent) return 0;
    return Math.max(0, Math.ceil((sent.sentAt + RESEND_SECONDS * 1000 - now) / 1000));
  }
}
