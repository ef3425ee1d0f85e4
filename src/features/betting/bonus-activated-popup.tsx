/**
 * The betting-bonus-activated popup (SPEC §2 popups; decision 011): after a betting bonus is activated through the bonus
 * confirm (SPEC §4), what it put on the betting-bonus balance and the way to the sportsbook.
 */
import { Link } from 'wouter';
import type { Money } from '../../api/common.ts';
import { useT } from '../../i18n/index.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import type { PopupContentProps } from '../../stores/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import '../../i18n/texts/betting.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** `title`: the bonus's name; `amount`: the betting-bonus balance it put there; `minOdds`: the odds a bet needs. */
    'betting-bonus-activated': { title: string; amount?: Money; minOdds?: number };
  }
}

export default function BettingBonusActivatedPopup({ props: { title, amount, minOdds }, close }: PopupContentProps<'betting-bonus-activated'>) {
  const t = useT();
  return (
    <div className="bonuses-popup" data-testid="betting-bonus-activated">
      <p>{amount && amount.amount > 0 ? t('betting.bonusActivated.text', { title, amount: formatMoney(amount.amount, amount.currency) }) : t('betting.bonusActivated.textNoAmount', { title })}</p>
      {minOdds ? <p>{t('betting.bonusActivated.hint', { odds: formatNumber(minOdds) })}</p> : null}
      <Link className="omad-button omad-button--primary omad-button--m" href={href('betting')} onClick={close}>
        {t('betting.bonusActivated.toBetting')}
      </Link>
      <Button variant="secondary" onClick={close}>
        {t('common.close')}
      </Button>
    </div>
  );
}
