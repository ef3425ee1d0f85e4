/**
 * The popups queued after sign-in (SPEC §4; src/stores/login-popups.ts decides which): the unseen cashback and
 * the operator's login campaign. Each reads its own data when it opens (popup props carry only the id or the
 * sysname), shows a spinner meanwhile and a short message when the read fails.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { openExternalLink } from '../../../platform/index.ts';
import { getLatestCashback, type Cashback } from '../../api/cashbacks.ts';
import { get as getPopup, type CampaignPopup, type PopupButton } from '../../api/popups.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { sanitizeCmsHtml } from '../../lib/sanitize.ts';
import { checkNavigation } from '../../lib/url-safety.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { ContentProps } from './popup-contents.tsx';
import './auth.css';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const locale = useLocale();
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` and the locale name what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale]);
  return state;
}

/** What a popup shows when its data could not be read: why, and the way out. */
function Unavailable({ message, action, onClose }: { message: string; action: string; onClose: () => void }) {
  return (
    <div className="auth__form">
      <p className="auth__text" role="alert">
        {message}
      </p>
      <Button variant="secondary" onClick={onClose}>
        {action}
      </Button>
    </div>
  );
}

/** SPEC §4 unseen cashback: the latest cashback, what it is worth and until when, and the way to it. */
export function UnseenCashbackPopup({ props, close }: ContentProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const id = typeof props.cashbackId === 'number' ? props.cashbackId : undefined;
  const state = useLoad<Cashback | undefined>(getLatestCashback, String(id));
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  // The latest may have changed since the popup was queued; a cashback other than the queued one is not shown.
  const cashback = state.status === 'ready' && state.data?.id === id ? state.data : undefined;
  if (!cashback) {
    return <Unavailable message={t('auth.cashback.failed')} action={t('auth.cashback.later')} onClose={close} />;
  }
  const paid = cashback.status === 'paid_out';
  return (
    <div className="auth__form login-popup" data-testid="cashback-popup">
      <p className="auth__text">{paid ? t('auth.cashback.paidLead') : t('auth.cashback.activeLead')}</p>
      {cashback.description?.title ? <h3 className="login-popup__title">{cashback.description.title}</h3> : null}
      {cashback.description?.text ? <p className="auth__text">{cashback.description.text}</p> : null}
      <dl className="login-popup__facts">
        {cashback.amount ? (
          <div>
            <dt>{t('auth.cashback.amount')}</dt>
            <dd className="tabular">{formatMoney(cashback.amount.amount, cashback.amount.currency)}</dd>
          </div>
        ) : null}
        {cashback.start_date && cashback.end_date ? (
          <div>
            <dt>{t('auth.cashback.period')}</dt>
            {/* The end is exclusive (Monday 00:00): the last day shown is the Sunday before it. */}
            <dd className="tabular">{`${formatDate(cashback.start_date * 1000)} – ${formatDate(cashback.end_date * 1000 - 1000)}`}</dd>
          </div>
        ) : null}
      </dl>
      {paid && cashback.receiving_expired_at ? <p className="auth__text">{t('auth.cashback.receiveUntil', { date: formatDate(cashback.receiving_expired_at * 1000) })}</p> : null}
      <div className="auth__actions">
        <Button
          onClick={() => {
            close();
            navigate(href('profileCashback'));
          }}
        >
          {t('auth.cashback.open')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('auth.cashback.later')}
        </Button>
      </div>
    </div>
  );
}

/** SPEC §2 campaign popup: the operator's title, image, sanitised text and buttons (internal, external or closing). */
export function CampaignPopupContent({ props, close }: ContentProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const sysname = typeof props.sysname === 'string' ? props.sysname : '';
  const state = useLoad<CampaignPopup | null>(() => getPopup({ sysname }), sysname);
  const html = useMemo(() => (state.status === 'ready' && state.data?.content ? sanitizeCmsHtml(state.data.content) : ''), [state]);
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  const popup = state.status === 'ready' ? state.data : null;
  if (!popup) {
    return <Unavailable message={t('auth.campaign.failed')} action={t('auth.campaign.close')} onClose={close} />;
  }
  const follow = (button: PopupButton) => {
    const target = button.url ?? '';
    const check = target ? checkNavigation(target, { external: true, origin: window.location.origin }) : undefined;
    close();
    if (!check?.ok) return;
    if (check.external) openExternalLink(check.url);
    else navigate(check.url);
  };
  const buttons = (popup.buttons ?? []).filter((button) => !button.url || checkNavigation(button.url, { external: true, origin: window.location.origin }).ok);
  return (
    <div className="auth__form login-popup" data-testid="campaign-popup">
      {popup.image ? <img className="login-popup__image" src={popup.image} alt="" width={320} height={160} /> : null}
      {popup.title ? <h3 className="login-popup__title">{popup.title}</h3> : null}
      {/* Sanitised above: scripts, handlers, javascript:/data: URLs, frames and forms never reach the DOM. */}
      {html ? <div className="login-popup__body" dangerouslySetInnerHTML={{ __html: html }} /> : null}
      <div className="auth__actions">
        {buttons.map((button, index) => (
          <Button key={`${button.title}-${index}`} variant={index === 0 ? undefined : 'secondary'} onClick={() => follow(button)}>
            {button.title}
          </Button>
        ))}
        {buttons.length === 0 ? (
          <Button variant="secondary" onClick={close}>
            {t('auth.campaign.close')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
