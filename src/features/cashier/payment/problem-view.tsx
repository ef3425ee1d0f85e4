/** A refused payment in words (payment-errors.ts gives the keys): the sentence, the field messages and the next step. */
import { useContext, useMemo } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { cmsState } from '../../../stores/cms-store.ts';
import { known, useT, type Translate } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { resolveMessage } from '../../../lib/validation.ts';
import { openPopup, popupState } from '../../../stores/popup-store.ts';
import { Button } from '../../../ui/button.tsx';
import { FormValidation } from '../../../ui/use-form.ts';
import { showMoney } from '../amount.ts';
import type { FieldMessage, NextStep, Problem, ProblemFormat } from './payment-errors.ts';
import '../../../i18n/texts/cashier.errors.ts';
import '../../../i18n/texts/cashier.steps.ts';

/** How amounts, dates and periods read in the player's language and currency. */
export function useProblemFormat(currency: string, bounds?: { min: number; max: number }): ProblemFormat {
  const t = useT();
  const { promoCodeErrors } = useSnapshot(cmsState);
  return useMemo(
    () => ({
      money: (amount: number) => showMoney(amount, currency),
      dateTime: (seconds: number) => formatDateTime(seconds, t('cashier.at')),
      period: (period: string) => periodName(period, t),
      ...(bounds ? { bounds } : {}),
      promoCodeErrors,
      promoFallback: t('cashier.errors.promoInvalid'),
    }),
    [t, currency, bounds, promoCodeErrors],
  );
}

/** Turns field messages into text (a SPEC §5 failure with the CMS's overrides, or the cashier's words). */
export function useFieldText(): (message: FieldMessage) => string {
  const t = useT();
  const { messages } = useContext(FormValidation);
  return (message) => {
    if ('failure' in message) return resolveMessage(message.failure, t, messages);
    if ('text' in message) return message.text;
    return t(`cashier.errors.${message.key}`, message.params);
  };
}

/** A limit's period in words (`day` → "kun"); a period the dictionary does not know is shown as the platform gave it. */
export function periodName(period: string, t: Translate): string {
  const name = known(period, ['none', 'day', 'week', 'month']);
  return name ? t(`cashier.periods.${name}`) : period;
}

export function problemSentence(problem: Problem | undefined, t: Translate): string | undefined {
  return problem?.message ? t(`cashier.errors.${problem.message.key}`, problem.message.params) : undefined;
}

/**
 * The identity-verification popup with the refusal's sentence and the step it needs (the profile first, or the
 * documents). On the way to real-money play (decision 033) it offers to continue after an approval, with `resume`.
 */
function openVerification(step: 'verification' | 'verification-profile', why: string | undefined, play = false, resume?: () => void): void {
  openPopup('identity-verification', { ...(why ? { why } : {}), step: step === 'verification-profile' ? 'profile' : 'verification', ...(play ? { play } : {}), ...(resume ? { resume } : {}) });
}

/**
 * A refusal that needs identity verification (SumsubVerificationRequiredException, KycWithdrawalException,
 * KycUserProfileException) opens the verification popup at once, with why and the next step. Not over another popup
 * (the deposit curtain): that would close the form and lose what the player typed; the form's button opens it then.
 */
export function openVerificationFor(problem: Problem, why: string | undefined): void {
  if (popupState.current) return;
  if (problem.step === 'verification' || problem.step === 'verification-profile') openVerification(problem.step, why, problem.play);
}

/** The way to fix it: change the limit, verify, fill the profile, confirm a contact. */
export function NextStepAction({ step, why, onLeave, play, resume }: {
  step: NextStep | undefined;
  why?: string | undefined;
  onLeave?: (() => void) | undefined;
  /** On the way to real-money play (decision 033); `resume` brings the player back after an approval. */
  play?: boolean | undefined;
  resume?: (() => void) | undefined;
}) {
  const t = useT();
  switch (step) {
    case 'limits':
      return (
        <Link className="omad-link-button" href={href('profileResponsibleGame')} onClick={onLeave}>
          {t('cashier.steps.limits')}
        </Link>
      );
    case 'verification':
    case 'verification-profile':
      return <Button onClick={() => openVerification(step, why, play, resume)}>{t('cashier.steps.verification')}</Button>;
    case 'profile':
      return (
        <>
          <Button onClick={() => openPopup('fill-profile')}>{t('cashier.steps.profile')}</Button>
          <Link className="cashier__link" href={href('profileSettings')} onClick={onLeave}>
            {t('cashier.steps.settings')}
          </Link>
        </>
      );
    case 'contacts':
      return (
        <Link className="omad-link-button" href={href('profileSettings')} onClick={onLeave}>
          {t('cashier.steps.contacts')}
        </Link>
      );
    default:
      return null;
  }
}
