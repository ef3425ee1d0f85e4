/**
 * The identity check in a page or a popup (SPEC §2 /profile/verification and the identity-verification popup):
 * sumsub.createApplicant and sumsub.getAccessToken, then Sumsub's WebSDK in a container here (identity-check.ts).
 * The SDK's events say where the player is (in progress, submitted and waiting, approved, rejected with a retry,
 * rejected for good); when documents are sent the platform is told (account.setUserOnVerification) and when a
 * verdict arrives the account is read again, so is_verified everywhere follows. A verified player sees that only.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { hostColourScheme } from '../../../../platform/colour-scheme.ts';
import { platform } from '../../../../platform/index.ts';
import { createApplicant, getAccessToken } from '../../../api/sumsub.ts';
import { currentLocale, useT } from '../../../i18n/index.ts';
import { localeState } from '../../../stores/locale-store.ts';
import { href } from '../../../lib/paths.ts';
import { refreshAccount, sessionState } from '../../../stores/session-store.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { tellOnVerification } from '../profile-data.ts';
import { isVerdict, launchIdentityCheck, nextPhase, type CheckPhase, type IdentityCheck } from './identity-check.ts';
import '../../../i18n/texts/profile.ts';

const COLOURS = [
  ['--bg', '--omad-bg-elevated'],
  ['--text', '--omad-text'],
  ['--muted', '--omad-text-muted'],
  ['--accent', '--omad-accent'],
  ['--accent-text', '--omad-accent-text'],
  ['--error', '--omad-error'],
] as const;

/** The host's colours (src/ui/theme.css, Telegram's theme params inside Telegram) as CSS the SDK's frame applies. */
export function hostCss(read: (name: string) => string): string {
  const declarations = COLOURS.map(([name, source]) => [name, read(source).trim()] as const)
    // Only colour values: nothing that could close the rule or reach another resource.
    .filter(([, value]) => /^[#\w\s(),.%-]+$/.test(value))
    .map(([name, value]) => `${name}: ${value};`);
  return declarations.length > 0 ? `:root { ${declarations.join(' ')} }` : '';
}

const PHASE_TEXT = {
  starting: 'profile.verification.starting',
  'in-progress': 'profile.verification.inProgress',
  submitted: 'profile.verification.onVerification',
  approved: 'profile.verification.verified',
  'rejected-retry': 'profile.verification.rejectedRetry',
  'rejected-final': 'profile.verification.rejectedFinal',
  'rejected-underage': 'profile.verification.rejectedUnderage',
  failed: 'profile.verification.failed',
} as const satisfies Record<CheckPhase, string>;

export function IdentityCheckView({ onLeave }: { onLeave?: (() => void) | undefined }) {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const { locale } = useSnapshot(localeState);
  const container = useRef<HTMLDivElement>(null);
  const check = useRef<IdentityCheck | undefined>(undefined);
  const [phase, setPhase] = useState<CheckPhase>(info?.is_on_verification ? 'submitted' : 'starting');
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string>();
  const verified = info?.is_verified === true;
  // The documents are with the provider whether or not the platform heard of it: a failure is only said.
  const tell = useWrite({ run: tellOnVerification, fail: () => t('profile.verification.notTold') });

  useEffect(() => {
    const element = container.current;
    if (verified || !element) return;
    let active = true;
    void (async () => {
      try {
        await createApplicant({});
        const { token } = await getAccessToken({});
        if (!active) return;
        check.current = launchIdentityCheck(element, {
          token,
          refresh: async () => (await getAccessToken({})).token,
          lang: currentLocale(),
          theme: hostColourScheme(),
          css: hostCss((name) => getComputedStyle(element).getPropertyValue(name)),
          onEvent: (event) => {
            if (!active) return;
            setPhase((current) => nextPhase(current, event.phase));
            if (event.submitted) void tell.run();
            // The platform's verdict (is_verified) follows the provider's: read the account again.
            else if (event.phase && isVerdict(event.phase)) void refreshAccount().catch(() => setNotice(t('profile.loadFailed')));
          },
        });
      } catch {
        if (active) setPhase('failed');
      }
    })();
    const stopTheme = platform().onAppearanceChange(() => check.current?.setTheme(hostColourScheme()));
    return () => {
      active = false;
      stopTheme();
      check.current?.destroy();
      check.current = undefined;
    };
    // `t` changes with the locale, which the SDK follows through setLanguage below, not by a new launch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verified, attempt]);

  useEffect(() => check.current?.setLanguage(locale), [locale]);

  if (verified) return <p className="profile__ok">{t('profile.verification.verified')}</p>;
  return (
    <div className="profile__check" data-phase={phase}>
      <p className={phase === 'failed' || phase.startsWith('rejected') ? 'profile__error' : phase === 'approved' ? 'profile__ok' : 'profile__text'} role="status">
        {t(PHASE_TEXT[phase])}
      </p>
      {phase === 'rejected-final' || phase === 'rejected-underage' ? (
        <Link className="omad-link-button" href={href('support')} onClick={onLeave}>
          {t('profile.verification.support')}
        </Link>
      ) : null}
      {phase === 'failed' ? (
        <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          {t('profile.verification.retry')}
        </Button>
      ) : null}
      {(tell.error ?? notice) ? <p className="profile__error">{tell.error ?? notice}</p> : null}
      <div ref={container} className="profile__check-frame" role="region" aria-label={t('profile.verification.frame')} data-testid="identity-check-frame" />
    </div>
  );
}
