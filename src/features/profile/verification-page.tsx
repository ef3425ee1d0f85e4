/**
 * Identity verification (SPEC §1, §3, §7): sumsub.createApplicant, sumsub.getAccessToken, then the provider's
 * page (the sandbox's /sandbox-kyc/) in a new window with the token; when the player says they are done,
 * account.setUserOnVerification. The verdict is the platform's: the page only shows is_on_verification,
 * is_verified and is_kyc_block_enabled from account info and re-reads them on request.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { openExternalLink } from '../../../platform/index.ts';
import { setUserOnVerification } from '../../api/account.ts';
import { expectOne } from '../../api/client.ts';
import { createApplicant, getAccessToken } from '../../api/sumsub.ts';
import { cmsState } from '../../cms/store.ts';
import { useT } from '../../i18n/index.ts';
import { refreshAccount, sessionState } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Message, ProfileFrame } from './parts.tsx';
import '../../i18n/texts/profile.ts';
import '../../i18n/texts/auth.ts';

export const KYC_PAGE = '/sandbox-kyc/';

export default function VerificationPage() {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const { identityVerification } = useSnapshot(cmsState).settings;
  const [started, setStarted] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function start() {
    setBusy(true);
    setError(undefined);
    try {
      await createApplicant({});
      const { token } = await getAccessToken({});
      const url = `${KYC_PAGE}?token=${encodeURIComponent(token)}`;
      setStarted(url);
      // Through the host: in Telegram the check opens in Telegram's browser and the mini-app stays (issue 4).
      openExternalLink(url);
    } catch {
      setError(t('auth.errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  async function finished() {
    setBusy(true);
    setError(undefined);
    try {
      expectOne('account.setUserOnVerification', await setUserOnVerification({}));
      await refreshAccount();
      setStarted(undefined);
    } catch {
      setError(t('auth.errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  const state = info?.is_verified ? 'verified' : info?.is_on_verification ? 'on-verification' : 'none';
  return (
    <ProfileFrame title={t('profile.verification.title')}>
      {!identityVerification.isEnabled ? (
        <p className="profile__text">{t('profile.verification.disabled')}</p>
      ) : (
        <section className="profile__card" data-verification={state}>
          {info?.is_kyc_block_enabled && state !== 'verified' ? <p className="profile__error">{t('profile.verification.kycBlock')}</p> : null}
          {state === 'verified' ? <p className="profile__ok">{t('profile.verification.verified')}</p> : null}
          {state === 'on-verification' ? (
            <>
              <p className="profile__text">{t('profile.verification.onVerification')}</p>
              <Button variant="secondary" loading={busy} onClick={() => void refreshAccount().catch(() => setError(t('auth.errors.generic')))}>
                {t('profile.verification.check')}
              </Button>
            </>
          ) : null}
          {state === 'none' ? (
            <>
              <p className="profile__text">{started ? t('profile.verification.open') : t('profile.verification.intro')}</p>
              {started ? (
                <>
                  <a className="omad-link-button" href={started} target="omad-kyc" rel="noopener">
                    {t('profile.verification.reopen')}
                  </a>
                  <Button loading={busy} disabled={busy} onClick={() => void finished()}>
                    {t('profile.verification.finished')}
                  </Button>
                </>
              ) : (
                <Button loading={busy} disabled={busy} onClick={() => void start()}>
                  {busy ? t('profile.verification.starting') : t('profile.verification.start')}
                </Button>
              )}
            </>
          ) : null}
          <Message error={error} />
        </section>
      )}
    </ProfileFrame>
  );
}
