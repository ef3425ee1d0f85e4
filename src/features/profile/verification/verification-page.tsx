/**
 * Identity verification (SPEC §1, §3, §7): Sumsub's WebSDK in this page (identity-check-view.tsx). The verdict is the
 * provider's, and the platform's account follows it: the page shows is_kyc_block_enabled from account info, and the
 * SDK's own status (under review, approved, rejected with a retry or for good) while it runs.
 */
import { useSnapshot } from 'valtio';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { IdentityCheckView } from './identity-check-view.tsx';
import { ProfileFrame } from '../profile-frame.tsx';
import '../../../i18n/texts/profile.ts';
// useWrite's general failure sentence is auth.errors.generic.
import '../../../i18n/texts/auth.ts';

export default function VerificationPage() {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const { identityVerification } = useSnapshot(cmsState).settings;
  const verified = info?.is_verified === true;
  return (
    <ProfileFrame title={t('profile.verification.title')}>
      {!identityVerification.isEnabled ? (
        <p className="profile__text">{t('profile.verification.disabled')}</p>
      ) : (
        <section className="profile__card" data-verification={verified ? 'verified' : info?.is_on_verification ? 'on-verification' : 'none'}>
          {info?.is_kyc_block_enabled && !verified ? <p className="profile__error">{t('profile.verification.kycBlock')}</p> : null}
          {verified ? null : <p className="profile__text">{t('profile.verification.intro')}</p>}
          <IdentityCheckView />
        </section>
      )}
    </ProfileFrame>
  );
}
