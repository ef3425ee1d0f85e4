/**
 * Error boundaries (STYLE.md): a top-level one with a reload action, and local ones around sections that can
 * fail alone. They show a localized message, never a raw error, and log the error for diagnosis.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../i18n/index.ts';
import { storageOf } from '../../lib/device-storage.ts';
import { isChunkLoadError, reloadOnce } from '../../services/reload-guard.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/placeholder.tsx';

interface Props {
  children: ReactNode;
  /**
   * 'page' (the whole app) offers a reload; 'section' offers to retry the section in place; 'route' is a
   * section that is the screen's whole content, so its message stands in the screen's main landmark.
   */
  scope: 'page' | 'route' | 'section';
  /** Changing this key clears a caught error (e.g. the route path). */
  resetKey?: string;
}

interface State {
  error: Error | undefined;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: undefined, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('[omad] render failed', error, info.componentStack);
    // A page's code vanished after a new deploy: reload once to get the new build (SPEC §9 reload guard). Not
    // while offline: a reload would trade the app for the browser's own offline page; the offline notice and
    // this boundary's action take over until the network is back.
    if (isChunkLoadError(error) && navigator.onLine) {
      reloadOnce({ storage: storageOf('tab'), now: Date.now, path: window.location.pathname, reload: () => window.location.reload() });
    }
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    if (this.props.scope !== 'page') {
      // A page whose code did not arrive cannot be retried in place (the loader keeps its failure): a fresh load
      // brings it, once there is a network to bring it over.
      const chunk = isChunkLoadError(this.state.error);
      const message = (
        <EmptyState
          alert
          title={t('errors.sectionFailed')}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                if (!chunk) this.setState({ error: undefined });
                else if (navigator.onLine) window.location.reload();
              }}
            >
              {t('errors.retry')}
            </Button>
          }
        />
      );
      return this.props.scope === 'route' ? <main className="omad-page">{message}</main> : message;
    }
    return (
      <EmptyState
        alert
        title={t('errors.unexpected')}
        action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
      />
    );
  }
}
