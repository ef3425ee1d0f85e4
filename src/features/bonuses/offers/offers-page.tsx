/**
 * /promotions, /offers and their detail pages /promotions/{id or name}, /offers/{id or name} (SPEC §2, §3 "Offer";
 * issue 16 part 1): the operator's campaigns with their terms in the page's language. Guests see everything; taking
 * asks them to sign in first. A refusal the player can fix opens its next step (deposit, confirm e-mail, fill the
 * profile) over the offer, so closing it comes back here.
 */
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getOffers, OFFER_FIELDS, offerAddressName, type Offer, type Promotion } from '../../../api/campaigns.ts';
import { isApiError } from '../../../api/errors.ts';
import { useRead } from '../../../server-data/reads.ts';
import { known, useT } from '../../../i18n/index.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { sanitizeCmsHtml } from '../../../lib/sanitize.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { openNextStep, refreshAfterChange, takeOffer } from '../bonuses-data.ts';
import { findOffer, nextStepFor, offerRefusal, offersOfKind, refusalBeforeTap, type ListKind, type NextStep } from '../bonuses-rules.ts';
import { BonusFrame, ReadBlock, money, useRefusalText } from '../bonuses-frame.tsx';
import { imageOf } from '../../../cms/images.ts';
import { useRemapped } from '../../../cms/use-remapped.ts';

const OFFERS = { fields: OFFER_FIELDS } as const;

const detailHref = (kind: ListKind, offer: Offer): string => {
  const id = offerAddressName(offer);
  return kind === 'offers' ? href('offer', { id }) : href('promotion', { id });
};

function PromotionLine({ promotion }: { promotion: Promotion }) {
  const t = useT();
  if (promotion.freespins_count) return <li>{t('bonuses.offer.freespins', { count: promotion.freespins_count, game: promotion.game_sysname ?? '' })}</li>;
  if (promotion.percent) return <li>{t('bonuses.offer.percent', { percent: promotion.percent, max: promotion.max_amount ? money(promotion.max_amount) : '—' })}</li>;
  if (promotion.amount) return <li>{t('bonuses.offer.amount', { amount: money(promotion.amount) })}</li>;
  return null;
}

function Rewards({ offer }: { offer: Offer }) {
  const t = useT();
  const promotions = offer.promotions ?? [];
  const wager = promotions.find((promotion) => promotion.wager_multiplier)?.wager_multiplier;
  return (
    <>
      {promotions.length > 0 ? (
        <ul className="bonuses__text">
          {promotions.map((promotion, index) => (
            <PromotionLine key={promotion.id ?? index} promotion={promotion} />
          ))}
        </ul>
      ) : null}
      {wager ? <p className="bonuses__text">{t('bonuses.offer.wager', { multiplier: formatNumber(wager) })}</p> : null}
      {offer.finished_at ? <p className="bonuses__text">{t('bonuses.offer.until', { date: formatDate(offer.finished_at * 1000) })}</p> : null}
    </>
  );
}

function OfferCard({ kind, offer }: { kind: ListKind; offer: Offer }) {
  const t = useT();
  const image = imageOf(offer.description, 'desktop_image');
  const title = offer.description?.title ?? t(kind === 'offers' ? 'pages.offer' : 'pages.promotion');
  return (
    <li className="bonuses__card" data-testid="offer-card">
      {image ? <img src={image} alt="" width={735} height={240} loading="lazy" /> : null}
      <h3>
        <Link href={detailHref(kind, offer)}>{title}</Link>
      </h3>
      {offer.description?.subtitle ? <p className="bonuses__text">{offer.description.subtitle}</p> : null}
      <Rewards offer={offer} />
      {offer.is_taken ? <span className="bonuses__status">{t('bonuses.offer.taken')}</span> : null}
    </li>
  );
}

function Tabs({ kind }: { kind: ListKind }) {
  const t = useT();
  return (
    <nav className="bonuses__tabs" aria-label={t('bonuses.offer.sections')}>
      <Link href={href('promotions')} aria-current={kind === 'promotions' ? 'page' : undefined}>
        {t('pages.promotions')}
      </Link>
      <Link href={href('offers')} aria-current={kind === 'offers' ? 'page' : undefined}>
        {t('pages.offers')}
      </Link>
    </nav>
  );
}

