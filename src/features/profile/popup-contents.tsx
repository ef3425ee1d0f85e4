/** Popup contents of the profile feature, registered in src/app/popups.tsx: fill profile info and identity verification (SPEC §2). */
import { Link } from 'wouter';
import { getPersonalDataFields, getProfileInfo } from '../../api/account.ts';
import { joinReads, useRead } from '../../api/queries.ts';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import type { NoProps, PopupContentProps } from '../../stores/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded } from './parts.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';
import '../../i18n/texts/profile.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    'fill-profile': NoProps;
    'identity-verification': NoProps;
  }
}

export function FillProfilePopup({ close }: PopupContentProps<'fill-profile'>) {
  const t = useT();
  const load = joinReads(useRead(getProfileInfo, { fields: ['document'] }, { localised: false }), useRead(getPersonalDataFields, {}, { localised: false }));
  return (
    <>
      <p className="profile__text">{t('profile.fillProfile.text')}</p>
      <Loaded load={load}>
        {([profile, fields]) => (
          <PersonalDataForm
            profile={profile}
            fields={fields.items}
            only={['first_name', 'last_name', 'sex', 'birth_date', 'country', 'home_town', 'address']}
            submitLabel={t('profile.fillProfile.submit')}
            onSaved={close}
            extraAction={
              <Button variant="plain" stretched onClick={close}>
                {t('profile.fillProfile.later')}
              </Button>
            }
          />
        )}
      </Loaded>
    </>
  );
}

export function IdentityVerificationPopup({ close }: PopupContentProps<'identity-verification'>) {
  const t = useT();
  return (
    <>
      <p className="profile__text">{t('profile.verification.popupText')}</p>
      <Link className="omad-link-button" href={href('profileVerification')} onClick={close}>
        {t('profile.verification.popupGo')}
      </Link>
    </>
  );
}
