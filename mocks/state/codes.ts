/**
 * One-time codes the sandbox "sends": contact confirmation, two-factor login and two-factor change,
 * password restore. Codes are fixed so demos and tests can type them (mocks/README.md):
 * contact confirmation and password restore 111111, two-factor 123456.
 */
export const CONTACT_CODE = '111111';
export const RESTORE_CODE = '111111';
export const TWO_FACTOR_CODE = '123456';

/** A new code can be sent after this many seconds (answers carry `resend_time`). */
export const RESEND_SECONDS = 60;
/** A code is accepted for this long after it was sent (SPEC §8 'Time expired'). */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** Contact confirmation codes live longer: the player may have to open the mail first. */
export const CONTACT_CODE_TTL_MS = 24 * 60 * 60 * 1000;

export type CodePurpose = 'contact' | 'login-2fa' | 'change-2fa' | 'restore';

export interface SentCode {
  readonly code: string;
  readonly sentAt: number;
  /** What the code will do when confirmed, e.g. the two-factor state to switch to. */
  readonly detail: string;
}

export class CodeBook {
  private readonly codes = new Map<string, SentCode>();

  private static key(purpose: CodePurpose, subject: string): string {
    return `${purpose}:${subject}`;
  }

  send(purpose: CodePurpose, subject: string, code: string, now: number, detail = ''): SentCode {
    const sent = { code, sentAt: now, detail };
    this.codes.set(CodeBook.key(purpose, subject), sent);
    return sent;
  }

  get(purpose: CodePurpose, subject: string): SentCode | undefined {
    return this.codes.get(CodeBook.key(purpose, subject));
  }

  drop(purpose: CodePurpose, subject: string): void {
    this.codes.delete(CodeBook.key(purpose, subject));
  }

  /** Seconds until a new code may be sent for this subject, 0 when it may be sent now. */
  resendIn(purpose: CodePurpose, subject: string, now: number): number {
    const sent = this.get(purpose, subject);
    if (!sent) return 0;
    return Math.max(0, Math.ceil((sent.sentAt + RESEND_SECONDS * 1000 - now) / 1000));
  }
}
