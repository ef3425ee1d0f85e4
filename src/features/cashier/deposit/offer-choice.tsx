/**
 * The deposit offers a method takes (SPEC §3 "Offer"), to choose one or none: the chosen one travels with the deposit as
 * `campaign_offer_id`. A platform without campaigns answers MethodNotFoundException and shows none.
 */
import { OFFER_FIELDS, getOffers } from '../../../api/campaigns.ts';
import { isApiError } from '../../../api/errors.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { keptOffer, offersForMethod } from './deposit-offers.ts';

export function OfferChoice({ method, chosen, onChoose, error }: { method: string; chosen: number | undefined; onChoose: (id: number | undefined) => void; error: string | undefined }) {
  const t = useT();
  const read = useRead(getOffers, { fields: OFFER_FIELDS });
  if (read.status === 'loading') return null;
  if (read.status === 'failed') {
    if (isApiError(read.error) && read.error.type === 'MethodNotFoundException') return null;
    return (
      <p className="cashier__text">
        {t('cashier.deposit.offersFailed')}{' '}
        <button type="button" className="cashier__inline-button" onClick={read.retry}>
          {t('errors.retry')}
        </button>
      </p>
    );
  }
  const offers = offersForMethod(read.data.items, method);
  // A refused offer leaves the list (taken, or no longer for this player); its reason stays in view.
  if (offers.length === 0) {
    return error ? (
      <p id="deposit-offer-error" className="cashier-field__error" role="alert">
        {error}
      </p>
    ) : null;
  }
  const current = keptOffer(chosen, offers);
  return (
    <fieldset className="cashier-offers" aria-describedby={error ? 'deposit-offer-error' : undefined}>
      <legend>{t('cashier.deposit.offers')}</legend>
      <label className="cashier-offer">
        <input type="radio" name="offer" checked={current === undefined} onChange={() => onChoose(undefined)} />
        <span>{t('cashier.deposit.noOffer')}</span>
      </label>
      {offers.map((offer) => (
        <label key={offer.id} className="cashier-offer">
          <input type="radio" name="offer" checked={current === offer.id} onChange={() => onChoose(offer.id)} />
          <span>
            <strong>{offer.description?.title ?? t('cashier.deposit.offer', { id: offer.id })}</strong>
            {offer.description?.subtitle ? <small>{offer.description.subtitle}</small> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id="deposit-offer-error" className="cashier-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
