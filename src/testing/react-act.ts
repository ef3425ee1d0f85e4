/**
 * Helpers the unit tests of React screens share (never imported by the app): letting a render's promises and React's
 * updates run, and a promise the test settles when it chooses.
 */
import { act } from 'react';

/** Lets pending promises and React's updates run, `rounds` macrotasks deep. */
export async function settle(rounds = 6): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** A promise with its resolve and reject in the test's hands. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
