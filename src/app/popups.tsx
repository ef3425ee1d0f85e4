/**
 * Every popup of SPEC §2 registered by sysname, with its dialog kind and title. Content arrives with each
 * feature; until then a popup says honestly that it is coming. The host renders the open popup of the store.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/index.ts';
import { closePopup, popupState, type PopupProps } from '../stores/popup-store.ts';
import { Dialog, type DialogKind } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

export interface PopupContentProps {
  props: PopupProps;
  close: () => void;
}

interface PopupDef {
  kind: DialogKind;
  titleKey: string;
  content?: LazyExoticComponent<ComponentType<PopupContentProps>>;
}

const authContent = lazy(() => import('./popup-content/authentication.tsx'));
const authPopups = () => import('../features/auth/popup-contents.tsx');
const profilePopups = () => import('../features/profile/popup-contents.tsx');
const loginPopups = () => import('../features/auth/login-popups.tsx');

/** SPEC §2 "Popups and dialogs". */
export const POPUPS: Record<string, PopupDef> = {
  authentication: { kind: 'curtain', titleKey: 'popups.authentication', content: authContent },
  registration: { kind: 'curtain', titleKey: 'popups.registration.title', content: authContent },
  'social-registration': { kind: 'curtain', titleKey: 'popups.registration.title', content: authContent },
  'promo-code-activated': { kind: 'popup', titleKey: 'popups.promoCodeActivated' },
  'unseen-cashback': { kind: 'popup', titleKey: 'popups.unseenCashback', content: lazy(async () => ({ default: (await loginPopups()).UnseenCashbackPopup })) },
  'demo-mode': { kind: 'confirm', titleKey: 'popups.demoMode', content: lazy(() => import('../features/casino/demo-mode-popup.tsx')) },
  'identity-verification': { kind: 'curtain', titleKey: 'popups.identityVerification', content: lazy(async () => ({ default: (await profilePopups()).IdentityVerificationPopup })) },
  'loyalty-shop-confirm': { kind: 'confirm', titleKey: 'popups.loyaltyShopConfirm' },
  buy: { kind: 'confirm', titleKey: 'popups.buy' },
  'insufficient-funds': { kind: 'confirm', titleKey: 'popups.insufficientFunds' },
  'loyalty-character-change': { kind: 'curtain', titleKey: 'popups.loyaltyCharacterChange' },
  'loyalty-character-confirm': { kind: 'confirm', titleKey: 'popups.loyaltyCharacterConfirm' },
  'burn-bonuses-confirm': { kind: 'confirm', titleKey: 'popups.burnBonusesConfirm' },
  campaign: { kind: 'popup', titleKey: 'popups.campaign', content: lazy(async () => ({ default: (await loginPopups()).CampaignPopupContent })) },
  'confirm-email': { kind: 'popup', titleKey: 'popups.confirmEmail', content: lazy(async () => ({ default: (await authPopups()).ConfirmEmailPopup })) },
  'bonus-confirm': { kind: 'confirm', titleKey: 'popups.bonusConfirm' },
  'fill-profile': { kind: 'curtain', titleKey: 'popups.fillProfile', content: lazy(async () => ({ default: (await profilePopups()).FillProfilePopup })) },
  'betting-bonus-activated': { kind: 'popup', titleKey: 'popups.bettingBonusActivated' },
  'inactivity-warning': { kind: 'confirm', titleKey: 'popups.inactivityWarning', content: lazy(async () => ({ default: (await authPopups()).InactivityWarningPopup })) },
  'reality-check': { kind: 'confirm', titleKey: 'popups.realityCheck', content: lazy(async () => ({ default: (await authPopups()).RealityCheckPopup })) },
  sidebar: { kind: 'curtain', titleKey: 'popups.sidebar', content: lazy(() => import('./popup-content/sidebar.tsx')) },
  'games-search': { kind: 'curtain', titleKey: 'popups.gamesSearch', content: lazy(() => import('../features/casino/search-popup.tsx')) },
};

export function isPopupName(value: unknown): value is keyof typeof POPUPS {
  return typeof value === 'string' && Object.hasOwn(POPUPS, value);
}

function Coming() {
  const t = useT();
  return <p>{t('popups.coming')}</p>;
}

export function PopupHost() {
  const t = useT();
  const { current } = useSnapshot(popupState);
  if (!current) return null;
  const def = POPUPS[current.sysname];
  if (!def) return null;
  const Content = def.content;
  const close = () => {
    closePopup({ id: current.id });
  };
  return (
    <Dialog key={current.id} kind={def.kind} title={t(def.titleKey)} closable={current.closable} onClose={close} closeLabel={t('common.close')}>
      <ErrorBoundary scope="section">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          {Content ? <Content props={{ ...current.props }} close={() => closePopup({ force: true })} /> : <Coming />}
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}
