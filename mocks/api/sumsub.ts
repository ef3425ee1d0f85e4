/**
 * sumsub.* handlers: the platform's side of identity verification (SPEC §1, §7). The app creates an applicant, gets
 * an access token and launches Sumsub's WebSDK (@sumsub/websdk) with it. The token is shaped like Sumsub's own
 * (`_act-sbx-jwt-<header>.<payload>.<signature>`, the payload naming the host the SDK loads its frame from in `url`):
 * the SDK reads that host from the token itself, so the sandbox's tokens name the sandbox's origin and the SDK loads
 * the sandbox's stand-in of Sumsub's frame (mocks/kyc/) without the app knowing any address. A real platform hands
 * out Sumsub's tokens, which name Sumsub's host the same way.
 *
 * The verdict is the provider's, decided from what was submitted (mocks/kyc/routes.ts), after a review on the sandbox
 * clock; the platform's account (is_verified, is_on_verification) follows it as Sumsub's webhook would make it.
 */
import { randomBytes } from 'node:crypto';
import * as sumsub from '../../src/api/sumsub.ts';
import type { Applicant, SandboxState } from '../state/index.ts';
import { implement, type OperationHandler } from './registry.ts';

/** How long the sandbox provider "reviews" documents before its verdict applies (sandbox clock). */
export const REVIEW_MS = 3000;
/** How long an access token lives; the SDK asks for a new one through its refresh callback after that. */
export const TOKEN_TTL_MS = 10 * 60 * 1000;

export function applicantFor(state: SandboxState, uid: number, now: number): Applicant {
  let applicant = state.applicants.get(uid);
  if (!applicant) {
    applicant = { id: `sandbox-applicant-${uid}`, token: '', tokenExpiresAt: 0, status: 'init', reviewAt: 0, verdict: null, submissions: 0, createdAt: now };
    state.applicants.set(uid, applicant);
  }
  return applicant;
}

/**
 * Applies the provider's verdict once its review is over, and makes the platform's account agree with the
 * provider (as the provider's webhook would): called when the platform reads the account and when the SDK asks
 * for the applicant's status.
 */
export function settleVerification(state: SandboxState, uid: number, now: number): void {
  const applicant = state.applicants.get(uid);
  const record = state.accounts.get(uid);
  if (!applicant || !record) return;
  if (applicant.status === 'pending' && now >= applicant.reviewAt) applicant.status = applicant.verdict ?? 'rejected-retry';
  if (applicant.status === 'pending') {
    record.isOnVerification = true;
  } else if (applicant.status !== 'init') {
    record.isOnVerification = false;
    record.isVerified = applicant.status === 'approved';
  }
}

function base64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

/** A token in Sumsub's format whose payload names `origin` as the host the SDK loads from. */
export function accessTokenFor(applicant: Applicant, origin: string, expiresAt: number): string {
  const header = base64Json({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Json({ sub: applicant.id, url: origin, exp: Math.floor(expiresAt / 1000), jti: randomBytes(8).toString('hex') });
  return `_act-sbx-jwt-${header}.${payload}.${randomBytes(24).toString('hex')}`;
}

export const operations: readonly OperationHandler[] = [
  implement(sumsub.createApplicant, (context) => ({ applicant_id: applicantFor(context.state, context.requireAccount().uid, context.now()).id })),
  implement(sumsub.getAccessToken, (context) => {
    const me = context.requireAccount();
    const applicant = applicantFor(context.state, me.uid, context.now());
    // A new token replaces the last one: an SDK still holding the old one is told `invalid-token` and refreshes.
    applicant.tokenExpiresAt = context.now() + TOKEN_TTL_MS;
    applicant.token = accessTokenFor(applicant, context.publicOrigin, applicant.tokenExpiresAt);
    return { token: applicant.token, user_id: String(me.uid), expires_at: Math.floor(applicant.tokenExpiresAt / 1000) };
  }),
];