export function OffersListPage({ kind }: { kind: ListKind }) {
  const t = useT();
  const read = useRead(getOffers, OFFERS);
  // SPEC §3: the image keys as the CMS maps them.
  const offers = useRemapped('offer', read.status === 'ready' ? read.data.items : undefined);
  return (
    <BonusFrame title={t(kind === 'offers' ? 'pages.offers' : 'pages.promotions')}>
      <Tabs kind={kind} />
      <ReadBlock read={read} failedTitle={t('bonuses.offer.listFailed')} skeletons={3}>
        {() => {
          const items = offersOfKind(offers ?? [], kind);
          if (items.length === 0) {
            return (
              <EmptyState
                title={t('bonuses.offer.emptyTitle')}
                description={t('bonuses.offer.emptyText')}
                action={
                  <Link className="omad-link-button" href={href('home')}>
                    {t('nav.home')}
                  </Link>
                }
              />
            );
          }
          return (
            <ul className="bonuses__list" aria-label={t(kind === 'offers' ? 'pages.offers' : 'pages.promotions')}>
              {items.map((offer) => (
                <OfferCard key={offer.id} kind={kind} offer={offer} />
              ))}
            </ul>
          );
        }}
      </ReadBlock>
    </BonusFrame>
  );
}

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
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; step?: NextStep; refused?: boolean }>();
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
  const take = async () => {
    if (!signedIn) {
      openNextStep('sign-in');
      return;
    }
    setBusy(true);
    setResult(undefined);
    try {
      await takeOffer(offer.id);
      setResult({ ok: true, text: t('bonuses.offer.takenNow') });
    } catch (error) {
      const step = nextStepFor(error);
      const refusal = offerRefusal(error, offer);
      if (step) {
        setResult({ ok: false, text: t(`bonuses.offer.step.${step}`), step });
        openNextStep(step);
      } else if (refusal) {
        setResult({ ok: false, text: refusalText(refusal), refused: true });
        // Taken already (elsewhere, another tab): the offers are read again, so the page shows it as taken.
        if (refusal.key === 'ALREADY_TAKEN') void refreshAfterChange();
      } else setResult({ ok: false, text: t(isApiError(error) && error.kind === 'network' ? 'errors.network' : 'bonuses.offer.takeFailed') });
    } finally {
      setBusy(false);
    }
  };
  if (result?.refused) return <Refusal text={result.text} kind={kind} />;
  return (
    <>
      <Button stretched onClick={() => void take()} loading={busy} disabled={busy}>
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

function OfferDetail({ offer, kind }: { offer: Offer; kind: ListKind }) {
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

export function OfferPage({ kind, id }: { kind: ListKind; id: string }) {
  const t = useT();
  const read = useRead(getOffers, OFFERS);
  const offers = useRemapped('offer', read.status === 'ready' ? read.data.items : undefined);
  const listHref = href(kind === 'offers' ? 'offers' : 'promotions');
  const listLabel = t(kind === 'offers' ? 'pages.offers' : 'pages.promotions');
  const offer = offers ? findOffer(offers, id) : undefined;
  return (
    <BonusFrame title={offer?.description?.title ?? t(kind === 'offers' ? 'pages.offer' : 'pages.promotion')} back={{ href: listHref, label: listLabel }}>
      <ReadBlock read={read} failedTitle={t('bonuses.offer.detailFailed')} skeletons={1}>
        {() =>
          offer ? (
            <OfferDetail offer={offer} kind={kind} />
          ) : (
            <EmptyState
              title={t('bonuses.offer.notFoundTitle')}
              description={t('bonuses.offer.notFoundText')}
              action={
                <Link className="omad-link-button" href={listHref}>
                  {listLabel}
                </Link>
              }
            />
          )
        }
      </ReadBlock>
    </BonusFrame>
  );
}
