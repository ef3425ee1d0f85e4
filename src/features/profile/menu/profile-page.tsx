/**
 * The profile (SPEC §2 /profile): who is signed in and the profile sections. `character` is the loyalty character
 * the app composes in where the CMS places it on this page (SPEC §9 characters place; src/routes.ts).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT, type TranslationKey } from '../../../i18n/index.ts';
import { href, type RouteName } from '../../../lib/paths.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { AfterStart } from '../../../ui/when-idle.tsx';
import { ProfileFrame } from '../profile-frame.tsx';
import '../../../i18n/texts/profile.ts';

// Below the menu, once the start is over: its code and read do not hold up the profile's first screen (decision 030).
const NetPositionCard = lazy(() => import('./net-position-card.tsx'));

export default function ProfilePage({ character }: { character?: ReactNode }) {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const { settings } = useSnapshot(cmsState);
  const items: { route: RouteName; label: TranslationKey; shown: boolean }[] = [
    { route: 'profileSettings', label: 'profile.menu.settings', shown: true },
    { route: 'profileSecurity', label: 'profile.menu.security', shown: true },
    { route: 'profileVerification', label: 'profile.menu.verification', shown: settings.identityVerification.isEnabled },
    { route: 'profileResponsibleGame', label: 'profile.menu.responsibleGame', shown: settings.responsibleGaming.isEnabled },
    { route: 'profileNotification', label: 'profile.menu.notification', shown: true },
    { route: 'profileBetsHistory', label: 'profile.menu.bets', shown: settings.betHistory.isEnabled },
    { route: 'profileBonuses', label: 'profile.menu.bonuses', shown: true },
    { route: 'profileCashback', label: 'profile.menu.cashback', shown: true },
    { route: 'profileLoyalty', label: 'profile.menu.loyalty', shown: settings.isEnableLoyalty || settings.isEnableCharacters },
  ];
  return (
    <ProfileFrame title={t('profile.title')} back={false}>
      <div className="profile__card profile__summary">
        <strong>{info?.fakename ?? ''}</strong>
        <span className="profile__text">{info?.login ?? ''}</span>
      </div>
      {character}
      <nav aria-label={t('profile.menu.label')}>
        <ul className="profile__menu">
          {items
            .filter((item) => item.shown)
            .map((item) => (
              <li key={item.route}>
                <Link href={href(item.route as 'profile')}>{t(item.label)}</Link>
              </li>
            ))}
        </ul>
      </nav>
      <AfterStart>
        <Suspense fallback={null}>
          <NetPositionCard />
        </Suspense>
      </AfterStart>
    </ProfileFrame>
  );
}
