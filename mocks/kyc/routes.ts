/**
 * The sandbox's stand-in for Sumsub's servers (ARCHITECTURE.md: the sandbox stands in for a vendor's servers only).
 * The app runs Sumsub's own WebSDK package (@sumsub/websdk); the SDK loads its frame from `<host>/websdk/websdk.html`,
 * the host named by the access token (mocks/api/sumsub.ts issues tokens naming this origin), and talks to it with the
 * SDK's postMessage protocol (`idCheck.*`). This module serves that frame and the API its script calls:
 *
 * - `GET /websdk/websdk.html` the frame, `GET /websdk/websdk.js` its script (mocks/kyc/client/websdk.ts).
 * - `GET /websdk/api/applicant?token=…` the applicant's review status (settling a review that is due).
 * - `POST /websdk/api/submit` `{token, doc_type, number, selfie}`: documents sent; the verdict is decided here from
 *   them (mocks/README.md "Identity verification" lists the test documents) and applies after REVIEW_MS.
 *
 * A token that is unknown, replaced or expired answers 401 `{code: 'invalid-token'}`: the frame then raises the SDK's
 * `invalid-token` error, which makes the SDK call the app's refresh callback and hand the frame a new token.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { REVIEW_MS, settleVerification } from '../api/sumsub.ts';
import { clientScript, sandboxPage, servePage, serveScript } from '../sandbox-page.ts';
import type { Applicant, ApplicantVerdict, SandboxState } from '../state/index.ts';

/** Passport or ID card numbers the sandbox provider accepts: two letters and seven digits (e.g. AA1234567). */
const DOCUMENT_NUMBER = /^[A-Z]{2}\d{7}$/;
/**
 * A good document the provider reviews by hand: `HOLD` and seven digits stays under review for MANUAL_REVIEW_MS of the
 * sandbox clock before it is approved, so a journey can show what a player meets while the review runs.
 */
const HOLD_NUMBER = /^HOLD\d{7}$/;
export const MANUAL_REVIEW_MS = 60 * 60 * 1000;
/** A document number starting with this is rejected for good (a forged document, in the provider's words). */
const FINAL_PREFIX = 'FINAL';
const DOC_TYPES: ReadonlySet<string> = new Set(['PASSPORT', 'ID_CARD']);

/** The age the law asks of a player for money (decision 033: the reported NAPP rule, adults only). */
export const ADULT_AGE = 18;
/** Sumsub's reject label for an applicant younger than the level's age requirement. */
export const UNDERAGE_LABEL = 'AGE_REQUIREMENT_MISMATCH';

/** Whether someone born on `birthDate` (ISO YYYY-MM-DD) is younger than ADULT_AGE at `now` (unix ms, UTC calendar). */
export function isUnderAge(birthDate: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return false;
  const today = new Date(now);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1) < ADULT_AGE;
}

/**
 * The verdict the provider gives for what was sent. The birth date is the applicant's as the platform handed it over
 * (the profile's; the sandbox's test documents carry none, so without one no age is checked): under ADULT_AGE on the
 * sandbox clock is a final rejection of its own (`rejected-underage`, Sumsub's AGE_REQUIREMENT_MISMATCH).
 */
export function verdictFor(docType: string, number: string, selfie: boolean, birthDate: string | null = null, now = 0): ApplicantVerdict {
  const normalised = number.replace(/\s+/g, '').toUpperCase();
  if (normalised.startsWith(FINAL_PREFIX)) return 'rejected-final';
  if (!(DOC_TYPES.has(docType) && (DOCUMENT_NUMBER.test(normalised) || HOLD_NUMBER.test(normalised)) && selfie)) return 'rejected-retry';
  return birthDate !== null && isUnderAge(birthDate, now) ? 'rejected-underage' : 'approved';
}

/** The applicant's status as the frame reads it (the SDK's review vocabulary: reviewStatus, reviewAnswer, reviewRejectType). */
export function applicantStatus(applicant: Applicant): Record<string, unknown> {
  const base = { applicant_id: applicant.id, created_at: new Date(applicant.createdAt).toISOString(), submissions: applicant.submissions };
  switch (applicant.status) {
    case 'init':
      return { ...base, review_status: 'init' };
    case 'pending':
      return { ...base, review_status: 'pending' };
    case 'approved':
      return { ...base, review_status: 'completed', review_answer: 'GREEN' };
    case 'rejected-retry':
      return { ...base, review_status: 'completed', review_answer: 'RED', reject_type: 'RETRY' };
    case 'rejected-final':
      return { ...base, review_status: 'completed', review_answer: 'RED', reject_type: 'FINAL' };
    case 'rejected-underage':
      return { ...base, review_status: 'completed', review_answer: 'RED', reject_type: 'FINAL', reject_labels: [UNDERAGE_LABEL] };
  }
}

