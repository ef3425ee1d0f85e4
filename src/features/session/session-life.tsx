/**
 * The session's life (SPEC §4, §9; issue 12 part 3), mounted once by the app (src/app/app.tsx). It watches the
 * session store: while a player is signed in it runs signed-in-life.tsx (balance poll, inactivity, reality check,
 * notices, hints), loaded only then so that a guest's first load carries none of it; and after every login in this
 * page it queues the login popups (login-popups.ts, loaded when a login happens).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isAuthenticated, onSessionChange, sessionState } from '../../stores/session-store.ts';
// Loaded with the app so that an interaction made before the signed-in life's chunk arrives still counts.
import './first-interaction.ts';

const SignedInLife = lazy(() => import('./signed-in-life.tsx'));

/**
 * SPEC §4: the unseen-cashback and campaign popups after a login. The queue's code is loaded on demand; should its
 * chunk fail to load (the network dropped at that moment), there are no popups this time: they are offers, and the
 * next login asks again.
 */
export function queueLoginPopupsLater(): void {
  void import('./login-popups.ts').then(
    (module) => module.queueLoginPopups(),
    () => undefined,
  );
}

export function SessionLife({ gamePage }: { gamePage: boolean }) {
  const { info } = useSnapshot(sessionState);
  useEffect(
    () =>
      onSessionChange((change) => {
        // Not awaited: the sign-in finishes (and its page moves on) before the popups are read.
        if (change === 'login') queueLoginPopupsLater();
      }),
    [],
  );
  if (!info || !isAuthenticated(info)) return null;
  return (
    // Nothing to show while it loads: the life has no view of its own until a notice arrives.
    <Suspense fallback={null}>
      <SignedInLife key={info.uid} info={info} gamePage={gamePage} />
    </Suspense>
  );
}
