/**
 * The pay step of a deposit (decision 009 "Flows", decision 010): the promo code checked first, then makedeposit with the
 * payment's Idempotency-Key (payment/attempt.ts: the same key after no answer, a reload included), then the method's
 * flow (payment-flow.ts). A refusal becomes a problem with its fields, its sentence and its next step
 * (payment/payment-errors.ts), told where the player looks.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { checkPromocode } from '../../../api/campaigns.ts';
import type { DepositMethod, DepositResult, MakeDepositParams } from '../../../api/cashier.ts';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { trackDepositFail } from '../../../services/analytics-events.ts';
import { platform } from '../../../../platform/index.ts';
import { invalidateReads } from '../../../server-data/reads.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { useWrite } from '../../../server-data/writes.ts';
import type { Form } from '../../../ui/use-form.ts';
import { AFTER_OFFER_TAKEN, sendDeposit } from '../cashier-data.ts';
import { problemOf, type Problem, type ProblemFormat } from '../payment/payment-errors.ts';
import { rememberPayment } from '../payment/payment-session.ts';
import { openVerificationFor, problemSentence, useFieldText } from '../payment/problem-view.tsx';
import { followFlow, safeProviderUrl } from './payment-flow.ts';

/** A platform without campaigns checks the code with the deposit itself (decision 009). */
async function checkPromo(promo: string): Promise<void> {
  try {
    await checkPromocode({ promo_code: promo });
  } catch (error) {
    if (!(isApiError(error) && error.type === 'MethodNotFoundException')) throw error;
  }
}

export interface PayDeposit {
  /** The payment is on its way, or the page is leaving for the provider. */
  busy: boolean;
  problem: Problem | undefined;
  /** The player changed the form: the last refusal no longer applies. */
  clearProblem: () => void;
  /** Stops before paying with a problem the page saw itself (decision 033: identification first), told like a refusal. */
  hold: (problem: Problem) => void;
  /** Pays `params`; `paymentWindow` is the window opened within the tap for a new-window flow. */
  pay: (params: MakeDepositParams, paymentWindow: Window | null) => void;
}

export function usePayDeposit({ uid, method, first, form, offerChosen, format, onOfferRefused, onLeave }: {
  uid: number;
  method: DepositMethod;
  /** The player has no deposit before this one. */
  first: boolean;
  form: Form<string>;
  /** An offer goes with the deposit. */
  offerChosen: boolean;
  format: ProblemFormat;
  /** The platform refused the chosen offer: it is chosen no longer. */
  onOfferRefused: () => void;
  onLeave?: (() => void) | undefined;
}): PayDeposit {
  const t = useT();
  const [, navigate] = useLocation();
  const fieldText = useFieldText();
  const [problem, setProblem] = useState<Problem>();
  // A full-page navigation to the provider keeps the button busy until the page goes.
  const [leaving, setLeaving] = useState(false);
  const paymentWindow = useRef<Window | null>(null);
  // Identified since identification stopped this deposit (decision 033): what stopped it no longer stands.
  const identified = useSnapshot(sessionState).info?.is_verified === true;
  useEffect(() => {
    if (identified) setProblem((current) => (current?.play ? undefined : current));
  }, [identified]);

  const write = useWrite<MakeDepositParams, DepositResult>({
    run: async (params) => {
      if (params.promo_code) await checkPromo(params.promo_code);
      return sendDeposit(uid, params);
    },
    // The chosen offer is taken with this deposit (it grants once): the list is read again without it.
    invalidates: offerChosen ? AFTER_OFFER_TAKEN : [],
    done: (result, params) => {
      // The pay-cancel, new-window and mobile pages have no id in their route: they read this tab's payment.
      const reopen = result.flow === 'new_window' || result.flow === 'mobile' ? (safeProviderUrl(result, window.location.origin) ?? null) : null;
      rememberPayment({ uid, id: result.id, flow: result.flow, method: method.sysname, amount: params.amount, currency: method.currency, url: reopen, first });
      const outcome = followFlow(result, paymentWindow.current);
      if (outcome.kind === 'refused') setProblem({ message: { key: 'providerError' }, fields: {}, unanswered: false });
      else if (outcome.kind === 'route') {
        onLeave?.();
        navigate(outcome.path);
      } else setLeaving(true);
      return undefined;
    },
    fail: (error) => {
      paymentWindow.current?.close();
      trackDepositFail(method.sysname, error);
      const next = problemOf(error, format);
      setProblem(next);
      if (next.fields.offer) {
        // The platform refused the offer itself: it is no longer chosen, and the list is read again without it.
        onOfferRefused();
        void invalidateReads(AFTER_OFFER_TAKEN);
      }
      openVerificationFor(next, problemSentence(next, t));
      for (const [name, message] of Object.entries(next.fields)) {
        if (name in form.values) form.setError(name, fieldText(message));
      }
      platform().haptic('error');
      // Placed by the caller: the sentence, the fields and the next step come from the problem.
      return null;
    },
  });

  return {
    busy: write.busy || leaving,
    problem,
    clearProblem: () => setProblem(undefined),
    hold: (next) => {
      setProblem(next);
      openVerificationFor(next, problemSentence(next, t));
      platform().haptic('error');
    },
    pay: (params, opened) => {
      setProblem(undefined);
      paymentWindow.current = opened;
      void write.run(params);
    },
  };
}
