/**
 * Contract: cashier.gethistory with `id` answers one transaction, a deposit or a withdrawal, for the receipt page
 * (/cashier/receipt?id=…, issue 14); another player's id, or an unknown one, answers no item.
 */
import { describe, expect, it } from 'vitest';
import * as cashier from '../../src/api/cashier.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { createContractHarness } from '../test-client.ts';

const contract = createContractHarness();
const { signIn, expectError } = contract;

describe('cashier.gethistory by id', () => {
  it('answers the one transaction of the player, whatever its type', async () => {
    contract.start();
    await signIn();
    const all = await cashier.getHistory({ count: 100 });
    const deposit = all.items.find((item) => item.type === 'deposit');
    const withdrawal = all.items.find((item) => item.type === 'withdrawal');
    expect(deposit && withdrawal).toBeTruthy();
    for (const wanted of [deposit, withdrawal]) {
      const answer = await cashier.getHistory({ id: wanted?.id ?? 0, count: 1 });
      expect(answer.items).toEqual([wanted]);
      expect(answer.count).toBe(1);
    }
    expect((await cashier.getHistory({ id: 999_999 })).items).toEqual([]);
    await expectError(cashier.getHistory({ id: -1 }), 'InvalidParameterException');

    contract.start();
    await signIn(SEED_LOGINS.fresh);
    expect((await cashier.getHistory({ id: deposit?.id ?? 0 })).items).toEqual([]);
  });
});
