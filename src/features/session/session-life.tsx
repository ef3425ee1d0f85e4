/**
 * The session's life (SPEC §4, §9), mounted once by the app (src/app/app.tsx). It watches the session store: while a
 * player is signed in it runs signed-in-life.tsx (balance poll, inactivity, reality check, notices, hints), which the
 * app hands in as a lazy component (`life`) so that a guest's first load carries none of it and the app can compose it
 * with other features (src/app/signed-in-prize-watch.tsx: the tournaments' prize check on a balance rise); and after every
 * login in this page it queues the login popups (login-popups.ts, loaded when a login happens).
 */
import { Suspense, useEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { isAuthenticated, onSessionChange, sessionState } from '../../stores/session-store.ts';
import { useAfterStart } from '../../ui/when-idle.tsx';
// Loaded with the app so that an interaction made before the signed-in life's chunk arrives still counts.
import './first-interaction.ts';
import type { SignedInLifeProps } from './signed-in-life.tsx';

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

/** `life`: signed-in-life.tsx's component, lazy, as the app composes it. */
export function SessionLife({ gamePage, life: SignedInLife }: { gamePage: boolean; life: ComponentType<SignedInLifeProps> }) {
  const { info } = useSnapshot(sessionState);
  // Decision 030: the life shows nothing of the first screen (its poll, hints and reminders come later anyway), so its
  // code and its reads wait until the first screen is quiet or the player's first input.
  const started = useAfterStart();
  useEffect(
    () =>
      onSessionChange((change) => {
        // Not awaited: the sign-in finishes (and its page moves on) before the popups are read.
        if (change === 'login') queueLoginPopupsLater();
      }),
    [],
  );
  if (!started || !info || !isAuthenticated(info)) return null;
  return (
    // Nothing to show while it loads: the life has no view of its own until a notice arrives.
    <Suspense fallback={null}>
      <SignedInLife key={info.uid} info={info} gamePage={gamePage} />
    </Suspense>
  );
}
