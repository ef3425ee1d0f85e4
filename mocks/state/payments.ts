/**
 * Deposits and withdrawals of the sandbox (decision 009): one transaction store, one id sequence for both kinds (so
 * the history's "all" tab has unique, stable ids), and every change of money through the wallet ledger:
 *
 * - a deposit credits the main balance once, when the provider confirms it (`deposit:<id>`, Wallet.postOnce);
 * - a withdrawal reserves the funds at once (`withdrawal:<id>`); a cancel or a declined payout posts the
 *   opposite once (Wallet.reverse), so no path can move the same money twice.
 *
 * Time is the sandbox clock: `settle(now)` moves pending deposits, expired provider sessions and due
 * withdrawals forward; SandboxState.settleDue runs it before every operation (mocks/api/registry.ts).
 *
 * Responsible gaming (README "Security"): a deposit counts against the player's deposit limit from the moment it is
 * paid at the provider (`paidAt`), and the provider step refuses a payment the limit has no room for (`admit`).
 * A break (time-out, self-exclusion) cancels the player's open deposits (`cancelOpenDeposits`); one the provider
 * confirms afterwards goes back to its source (`refunded`: posted as `deposit` and `deposit_refund`).
 */
import { randomBytes } from 'node:crypto';
import type { DepositFlow, DepositStatus, WithdrawalStatus } from '../../src/api/cashier.ts';
import type { ErrorType } from '../../src/api/errors.ts';
import {
  DEPOSIT_EXPIRES_AFTER_MS,
  DEPOSIT_OUTCOME_AMOUNTS,
  PAYNET_CONFIRMS_AFTER_MS,
  PENDING_SETTLES_AFTER_MS,
  SMS_ATTEMPTS,
  WITHDRAWAL_DECLINED_AMOUNT,
  WITHDRAWAL_PROCESS_AFTER_MS,
} from '../fixtures/payment-methods.ts';
import type { Locale } from './accounts.ts';
import type { LimitUse } from './limit-window.ts';
import { toMinor, type Currency } from './money.ts';
import type { Wallet } from './wallet.ts';

export interface TransactionError {
  readonly type: ErrorType;
  readonly message: string;
}

interface TransactionBase {
  readonly id: number;
  readonly uid: number;
  readonly method: string;
  /** Minor units of `currency` (the player's currency when it was made). */
  readonly amountMinor: number;
  readonly currency: Currency;
  /** Unix milliseconds. */
  readonly createdAt: number;
  updatedAt: number;
  /** As the player gave them; answers mask card numbers and IBANs. */
  readonly requisites: Readonly<Record<string, string>>;
  error: TransactionError | null;
}

export interface DepositRecord extends TransactionBase {
  readonly kind: 'deposit';
  status: DepositStatus;
  readonly flow: DepositFlow;
  /** The provider pages' capability for this deposit (null for seeded history). */
  readonly token: string | null;
  /** The UI locale at makedeposit: the provider pages speak it and return under /ru for Russian. */
  readonly locale: Locale;
  /** A `new` deposit not paid by then is cancelled. */
  readonly expiresAt: number;
  /** `pending`: when the provider's answer arrives, and what it is. */
  settleAt: number | null;
  outcome: 'success' | 'failed';
  /** Card methods: the card the player entered on the provider's form (masked there), then the SMS step. */
  card: string | null;
  smsSentAt: number | null;
  smsAttemptsLeft: number;
  /** When the player paid at the provider (status pending or success since then): it counts against the deposit limit from this moment. */
  paidAt: number | null;
  /** Cancelled by a break while the provider was confirming: a confirmation arriving later is refunded, not credited. */
  refundOnConfirm?: boolean;
  /** The offer the player chose in the cashier (decision 011). */
  readonly campaignOfferId?: number | null;
}

