/**
 * One offer in full (SPEC §3 "Offer", decision 011): its rewards and terms in the page's language, what the player still
 * needs, and Take. A refusal the player can fix opens its next step over the offer; one no retry can change is said in
 * words that name it, with the way to the others.
 */
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Offer } from '../../../api/campaigns.ts';
import { isApiError } from '../../../api/errors.ts';
import { imageOf } from '../../../cms/images.ts';
import { known, useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { sanitizeCmsHtml } from '../../../lib/sanitize.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { refreshBonuses, sendTakeOffer, useBonusChange } from '../bonuses-data.ts';
import { money, nextStepFor, offerRefusal, refusalBeforeTap, type ListKind, type NextStep } from '../bonuses-rules.ts';
import { openNextStep } from './next-step.ts';
import { Rewards } from './offer-rewards.tsx';
import { useRefusalText } from './refusal-text.ts';

/** What the player still needs (trigger.user_needs) in words. */
function Needs({ needs }: { needs: readonly string[] }) {
  const t = useT();
  const words = needs.map((need) => known(need, ['auth', 'deposit', 'confirm_contact', 'profile_data'] as const)).filter((need) => need !== undefined);
  if (words.length === 0) return null;
  return (
    <div className="bonuses__note" data-testid="offer-needs">
      <p>{t('bonuses.offer.needsLead')}</p>
      <ul>
        {words.map((need) => (
          <li key={need}>{t(`bonuses.offer.needs.${need}`)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Why the offer is not for this player, and the way to the others (a refusal no retry can change). */
function Refusal({ text, kind }: { text: string; kind: ListKind }) {
  const t = useT();
  return (
    <p className="bonuses__error" role="alert" data-testid="offer-refusal">
      {text}{' '}
      <Link className="omad-link-button" href={href(kind)}>
        {t('bonuses.offer.refusal.others')}
      </Link>
    </p>
  );
}

function TakeButton({ offer, kind }: { offer: Offer; kind: ListKind }) {
  const t = useT();
  const refusalText = useRefusalText();
  const { info } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  const [result, setResult] = useState<{ ok: boolean; text: string; step?: NextStep; refused?: boolean }>();
  const take = useBonusChange<number>({
    run: sendTakeOffer,
    done: () => {
      setResult({ ok: true, text: t('bonuses.offer.takenNow') });
      return undefined;
    },
    fail: (error) => {
      const step = nextStepFor(error);
      const refusal = offerRefusal(error, offer);
      if (step) {
        setResult({ ok: false, text: t(`bonuses.offer.step.${step}`), step });
        openNextStep(step);
      } else if (refusal) {
        setResult({ ok: false, text: refusalText(refusal), refused: true });
        // Taken already (elsewhere, another tab): the offers are read again, so the page shows it as taken.
        if (refusal.key === 'ALREADY_TAKEN') void refreshBonuses();
      } else setResult({ ok: false, text: t(isApiError(error) && error.kind === 'network' ? 'errors.network' : 'bonuses.offer.takeFailed') });
      // Said below the button, with the way on.
      return null;
    },
  });
  if (offer.is_taken) {
    return (
      <p className="bonuses__ok" role="status">
        {result?.ok ? result.text : t('bonuses.offer.taken')}
      </p>
    );
  }
  if (offer.trigger?.action === 'promo_code') {
    return (
      <Link className="omad-button omad-button--primary omad-button--m" href={href('profileBonuses')}>
        {t('bonuses.offer.enterCode')}
      </Link>
    );
  }
  // Known before the tap (a first-deposit offer for a player who deposited): said instead of a button that would fail.
  const known = refusalBeforeTap(offer, signedIn);
  if (known) return <Refusal text={refusalText(known)} kind={kind} />;
  const onTake = () => {
    if (!signedIn) {
      openNextStep('sign-in');
      return;
    }
    setResult(undefined);
    void take.run(offer.id);
  };
  if (result?.refused) return <Refusal text={result.text} kind={kind} />;
  return (
    <>
      <Button stretched onClick={onTake} loading={take.busy} disabled={take.busy}>
        {signedIn ? t('bonuses.offer.take') : t('bonuses.offer.signInToTake')}
      </Button>
      {result ? (
        <p className={result.ok ? 'bonuses__ok' : 'bonuses__error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}{' '}
          {result.step ? (
            <button type="button" className="omad-link-button" onClick={() => result.step && openNextStep(result.step)}>
              {t('bonuses.offer.continue')}
            </button>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

export function OfferDetail({ offer, kind }: { offer: Offer; kind: ListKind }) {
  const t = useT();
  const terms = useMemo(() => (offer.description?.terms ? sanitizeCmsHtml(offer.description.terms) : ''), [offer.description?.terms]);
  const text = useMemo(() => (offer.description?.text ? sanitizeCmsHtml(offer.description.text) : ''), [offer.description?.text]);
  const image = imageOf(offer.description, 'desktop_image');
  const min = offer.trigger?.params?.min_deposit;
  const excluded = offer.trigger?.params?.exclude_methods ?? [];
  return (
    <article className="bonuses__card" data-testid="offer-detail">
      {image ? <img src={image} alt="" width={735} height={240} /> : null}
      {offer.description?.subtitle ? <p className="bonuses__amount">{offer.description.subtitle}</p> : null}
      <Rewards offer={offer} />
      {min ? <p className="bonuses__text">{t('bonuses.offer.minDeposit', { amount: money(min) })}</p> : null}
      {excluded.length > 0 ? <p className="bonuses__text">{t('bonuses.offer.excluded', { methods: excluded.join(', ') })}</p> : null}
      {offer.trigger?.user_satisfies_params === false ? <Needs needs={offer.trigger.user_needs ?? []} /> : null}
      <TakeButton offer={offer} kind={kind} />
      {/* Sanitised above: scripts, handlers and unsafe URLs never reach the DOM. */}
      {text ? <div className="bonuses__terms" dangerouslySetInnerHTML={{ __html: text }} /> : null}
      {terms ? (
        <section aria-labelledby="offer-terms">
          <h2 id="offer-terms" className="bonuses__subtitle">
            {t('bonuses.offer.terms')}
          </h2>
          <div className="bonuses__terms" dangerouslySetInnerHTML={{ __html: terms }} />
        </section>
      ) : null}
    </article>
  );
}