/** The stand-in frame's script (the SDK's side of the `idCheck.*` messages). */
const frameScript = clientScript(new URL('./client/websdk.ts', import.meta.url));

const PAGE = sandboxPage({
  lang: 'en',
  title: 'Verification',
  style: `
:root { color-scheme: light; --bg: #ffffff; --text: #10162f; --muted: #4d5677; --accent: #1f4fbf; --accent-text: #ffffff; --line: rgba(16,22,47,.18); --error: #c62828; --ok: #137a3f; }
:root[data-theme="dark"] { color-scheme: dark; --bg: #161e44; --text: #f2f4ff; --muted: #a6aed6; --accent: #8fb4ff; --accent-text: #0d1330; --line: rgba(255,255,255,.2); --error: #ff8a8a; --ok: #6fdc9c; }
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { padding: 16px; }
h1 { font-size: 18px; margin: 0 0 8px; }
p { margin: 8px 0; }
label { display: block; margin: 12px 0 4px; }
input, select, button { font: inherit; min-height: 44px; width: 100%; border-radius: 10px; border: 1px solid var(--line); background: transparent; color: inherit; padding: 0 10px; }
label.check { display: flex; gap: 8px; align-items: center; }
label.check input { width: auto; min-height: auto; }
button { margin-top: 16px; background: var(--accent); color: var(--accent-text); border: 0; font-weight: 600; cursor: pointer; }
button:disabled { opacity: .6; }
.error { color: var(--error); }
.ok { color: var(--ok); }
.muted { color: var(--muted); font-size: 13px; }
`,
  body: '<main id="app" aria-live="polite"></main><script type="module" src="/websdk/websdk.js"></script>',
});

export function kycRoutes(deps: { state: SandboxState; now: () => number }): Hono {
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 8 * 1024 }));

  const applicantOf = (token: unknown): [number, Applicant] | undefined => {
    if (typeof token !== 'string' || token === '') return undefined;
    for (const [uid, applicant] of deps.state.applicants) if (applicant.token === token && applicant.tokenExpiresAt > deps.now()) return [uid, applicant];
    return undefined;
  };
  const invalidToken = (c: Context) => c.json({ error: { code: 'invalid-token', message: 'The access token is unknown or expired' } }, 401);

  app.get('/websdk.html', (c) => servePage(c, PAGE));
  app.get('/websdk.js', (c) => serveScript(c, frameScript));

  app.get('/api/applicant', (c) => {
    c.header('Cache-Control', 'no-store');
    const found = applicantOf(c.req.query('token'));
    if (!found) return invalidToken(c);
    settleVerification(deps.state, found[0], deps.now());
    return c.json({ data: applicantStatus(found[1]) });
  });

  app.post('/api/submit', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body: unknown = await c.req.json().catch(() => undefined);
    const form = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const found = applicantOf(form.token);
    if (!found) return invalidToken(c);
    const [uid, applicant] = found;
    settleVerification(deps.state, uid, deps.now());
    const docType = typeof form.doc_type === 'string' ? form.doc_type : '';
    const number = typeof form.number === 'string' ? form.number.trim() : '';
    if (!DOC_TYPES.has(docType) || number === '' || number.length > 32) return c.json({ error: { code: 'invalid-request', message: 'doc_type (PASSPORT or ID_CARD) and number are required' } }, 400);
    if (applicant.status === 'pending') return c.json({ error: { code: 'under-review', message: 'The documents are under review' } }, 409);
    if (applicant.status === 'approved' || applicant.status === 'rejected-final' || applicant.status === 'rejected-underage') return c.json({ error: { code: 'review-final', message: 'The review is final' } }, 409);
    applicant.status = 'pending';
    applicant.submissions += 1;
    applicant.reviewAt = deps.now() + (HOLD_NUMBER.test(number.replace(/\s+/g, '').toUpperCase()) ? MANUAL_REVIEW_MS : REVIEW_MS);
    // The verdict is the provider's, from what was submitted; the frame only learns that the documents were received.
    applicant.verdict = verdictFor(docType, number, form.selfie === true, deps.state.accounts.get(uid)?.profile.birth_date ?? null, deps.now());
    settleVerification(deps.state, uid, deps.now());
    return c.json({ data: applicantStatus(applicant) });
  });
  return app;
}