export interface WithdrawalRecord extends TransactionBase {
  readonly kind: 'withdrawal';
  status: WithdrawalStatus;
  /** Processed (paid out or declined) at this time; cancellable until then. */
  readonly processAt: number;
  readonly outcome: 'success' | 'failed';
}

export type TransactionRecord = DepositRecord | WithdrawalRecord;

export interface NewDeposit {
  uid: number;
  method: string;
  flow: DepositFlow;
  amountMinor: number;
  currency: Currency;
  requisites: Record<string, string>;
  locale: Locale;
  /** The offer the player chose in the cashier (decision 011), applied when the deposit succeeds. */
  campaignOfferId?: number | null;
}

export interface NewWithdrawal {
  uid: number;
  method: string;
  amountMinor: number;
  currency: Currency;
  requisites: Record<string, string>;
}

const DECLINED: TransactionError = { type: 'BillingTransactionDeclinedException', message: 'The payment was declined by the provider' };

function isUzs(record: { currency: Currency; amountMinor: number }, amountUzs: number): boolean {
  return record.currency === 'UZS' && record.amountMinor === toMinor(amountUzs, 'UZS');
}

/** Ledger refs: a transaction's id is its identity, so each is posted at most once (Wallet.postOnce). */
export const depositRef = (id: number): string => `deposit:${id}`;
export const withdrawalRef = (id: number): string => `withdrawal:${id}`;

/** Why the provider step refused a payment the deposit limit has no room for (the cashier's limit error). */
export const LIMIT_REFUSAL: TransactionError = { type: 'BillingDepositLimitExceededException', message: 'The payment would pass the deposit limit' };

export class PaymentState {
  private readonly records = new Map<number, TransactionRecord>();
  private readonly tokens = new Map<string, DepositRecord>();
  /** Ids start high, as a platform's do; seeded history takes the first ones. */
  private nextId = 100_001;

  get(id: number): TransactionRecord | undefined {
    return this.records.get(id);
  }

  byToken(token: string): DepositRecord | undefined {
    return this.tokens.get(token);
  }

  /** The player's transactions, newest first (ties by id, newest first): stable for paging. */
  list(uid: number): TransactionRecord[] {
    return [...this.records.values()].filter((record) => record.uid === uid).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }

  /**
   * A deposit handed to its provider. Paynet (flow pending) has no page: its invoice goes to the player's
   * app and the sandbox's Paynet confirms it on its own after PAYNET_CONFIRMS_AFTER_MS.
   */
  /** Called once when a deposit is credited (SandboxState wires the campaigns in; mocks/state/campaigns.ts). */
  onCredited: ((record: DepositRecord, now: number) => void) | undefined;
  /**
   * Asked when the player pays at the provider: whether the deposit limit has room for this payment now
   * (SandboxState wires the account's limit in). A refusal fails the deposit with LIMIT_REFUSAL and moves nothing.
   */
  admit: ((record: DepositRecord, now: number) => boolean) | undefined;

  createDeposit(input: NewDeposit, now: number): DepositRecord {
    const record: DepositRecord = {
      kind: 'deposit',
      id: this.nextId++,
      ...input,
      createdAt: now,
      updatedAt: now,
      status: 'new',
      error: null,
      // Paynet (flow pending) has no provider page, so no capability for one.
      token: input.flow === 'pending' ? null : randomBytes(18).toString('base64url'),
      expiresAt: now + DEPOSIT_EXPIRES_AFTER_MS,
      settleAt: null,
      outcome: 'success',
      card: null,
      smsSentAt: null,
      smsAttemptsLeft: SMS_ATTEMPTS,
      // Paynet (flow pending) is paid from the player's app as it is made: it counts from now.
      paidAt: input.flow === 'pending' ? now : null,
    };
    this.add(record);
    if (record.flow === 'pending') {
      const pendingLonger = isUzs(record, DEPOSIT_OUTCOME_AMOUNTS.pending);
      this.toPending(record, now + (pendingLonger ? PENDING_SETTLES_AFTER_MS : PAYNET_CONFIRMS_AFTER_MS), isUzs(record, DEPOSIT_OUTCOME_AMOUNTS.declined) ? 'failed' : 'success', now);
    }
    return record;
  }

