/**
 * sumsub.* handlers and the sandbox identity-verification provider (SPEC §1, §7; ARCHITECTURE.md: "an
 * identity-verification step"). The app creates an applicant, gets an access token and opens the provider's
 * page (`/sandbox-kyc/?token=…`); the page submits the document to the sandbox, which decides the verdict
 * itself from what was submitted (a well-formed passport or ID number is approved, anything else rejected),
 * after a short review. The page never tells the platform the verdict.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as sumsub from '../../src/api/sumsub.ts';
import type { AccountRecord } from '../state/accounts.ts';
import type { Applicant, SandboxState } from '../state/index.ts';
import { implement, type OperationHandler } from './registry.ts';

/** How long the sandbox provider "reviews" documents before its verdict applies. */
export const REVIEW_MS = 3000;
const TOKEN_TTL_MS = 10 * 60 * 1000;
/** Passport or ID card numbers the sandbox provider accepts: two letters and seven digits (e.g. AA1234567). */
const DOCUMENT_NUMBER = /^[A-Z]{2}\d{7}$/;

function applicantFor(state: SandboxState, uid: number): Applicant {
  let applicant = state.applicants.get(uid);
  if (!applicant) {
    applicant = { id: `sandbox-applicant-${uid}`, token: '', tokenExpiresAt: 0, status: 'init', reviewAt: 0, verdict: null };
    state.applicants.set(uid, applicant);
  }
  return applicant;
}

/** Applies the provider's verdict once its review is over (called when the platform reads the account). */
export function settleVerification(state: SandboxState, record: AccountRecord, now: number): void {
  const applicant = state.applicants.get(record.uid);
  if (!applicant || applicant.status !== 'pending' || now < applicant.reviewAt || !record.isOnVerification) return;
  applicant.status = applicant.verdict ?? 'rejected';
  record.isOnVerification = false;
  record.isVerified = applicant.status === 'approved';
}

export const operations: readonly OperationHandler[] = [
  implement(sumsub.createApplicant, (context) => ({ applicant_id: applicantFor(context.state, context.requireAccount().uid).id })),
  implement(sumsub.getAccessToken, (context) => {
    const me = context.requireAccount();
    const applicant = applicantFor(context.state, me.uid);
    applicant.token = randomBytes(24).toString('base64url');
    applicant.tokenExpiresAt = context.now() + TOKEN_TTL_MS;
    return { token: applicant.token, user_id: String(me.uid), expires_at: Math.floor(applicant.tokenExpiresAt / 1000) };
  }),
];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px 16px;background:#f4f6fb;color:#10162f}label{display:block;margin:12px 0 4px}input,select,button{font:inherit;min-height:44px;width:100%;box-sizing:border-box}button{margin-top:16px;background:#1f4fbf;color:#fff;border:0;border-radius:12px}</style>
</head><body><h1>Sandbox verification</h1>${body}</body></html>`;
}

function findByToken(state: SandboxState, token: string, now: number): [number, Applicant] | undefined {
  for (const [uid, applicant] of state.applicants) if (token !== '' && applicant.token === token && applicant.tokenExpiresAt > now) return [uid, applicant];
  return undefined;
}

/** The provider's page: GET shows the document form, POST submits it. No script: the form posts itself. */
export function kycRoutes(deps: { state: SandboxState; now: () => number }): Hono {
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 8 * 1024 }));
  app.get('/', (c) => {
    const token = c.req.query('token') ?? '';
    if (!findByToken(deps.state, token, deps.now())) return c.html(page('Verification', '<p role="alert">This verification link is not valid or has expired.</p>'), 400);
    return c.html(
      page(
        'Verification',
        `<p>Upload your document (sandbox: type a passport number such as AA1234567).</p>
<form method="post" action="/sandbox-kyc/submit"><input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="type">Document</label><select id="type" name="type"><option value="passport">Passport</option><option value="id_card">ID card</option></select>
<label for="number">Document number</label><input id="number" name="number" required maxlength="16" autocomplete="off">
<label><input type="checkbox" name="selfie" value="1" required style="width:auto;min-height:auto"> I took a selfie</label>
<button type="submit">Send documents</button></form>`,
      ),
    );
  });
  app.post('/submit', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : '';
    const number = typeof form.number === 'string' ? form.number.trim().toUpperCase() : '';
    const found = findByToken(deps.state, token, deps.now());
    if (!found) return c.html(page('Verification', '<p role="alert">This verification link is not valid or has expired.</p>'), 400);
    const [, applicant] = found;
    applicant.status = 'pending';
    applicant.reviewAt = deps.now() + REVIEW_MS;
    // The verdict is the provider's, from what was submitted; the page only learns that it was received.
    applicant.verdict = DOCUMENT_NUMBER.test(number) && form.selfie === '1' ? 'approved' : 'rejected';
    applicant.token = '';
    return c.html(page('Verification', '<p role="status">Documents received. You can close this window and return to the app.</p>'));
  });
  return app;
}
