/** Popup contents of the profile feature, registered in src/app/popups/popup-registry.tsx: fill profile info and identity verification (SPEC §2). */
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getPersonalDataFields, getProfileInfo } from '../../api/account.ts';
import { joinReads } from '../../server-data/joined-reads.ts';
import { useRead } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import type { NoProps, PopupContentProps } from '../../stores/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import { IdentityCheckView } from './verification/identity-check-view.tsx';
import { ReadView } from '../../ui/read-view.tsx';
import { PersonalDataForm } from './settings/personal-data-form.tsx';
import '../../i18n/texts/profile.ts';
import '../../i18n/texts/identification.ts';
import { href } from '../../lib/paths.ts';
import { sessionState } from '../../stores/session-store.ts';
// useWrite's general failure sentence is auth.errors.generic.
import '../../i18n/texts/auth.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    'fill-profile': NoProps;
    /**
     * `why`: the refusal that brought the player here, in words (e.g. a withdrawal above the verified threshold);
     * `step`: `profile` when the platform needs the profile filled before the documents (KycUserProfileException).
     * `play`: the player was on the way to real-money play (decision 033): a review under way says what they may do
     * meanwhile, and an approval offers to continue, with `resume` (what they were doing, e.g. the deposit curtain
     * again) or by closing the popup over the page they were on.
     */
    'identity-verification': { why?: string; step?: 'profile' | 'verification'; play?: boolean; resume?: () => void };
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
  const { info } = useSnapshot(sessionState);
  if (props.play && info?.is_verified) return <PlayApproved close={close} resume={props.resume} />;
  return (
    <>
      <p className="profile__text">{props.why ?? t('profile.verification.popupText')}</p>
      {props.play && info?.is_on_verification ? <PlayMeanwhile onLeave={close} /> : null}
      {props.play && props.step !== 'profile' ? <PlaySteps close={close} /> : <VerificationSteps first={props.step ?? 'verification'} close={close} />}
    </>
  );
}

function VerificationSteps({ first, close }: { first: 'profile' | 'verification'; close: () => void }) {
  const [step, setStep] = useState(first);
  return step === 'profile' ? <ProfileFirst onSaved={() => setStep('verification')} /> : <IdentityCheckView onLeave={close} />;
}

/**
 * Decision 033: opened before any call was refused, the app asks what the platform's refusal would (KycUserProfileException):
 * the names and birth date first when the profile lacks them (the provider checks the age against the birth date).
 */
function PlaySteps({ close }: { close: () => void }) {
  const t = useT();
  const profile = useRead(getProfileInfo, { fields: ['document'] }, { localised: false });
  return (
    <ReadView state={profile} failedTitle={t('profile.loadFailed')}>
      {(data) => <VerificationSteps first={IDENTIFICATION_FIELDS.some((field) => !data[field]) ? 'profile' : 'verification'} close={close} />}
    </ReadView>
  );
}

/** What the provider's check needs from the profile (the platform's KycUserProfileException names the same). */
const IDENTIFICATION_FIELDS = ['first_name', 'last_name', 'birth_date'] as const;

/** Decision 033: while the documents are checked the player may browse and play demo games. */
function PlayMeanwhile({ onLeave }: { onLeave: () => void }) {
  const t = useT();
  return (
    <p className="profile__text" data-testid="identification-pending">
      {t('identification.pending')}{' '}
      <Link className="profile__link" href={href('gamehall')} onClick={onLeave}>
        {t('identification.toHall')}
      </Link>
    </p>
  );
}

/** Identified on the way to real-money play: back to what the player was doing (decision 033). */
function PlayApproved({ close, resume }: { close: () => void; resume: (() => void) | undefined }) {
  const t = useT();
  return (
    <>
      <p className="profile__ok" role="status">
        {t('identification.approved')}
      </p>
      <Button
        stretched
        onClick={() => {
          close();
          resume?.();
        }}
      >
        {t('identification.continue')}
      </Button>
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