  /**
   * The player pressed Pay at the provider (outcomes by amount, mocks/README.md): 13,000 UZS is declined, 14,000 UZS
   * waits 60 s then succeeds, anything else is credited now. Only a `new` deposit can be paid.
   */
  pay(record: DepositRecord, wallet: Wallet, now: number): void {
    if (record.status !== 'new') return;
    // A checkout opened before the limit was set or lowered is checked when it is paid, not only when it was opened.
    if (this.admit && !this.admit(record, now)) return this.fail(record, LIMIT_REFUSAL, now);
    record.paidAt = now;
    if (isUzs(record, DEPOSIT_OUTCOME_AMOUNTS.declined)) this.fail(record, DECLINED, now);
    else if (isUzs(record, DEPOSIT_OUTCOME_AMOUNTS.pending)) this.toPending(record, now + PENDING_SETTLES_AFTER_MS, 'success', now);
    else this.credit(record, wallet, now);
  }

  /** The player pressed Cancel at the provider (or the session expired). */
  cancel(record: DepositRecord, now: number): void {
    if (record.status !== 'new') return;
    record.status = 'canceled';
    record.updatedAt = now;
  }

  fail(record: DepositRecord, error: TransactionError, now: number): void {
    if (record.status !== 'new' && record.status !== 'pending') return;
    record.status = 'failed';
    record.error = error;
    record.updatedAt = now;
  }

  /** A withdrawal whose funds are reserved at once; throws InsufficientFundsError (and records nothing) without them. */
  createWithdrawal(input: NewWithdrawal, wallet: Wallet, now: number): WithdrawalRecord {
    const id = this.nextId;
    wallet.postOnce(input.uid, 'main', -input.amountMinor, 'withdrawal', now, withdrawalRef(id));
    this.nextId++;
    const declined = input.currency === 'UZS' && input.amountMinor === toMinor(WITHDRAWAL_DECLINED_AMOUNT, 'UZS');
    const record: WithdrawalRecord = {
      kind: 'withdrawal',
      id,
      ...input,
      createdAt: now,
      updatedAt: now,
      status: 'pending',
      error: null,
      processAt: now + WITHDRAWAL_PROCESS_AFTER_MS,
      outcome: declined ? 'failed' : 'success',
    };
    this.add(record);
    return record;
  }

  /** The player takes a pending withdrawal back: the funds return at once. Answers false when it is no longer pending. */
  cancelWithdrawal(record: WithdrawalRecord, wallet: Wallet, now: number): boolean {
    if (record.status !== 'pending' || now >= record.processAt) return false;
    wallet.reverse(record.uid, 'withdrawal', withdrawalRef(record.id), 'withdrawal_cancel', now);
    record.status = 'canceled';
    record.updatedAt = now;
    return true;
  }

  /** Moves every timed transaction whose time has come: pending deposits, unpaid provider sessions, withdrawals. */
  settle(wallet: Wallet, now: number): void {
    for (const record of this.records.values()) {
      if (record.kind === 'deposit') {
        if (record.status === 'new' && record.expiresAt <= now) this.cancel(record, record.expiresAt);
        else if (record.status === 'pending' && record.settleAt !== null && record.settleAt <= now) {
          if (record.outcome === 'success') this.credit(record, wallet, record.settleAt);
          else this.fail(record, DECLINED, record.settleAt);
        } else if (record.status === 'canceled' && record.refundOnConfirm === true && record.settleAt !== null && record.settleAt <= now) {
          if (record.outcome === 'success') this.refund(record, wallet, record.settleAt);
          record.settleAt = null;
        }
      } else if (record.status === 'pending' && record.processAt <= now) {
        if (record.outcome === 'failed') {
          wallet.reverse(record.uid, 'withdrawal', withdrawalRef(record.id), 'withdrawal_return', record.processAt);
          record.status = 'failed';
          record.error = { type: 'WithdrawalDeclinedException', message: 'The payout was declined by the receiving bank' };
        } else {
          record.status = 'success';
        }
        record.updatedAt = record.processAt;
      }
    }
  }

