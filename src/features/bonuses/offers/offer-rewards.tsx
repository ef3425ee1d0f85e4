/** What an offer gives (SPEC §3 "Offer" promotions): free spins, a percentage or an amount, the wager and the end date. */
import type { Offer, Promotion } from '../../../api/campaigns.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { money } from '../bonuses-rules.ts';

function PromotionLine({ promotion }: { promotion: Promotion }) {
  const t = useT();
  if (promotion.freespins_count) return <li>{t('bonuses.offer.freespins', { count: promotion.freespins_count, game: promotion.game_sysname ?? '' })}</li>;
  if (promotion.percent) return <li>{t('bonuses.offer.percent', { percent: promotion.percent, max: promotion.max_amount ? money(promotion.max_amount) : '—' })}</li>;
  if (promotion.amount) return <li>{t('bonuses.offer.amount', { amount: money(promotion.amount) })}</li>;
  return null;
}

export function Rewards({ offer }: { offer: Offer }) {
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
