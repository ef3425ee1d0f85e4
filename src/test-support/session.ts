/**
 * Changes the session store (src/stores/session-store.ts) inside React's `act`, as the app's session read would, and
 * waits for valtio to tell its subscribers (it does so after the change's microtask), so the rendered tree shows the
 * new session when it returns. Test code only: nothing of the app imports it.
 */
import { act } from 'react';
import { sessionState } from '../stores/session-store.ts';

export async function changeSession(change: (state: typeof sessionState) => void): Promise<void> {
  await act(async () => {
    change(sessionState);
    await Promise.resolve();
  });
}
