/**
 * /promotions, /offers and their detail pages /promotions/{id or name}, /offers/{id or name} (SPEC §2, §3 "Offer";
 * decision 011): the operator's campaigns with their terms in the page's language. Guests see everything; taking asks
 * them to sign in first (offer-detail.tsx).
 */
import { Link } from 'wouter';
import { getOffers, OFFER_FIELDS, offerAddressName, type Offer } from '../../../api/campaigns.ts';
import { imageOf } from '../../../cms/images.ts';
import { useRemapped } from '../../../cms/use-remapped.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { ReadView } from '../../../ui/read-view.tsx';
import { BonusFrame } from '../bonuses-frame.tsx';
import { findOffer, offersOfKind, type ListKind } from '../bonuses-rules.ts';
import { OfferDetail } from './offer-detail.tsx';
import { Rewards } from './offer-rewards.tsx';

const OFFERS = { fields: OFFER_FIELDS } as const;

const detailHref = (kind: ListKind, offer: Offer): string => {
  const id = offerAddressName(offer);
  return kind === 'offers' ? href('offer', { id }) : href('promotion', { id });
};

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
      <ReadView state={read} failedTitle={t('bonuses.offer.listFailed')} skeletons={3}>
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
      </ReadView>
    </BonusFrame>
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
      <ReadView state={read} failedTitle={t('bonuses.offer.detailFailed')} skeletons={1}>
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
      </ReadView>
    </BonusFrame>
  );
}
