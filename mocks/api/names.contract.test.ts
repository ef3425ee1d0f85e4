/**
 * Contract: the platform refuses deceptive names (SPEC §5 as src/api/name-characters.ts reads it): a first or last
 * name of invisible or direction-control characters completes no registration, and a fake name mixing Latin and
 * Cyrillic letters is refused, with the same error keys as any wrong name.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { createContractHarness } from '../test-client.ts';

const contract = createContractHarness();
const { signIn, expectError } = contract;

beforeEach(() => {
  contract.start();
});

describe('names the player cannot see are no names', () => {
  it('a first name of U+202E and a last name of U+202D U+202C complete no registration', async () => {
    await signIn(SEED_LOGINS.incomplete);
    await expectError(account.saveProfileInfo({ first_name: '\u202E', last_name: '\u202D\u202C', birth_date: '01.02.1990' }), 'InvalidParameterException', {
      first_name: ['WRONG_NAME'],
      last_name: ['WRONG_NAME'],
    });
    await expectError(account.saveProfileInfo({ first_name: '\u202Eevil\u202C Ali', last_name: 'Karimov', birth_date: '01.02.1990' }), 'InvalidParameterException', { first_name: ['WRONG_NAME'] });
    expect((await account.getInfo({})).is_registration_completed).toBe(false);
    await account.saveProfileInfo({ first_name: 'Aliʻ', last_name: 'Каримов', birth_date: '01.02.1990' });
    expect((await account.getInfo({})).is_registration_completed).toBe(true);
  });

  it('a fake name with a Cyrillic Р among Latin letters is refused; one alphabet with digits is kept', async () => {
    await signIn();
    await expectError(account.changeFakename({ fakename: '\u0420layer1001' }), 'InvalidParameterException', { fakename: ['WRONG_FAKENAME'] });
    await expectError(account.changeFakename({ fakename: 'Player\u200B1001' }), 'InvalidParameterException', { fakename: ['WRONG_FAKENAME'] });
    await expect(account.changeFakename({ fakename: 'Игрок1001' })).resolves.toBe(1);
    expect((await account.getInfo({})).fakename).toBe('Игрок1001');
  });
});
