/**
 * Contract: the platform's sumsub.* answers (the app's schemas) and the sandbox's stand-in for Sumsub's servers
 * (mocks/kyc/routes.ts): the access token names the sandbox's origin the way Sumsub's tokens name Sumsub's host (the
 * WebSDK loads its frame from there), the frame and its script are served under Sumsub's path, and the test documents
 * of mocks/README.md give the three verdicts, which the platform's account follows after the review.
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as cashier from '../../src/api/cashier.ts';
import * as sumsub from '../../src/api/sumsub.ts';
import { REVIEW_MS, TOKEN_TTL_MS } from '../api/sumsub.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { createContractHarness } from '../test-client.ts';
import { TEST_ORIGIN } from '../test-transport.ts';

const contract = createContractHarness();
const client = contract.suite(/^sumsub\./i);
const json = { 'Content-Type': 'application/json', Origin: TEST_ORIGIN };

/** The host the WebSDK derives from a token (its `getCurrentBaseUrl`: the `url` of a base64 JSON part). */
function hostOf(token: string): string | undefined {
  const parts = token.replace(/^_act-(sbx-)?jwt-/, '').split('.');
  for (const part of parts) {
    try {
      const value = JSON.parse(atob(part)) as { url?: string };
      if (value.url) return value.url;
    } catch {
      // Not JSON: the signature.
    }
  }
  return undefined;
}

async function started(): Promise<string> {
  await contract.signIn(SEED_LOGINS.fresh);
  await sumsub.createApplicant({});
  return (await sumsub.getAccessToken({})).token;
}

async function submit(token: string, number: string, selfie = true, docType = 'PASSPORT'): Promise<Response> {
  return client().fetch('/websdk/api/submit', { method: 'POST', headers: json, body: JSON.stringify({ token, doc_type: docType, number, selfie }) });
}

async function status(token: string): Promise<{ status: number; body: { data?: Record<string, unknown>; error?: { code: string } } }> {
  const response = await client().fetch(`/websdk/api/applicant?token=${encodeURIComponent(token)}`);
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; error?: { code: string } } };
}

describe('sumsub.* and the stand-in for Sumsub', () => {
  it("issues tokens in Sumsub's format that name the sandbox's origin; guests are refused", async () => {
    await contract.expectError(sumsub.createApplicant({}), 'AuthorizationException');
    await contract.expectError(sumsub.getAccessToken({}), 'AuthorizationException');
    const token = await started();
    expect(token).toMatch(/^_act-sbx-jwt-/);
    expect(hostOf(token)).toBe(TEST_ORIGIN);
    const frame = await client().fetch('/websdk/websdk.html?_=id_x&theme=dark');
    expect(frame.status).toBe(200);
    expect(await frame.text()).toContain('src="/websdk/websdk.js"');
    const script = await client().fetch('/websdk/websdk.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('idCheck.onApplicantSubmitted');
  });

  it('a well-formed document with a selfie is approved after the review, and the account follows', async () => {
    const token = await started();
    expect((await status(token)).body.data).toMatchObject({ review_status: 'init', submissions: 0 });
    expect((await submit(token, 'AA1234567')).status).toBe(200);
    expect((await status(token)).body.data).toMatchObject({ review_status: 'pending', submissions: 1 });
    expect(await account.getInfo({})).toMatchObject({ is_on_verification: true, is_verified: false });
    client().clock.advance(REVIEW_MS);
    expect((await status(token)).body.data).toMatchObject({ review_status: 'completed', review_answer: 'GREEN' });
    expect(await account.getInfo({})).toMatchObject({ is_on_verification: false, is_verified: true });
    expect((await submit(token, 'AA1234567')).status).toBe(409);
  });

  it('a number that does not read is rejected with a retry, and a resubmission is reviewed again', async () => {
    const token = await started();
    await submit(token, '12345');
    client().clock.advance(REVIEW_MS);
    expect((await status(token)).body.data).toMatchObject({ review_status: 'completed', review_answer: 'RED', reject_type: 'RETRY' });
    expect(await account.getInfo({})).toMatchObject({ is_on_verification: false, is_verified: false });
    // No selfie is a retry too.
    await submit(token, 'AA1234567', false);
    client().clock.advance(REVIEW_MS);
    expect((await status(token)).body.data).toMatchObject({ reject_type: 'RETRY', submissions: 2 });
    await submit(token, 'AB7654321');
    client().clock.advance(REVIEW_MS);
    expect((await status(token)).body.data).toMatchObject({ review_answer: 'GREEN', submissions: 3 });
  });

  it('a FINAL… number is rejected for good: nothing can be sent again', async () => {
    const token = await started();
    await submit(token, 'FINAL123');
    client().clock.advance(REVIEW_MS);
    expect((await status(token)).body.data).toMatchObject({ review_status: 'completed', review_answer: 'RED', reject_type: 'FINAL' });
    const again = await submit(token, 'AA1234567');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'review-final' } });
    expect(await account.getInfo({})).toMatchObject({ is_verified: false, is_on_verification: false });
  });

  it('a replaced or expired token answers invalid-token (the SDK then refreshes); a bad request is refused', async () => {
    const first = await started();
    const second = (await sumsub.getAccessToken({})).token;
    expect((await status(first)).body.error?.code).toBe('invalid-token');
    expect((await submit(first, 'AA1234567')).status).toBe(401);
    expect((await status(second)).status).toBe(200);
    expect((await submit(second, 'AA1234567', true, 'SELFIE')).status).toBe(400);
    client().clock.advance(TOKEN_TTL_MS);
    expect((await status(second)).status).toBe(401);
  });

  it('a deposit above 15,000,000 UZS from an unverified player needs verification, the profile first when it is empty', async () => {
    await contract.signIn(SEED_LOGINS.fresh);
    const deposit = () => cashier.makeDeposit({ method: 'uzcard', amount: 16_000_000, requisites: { card_number: '8600123456789012' } });
    await contract.expectError(deposit(), 'KycUserProfileException', { first_name: ['REQUIRED'], required_above: ['15000000'] });
    expect(await account.saveProfileInfo({ first_name: 'Yangi', last_name: 'Oyunchi', birth_date: '1995-03-02' })).toBe(1);
    await contract.expectError(deposit(), 'SumsubVerificationRequiredException', { amount: ['VERIFICATION_REQUIRED'], required_above: ['15000000'] });
    await expect(cashier.makeDeposit({ method: 'uzcard', amount: 15_000_000, requisites: { card_number: '8600123456789012' } })).resolves.toMatchObject({ status: 'new' });
    // Verified, the same deposit goes through.
    const token = (await sumsub.getAccessToken({})).token;
    await submit(token, 'AA1234567');
    client().clock.advance(REVIEW_MS);
    await status(token);
    await expect(deposit()).resolves.toMatchObject({ status: 'new' });
  });
});
