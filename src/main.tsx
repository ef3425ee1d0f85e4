/** Boot: platform.init -> API config -> locale -> session and CMS -> render (ARCHITECTURE.md). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { init as initPlatform } from '../platform/index.ts';
import { configureApi } from './api/client.ts';
import { currentLocale, setLocale } from './i18n/index.ts';
import { splitLocale } from './lib/paths.ts';
import { showFatal } from './stores/fatal-store.ts';
import { refreshAccount } from './stores/session-store.ts';
import { App } from './app/app.tsx';

/** How long the first screen waits for the session before rendering anyway (the header then fills in). */
const SESSION_WAIT_MS = 2500;

async function boot(): Promise<void> {
  const platform = initPlatform();
  configureApi({
    locale: currentLocale,
    inFrame: () => platform.inFrame,
    onError: (error) => {
      // SPEC §8 fatal actions that apply to any call; "not found" is a page's own decision.
      const fatal = error.fatal;
      if (fatal === 'user-blocked' || fatal === 'maintenance' || (fatal === 'forbidden' && error.type !== 'AccessDeniedException')) showFatal(fatal);
      else console.warn(`[omad] ${error.operation} failed: ${error.kind} ${error.status} ${error.type ?? ''}`);
    },
  });
  await setLocale(splitLocale(window.location.pathname).locale);
  const session = refreshAccount().catch(() => undefined);
  await Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  requestAnimationFrame(() => platform.ready());
}

void boot();
