/**
 * Contract (issue 19): the sandbox's sign-in holds under hostile traffic: parallel guesses, floods, every way in
 * applying the same player-protection checks, and answers that do not tell which accounts exist.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../src/api/auth.ts';
import { ApiError } from '../../src/api/errors.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { createContractHarness } from '../test-client.ts';
import type { TestClient } from '../test-transport.ts';

const contract = createContractHarness();
const { signIn } = contract;

let client: TestClient;
beforeEach(() => {
  client = contract.start();
});

/** The catalogue type an API call settled with ('ok' for a success). */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError && error.type !== undefined) return error.type;
    throw error;
  }
}

function tally(outcomes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of outcomes) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}

describe('login throttle (issue 19 defect 2)', () => {
  it('50 parallel wrong passwords for one login: exactly 5 are checked, the rest answer TooManyRequestsException', async () => {
    const attempts = Array.from({ length: 50 }, () => outcome(auth.login({ login: SEED_LOGINS.player, password: 'Wrong1234' })));
    expect(tally(await Promise.all(attempts))).toEqual({ AuthorizationException: 5, TooManyRequestsException: 45 });
    expect(await outcome(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }))).toBe('TooManyRequestsException');
    client.clock.advance(15 * 60 * 1000);
    await signIn();
  });
});

describe('login flood (issue 19 defect 1)', () => {
  it('one address gets 20 failed logins in 15 minutes whatever logins it tries; other addresses are not affected', async () => {
    client.address = '203.0.113.7';
    const flood: string[] = [];
    for (let attempt = 0; attempt < 22; attempt++) flood.push(await outcome(auth.login({ login: `random${attempt}@flood.example`, password: 'Wrong1234' })));
    expect(tally(flood)).toEqual({ AuthorizationException: 20, TooManyRequestsException: 2 });
    // A right password from the flooding address waits too; from another address it signs in.
    expect(await outcome(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }))).toBe('TooManyRequestsException');
    client.address = '198.51.100.9';
    await signIn();
    client.address = '203.0.113.7';
    client.clock.advance(15 * 60 * 1000);
    await signIn();
  });

  it('a successful sign-in does not wipe its address’s failures', async () => {
    client.address = '203.0.113.8';
    for (let attempt = 0; attempt < 19; attempt++) await outcome(auth.login({ login: `random${attempt}@flood.example`, password: 'Wrong1234' }));
    await signIn();
    expect(await outcome(auth.login({ login: 'one-more@flood.example', password: 'Wrong1234' }))).toBe('AuthorizationException');
    expect(await outcome(auth.login({ login: 'and-another@flood.example', password: 'Wrong1234' }))).toBe('TooManyRequestsException');
  });
});
