/** Popup contents of the profile feature, registered in src/app/popups/popup-registry.tsx: fill profile info and identity verification (SPEC §2). */
import { useState, type ReactNode } from 'react';
import { getPersonalDataFields, getProfileInfo } from '../../api/account.ts';
import { joinReads, useRead } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import type { NoProps, PopupContentProps } from '../../stores/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import { IdentityCheckView } from './verification/identity-check-view.tsx';
import { ReadView } from '../../ui/read-view.tsx';
import { PersonalDataForm } from './settings/personal-data-form.tsx';
import '../../i18n/texts/profile.ts';
// useWrite's general failure sentence is auth.errors.generic.
import '../../i18n/texts/auth.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    'fill-profile': NoProps;
    /**
     * `why`: the refusal that brought the player here, in words (e.g. a withdrawal above the verified threshold);
     * `step`: `profile` when the platform needs the profile filled before the documents (KycUserProfileException).
     */
    'identity-verification': { why?: string; step?: 'profile' | 'verification' };
  }
}

export function FillProfilePopup({ close }: PopupContentProps<'fill-profile'>) {
  const t = useT();
  return (
    <>
      <p className="profile__text">{t('profile.fillProfile.text')}</p>
      <ProfileFields
        onSaved={close}
        extraAction={
          <Button variant="plain" stretched onClick={close}>
            {t('profile.fillProfile.later')}
          </Button>
        }
      />
    </>
  );
}

/** The personal data a payout or a verification needs, read fresh (the platform says which are required and editable). */
function ProfileFields({ onSaved, extraAction }: { onSaved: () => void; extraAction?: ReactNode }) {
  const t = useT();
  const load = joinReads(useRead(getProfileInfo, { fields: ['document'] }, { localised: false }), useRead(getPersonalDataFields, {}, { localised: false }));
  return (
    <ReadView state={load} failedTitle={t('profile.loadFailed')}>
      {([profile, fields]) => (
        <PersonalDataForm
          profile={profile}
          fields={fields.items}
          only={['first_name', 'last_name', 'sex', 'birth_date', 'country', 'home_town', 'address']}
          submitLabel={t('profile.fillProfile.submit')}
          onSaved={onSaved}
          extraAction={extraAction}
        />
      )}
    </ReadView>
  );
}

/** The next step of a refusal that needs verification: the profile first when asked, then Sumsub's WebSDK right here. */
export function IdentityVerificationPopup({ props, close }: PopupContentProps<'identity-verification'>) {
  const t = useT();
  const [step, setStep] = useState(props.step ?? 'verification');
  return (
    <>
      <p className="profile__text">{props.why ?? t('profile.verification.popupText')}</p>
      {step === 'profile' ? <ProfileFirst onSaved={() => setStep('verification')} /> : <IdentityCheckView onLeave={close} />}
    </>
  );
}

function ProfileFirst({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  return (
    <>
      <p className="profile__text">{t('profile.verification.profileFirst')}</p>
      <ProfileFields onSaved={onSaved} />
    </>
  );
}
