/**
 * Every popup of SPEC §2 registered by name, with its dialog kind, title and content. A popup's name and props
 * type are declared by the feature that owns it (module augmentation of PopupPropsMap, src/stores/popup-store.ts);
 * the registry below is a mapped type over those names, so a declared popup without an entry, an entry for an
 * undeclared name, or a content that expects other props does not compile. Content arrives with each feature;
 * until then a popup says honestly that it is coming. The host renders the open popup of the store.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import { useT, type TranslationKey } from '../../i18n/index.ts';
import { closePopup, popupState, type AllOptional, type PopupContentProps, type PopupEntry, type PopupEntryOf, type PopupName, type PopupPropsMap, type PropsFreePopupName } from '../../stores/popup-store.ts';
import { Dialog, type DialogKind } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ErrorBoundary } from '../pages/error-boundary.tsx';
import '../../i18n/texts/popups.registration.ts';

type ContentOf<K extends PopupName> = LazyExoticComponent<ComponentType<PopupContentProps<K>>>;

type PopupDef<K extends PopupName> = {
  kind: DialogKind;
  titleKey: TranslationKey;
  content?: ContentOf<K>;
} & (AllOptional<PopupPropsMap[K]> extends true
  ? { needsProps?: never }
  : /** Required props: never opened from the address (`?popup=`), which can give none. Checked by the compiler. */ { needsProps: true });

type PopupDefs = { [K in PopupName]: PopupDef<K> };

const authContent = () => import('./authentication-popup.tsx');
const authPopups = () => import('../../features/auth/auth-popups.tsx');
const profilePopups = () => import('../../features/profile/profile-popups.tsx');
const sessionPopups = () => import('../../features/session/session-popups.tsx');
const bonusPopups = () => import('../../features/bonuses/bonuses-popups.tsx');
const loyaltyPopups = () => import('../../features/loyalty/loyalty-popups.tsx');

