/** account.confirmContact with SPEC §8's rule: the operation failed unless the answer is 1. */
import { confirmContact as confirmCall } from '../../api/account.ts';
import { expectOne } from '../../api/client.ts';

export const confirmContact = confirmCall;

export function expectOneAnswer(value: unknown): void {
  expectOne('account.confirmContact', value);
}
