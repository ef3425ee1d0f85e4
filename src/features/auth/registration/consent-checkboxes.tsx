/**
 * The terms and notify checkboxes of registration (SPEC §3 auth config): each shown when active, checked as the CMS's
 * defaultValue says; an active terms checkbox must be checked (SPEC §5), and a refused one says so under it.
 */
import { useState } from 'react';
import type { AuthSettings } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { resolveMessage, truthyCheckbox } from '../../../lib/validation.ts';
import { Checkbox } from './checkbox.tsx';

export interface Consents {
  terms: boolean;
  notify: boolean;
  termsError: string | undefined;
  setTerms: (checked: boolean) => void;
  setNotify: (checked: boolean) => void;
  setTermsError: (message: string | undefined) => void;
  /** Checks the terms as SPEC §5 says; false (with the message under the box) when they stop the form. */
  check: () => boolean;
}

/** `messages`: the CMS's overrides of the validation messages. */
export function useConsents(auth: Pick<AuthSettings, 'termsCheckbox' | 'notifyCheckbox'>, messages: Readonly<Record<string, string>>): Consents {
  const t = useT();
  const [terms, setTerms] = useState(auth.termsCheckbox.defaultValue);
  const [notify, setNotify] = useState(auth.notifyCheckbox.defaultValue);
  const [termsError, setTermsError] = useState<string>();
  return {
    terms,
    notify,
    termsError,
    setTerms,
    setNotify,
    setTermsError,
    check: () => {
      const failure = auth.termsCheckbox.isActive ? truthyCheckbox(terms) : undefined;
      setTermsError(failure ? resolveMessage(failure, t, messages) : undefined);
      return failure === undefined;
    },
  };
}

export function ConsentCheckboxes({ auth, consents }: { auth: Pick<AuthSettings, 'termsCheckbox' | 'notifyCheckbox'>; consents: Consents }) {
  const t = useT();
  return (
    <>
      {auth.termsCheckbox.isActive ? (
        <Checkbox
          name="terms"
          checked={consents.terms}
          error={consents.termsError}
          onChange={(checked) => {
            consents.setTerms(checked);
            if (checked) consents.setTermsError(undefined);
          }}
        >
          {t('auth.registration.terms')}
        </Checkbox>
      ) : null}
      {auth.notifyCheckbox.isActive ? (
        <Checkbox name="notify" checked={consents.notify} onChange={consents.setNotify}>
          {t('auth.registration.notify')}
        </Checkbox>
      ) : null}
    </>
  );
}