/** SPEC §2 "Popups and dialogs". */
export const POPUPS: PopupDefs = {
  authentication: { kind: 'curtain', titleKey: 'popups.authentication', content: lazy(authContent) },
  registration: { kind: 'curtain', titleKey: 'popups.registration.title', content: lazy(async () => ({ default: (await authContent()).RegistrationPopup })) },
  'social-registration': { kind: 'curtain', titleKey: 'popups.registration.title', content: lazy(async () => ({ default: (await authContent()).SocialRegistrationPopup })) },
  'promo-code-activated': { kind: 'popup', titleKey: 'popups.promoCodeActivated', needsProps: true, content: lazy(async () => ({ default: (await bonusPopups()).PromoCodeActivatedPopup })) },
  'unseen-cashback': { kind: 'popup', titleKey: 'popups.unseenCashback', needsProps: true, content: lazy(async () => ({ default: (await sessionPopups()).UnseenCashbackPopup })) },
  'demo-mode': { kind: 'confirm', titleKey: 'popups.demoMode', content: lazy(() => import('../../features/casino/game/demo-mode-popup.tsx')) },
  'identity-verification': { kind: 'curtain', titleKey: 'popups.identityVerification', content: lazy(async () => ({ default: (await profilePopups()).IdentityVerificationPopup })) },
  'loyalty-shop-confirm': { kind: 'confirm', titleKey: 'popups.loyaltyShopConfirm', needsProps: true, content: lazy(async () => ({ default: (await loyaltyPopups()).ShopConfirmPopup })) },
  buy: { kind: 'confirm', titleKey: 'popups.buy', needsProps: true, content: lazy(async () => ({ default: (await loyaltyPopups()).BuyPopup })) },
  'insufficient-funds': { kind: 'confirm', titleKey: 'popups.insufficientFunds', needsProps: true, content: lazy(async () => ({ default: (await loyaltyPopups()).InsufficientFundsPopup })) },
  'loyalty-character-change': { kind: 'curtain', titleKey: 'popups.loyaltyCharacterChange', content: lazy(async () => ({ default: (await loyaltyPopups()).CharacterChangePopup })) },
  'loyalty-character-confirm': { kind: 'confirm', titleKey: 'popups.loyaltyCharacterConfirm', needsProps: true, content: lazy(async () => ({ default: (await loyaltyPopups()).CharacterConfirmPopup })) },
  'burn-bonuses-confirm': { kind: 'confirm', titleKey: 'popups.burnBonusesConfirm', needsProps: true, content: lazy(async () => ({ default: (await bonusPopups()).BurnBonusesConfirmPopup })) },
  campaign: { kind: 'popup', titleKey: 'popups.campaign', needsProps: true, content: lazy(() => import('./campaign-popup.tsx')) },
  'confirm-email': { kind: 'popup', titleKey: 'popups.confirmEmail', needsProps: true, content: lazy(async () => ({ default: (await authPopups()).ConfirmEmailPopup })) },
  'bonus-confirm': { kind: 'confirm', titleKey: 'popups.bonusConfirm', needsProps: true, content: lazy(async () => ({ default: (await bonusPopups()).BonusConfirmPopup })) },
  'fill-profile': { kind: 'curtain', titleKey: 'popups.fillProfile', content: lazy(async () => ({ default: (await profilePopups()).FillProfilePopup })) },
  'betting-bonus-activated': { kind: 'popup', titleKey: 'popups.bettingBonusActivated', needsProps: true, content: lazy(() => import('../../features/betting/bonus-activated-popup.tsx')) },
  'inactivity-warning': { kind: 'confirm', titleKey: 'popups.inactivityWarning', needsProps: true, content: lazy(async () => ({ default: (await sessionPopups()).InactivityWarningPopup })) },
  'reality-check': { kind: 'confirm', titleKey: 'popups.realityCheck', needsProps: true, content: lazy(async () => ({ default: (await sessionPopups()).RealityCheckPopup })) },
  sidebar: { kind: 'curtain', titleKey: 'popups.sidebar', content: lazy(() => import('./sidebar-popup.tsx')) },
  'games-search': { kind: 'curtain', titleKey: 'popups.gamesSearch', content: lazy(() => import('../../features/casino/hall/search-popup.tsx')) },
  // SPEC §9 deposit views: the header's Deposit button opens the deposit as a full-height curtain.
  cashier: { kind: 'curtain', titleKey: 'pages.deposit', content: lazy(() => import('../../features/cashier/deposit/deposit-curtain.tsx')) },
  // Decision 034: every way in that the national self-exclusion list refuses opens it (src/app/boot/api-failures.ts).
  'national-self-exclusion': { kind: 'popup', titleKey: 'popups.nationalSelfExclusion', needsProps: true, content: lazy(() => import('../../features/support/national-exclusion-popup.tsx')) },
};

/** A registered popup that needs no props: the only kind the address (`?popup=name`) may open. */
export function isPropsFreePopup(value: unknown): value is PropsFreePopupName {
  return typeof value === 'string' && Object.hasOwn(POPUPS, value) && POPUPS[value as PopupName].needsProps !== true;
}

function Coming() {
  const t = useT();
  return <p>{t('popups.coming')}</p>;
}

/** Generic in the name, so the entry's props and the content's props type are the same K. */
function PopupBody<K extends PopupName>({ entry }: { entry: PopupEntryOf<K> }) {
  const Content: ContentOf<K> | undefined = POPUPS[entry.sysname].content;
    // Bound to this entry: a content that finishes late (after a sign-out) cannot close the popup that followed it.
  return Content ? <Content props={entry.props} close={() => closePopup({ id: entry.id, force: true })} /> : <Coming />;
}

export function PopupHost() {
  const t = useT();
  const { current } = useSnapshot(popupState);
  if (!current) return null;
  const def = POPUPS[current.sysname];
  const close = () => {
    closePopup({ id: current.id });
  };
  return (
    <Dialog key={current.id} kind={def.kind} title={t(def.titleKey)} closable={current.closable} onClose={close} closeLabel={t('common.close')}>
      <ErrorBoundary scope="section">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          {/* The snapshot's type is read-only all the way down, but props are held by ref() (popup-store.ts), so this
              is the very entry that was opened, props and all. */}
          <PopupBody entry={current as PopupEntry} />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}