  /**
   * What counts against the player's deposit limit (mocks/state/limit-window.ts): each deposit paid at its provider
   * (pending or credited) at the moment it was paid. With `openAt`, checkouts still open at a provider count too, at
   * that moment, so several open checkouts cannot together be opened past the limit; `except` leaves one deposit out
   * (the one being paid).
   */
  depositUses(uid: number, options: { openAt?: number; except?: number } = {}): LimitUse[] {
    const uses: LimitUse[] = [];
    for (const record of this.records.values()) {
      if (record.kind !== 'deposit' || record.uid !== uid || record.id === options.except) continue;
      if ((record.status === 'success' || record.status === 'pending') && record.paidAt !== null) uses.push({ at: record.paidAt, amountMinor: record.amountMinor });
      else if (record.status === 'new' && options.openAt !== undefined) uses.push({ at: options.openAt, amountMinor: record.amountMinor });
    }
    return uses;
  }

  /**
   * A break starts (README "Security"): the player's checkouts still open at a provider are cancelled, and so are
   * payments the provider has not confirmed yet; a confirmation that still arrives is refunded (settle). Answers the
   * deposits it cancelled.
   */
  cancelOpenDeposits(uid: number, now: number): DepositRecord[] {
    const cancelled: DepositRecord[] = [];
    for (const record of this.records.values()) {
      if (record.kind !== 'deposit' || record.uid !== uid) continue;
      if (record.status === 'new') this.cancel(record, now);
      else if (record.status === 'pending') {
        record.status = 'canceled';
        record.refundOnConfirm = true;
        record.updatedAt = now;
      } else continue;
      cancelled.push(record);
    }
    return cancelled;
  }

  /** Seeded history (mocks/fixtures/cashier-history.ts): records from the past, with no token and no provider step. */
  seed(record: TransactionRecord): void {
    if (record.id >= this.nextId) this.nextId = record.id + 1;
    this.add(record);
  }

  private add(record: TransactionRecord): void {
    if (this.records.has(record.id)) throw new Error(`Transaction ${record.id} exists`);
    this.records.set(record.id, record);
    if (record.kind === 'deposit' && record.token) this.tokens.set(record.token, record);
  }

  private toPending(record: DepositRecord, settleAt: number, outcome: 'success' | 'failed', now: number): void {
    record.status = 'pending';
    record.settleAt = settleAt;
    record.outcome = outcome;
    record.updatedAt = now;
  }

  /**
   * The provider confirmed a payment the break had cancelled: the money came in and goes back to its source at once.
   * The ledger shows both (`deposit`, then `deposit_refund` with the same ref), and the deposit reads `refunded`;
   * no offer is granted for it.
   */
  private refund(record: DepositRecord, wallet: Wallet, now: number): void {
    wallet.postOnce(record.uid, 'main', record.amountMinor, 'deposit', now, depositRef(record.id));
    wallet.reverse(record.uid, 'deposit', depositRef(record.id), 'deposit_refund', now);
    record.status = 'refunded';
    record.updatedAt = now;
  }

  private credit(record: DepositRecord, wallet: Wallet, now: number): void {
    const posting = wallet.postOnce(record.uid, 'main', record.amountMinor, 'deposit', now, depositRef(record.id));
    record.status = 'success';
    record.settleAt = null;
    record.updatedAt = now;
    // A successful deposit grants what the campaigns attach to it (once: a replayed posting moved nothing).
    if (!posting.replayed) this.onCredited?.(record, now);
  }
}
