/**
 * The bonus popups of SPEC §2/§4 (decision 011): promo code activated, bonus confirm (activate, deactivate or remove a
 * casino or betting bonus; removing says what money is burnt) and burn bonuses confirm (what is lost). Each confirm
 * runs its change itself, shows a failure in place, and closes when it is done.
 */
import { Link } from 'wouter';
import type { Money } from '../../api/common.ts';
import type { Offer } from '../../api/campaigns.ts';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { openPopup, type PopupContentProps } from '../../stores/popup-store.ts';
import { sessionState } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmActions } from '../../ui/confirm-actions.tsx';
import { bonusFailure, burnBonuses, refreshBonuses, runBonusAction, useBonusChange, type BonusAction } from './bonuses-data.ts';
import { money } from './bonuses-rules.ts';
import './bonuses.css';
import '../../i18n/texts/bonuses.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** `code`: the activated code; `offer`: what it unlocked (campaigns.activateOffer's answer). */
    'promo-code-activated': { code: string; offer?: Offer };
    /** `title`: the bonus's name; `burnt`: the bonus money removing it burns. */
    'bonus-confirm': { bonus: BonusAction; title: string; burnt?: Money; /** A betting bonus's smallest odds, told after activation. */ minOdds?: number };
    /** `bonusIds`: the casino bonuses that burn; `burnt`: their money together. */
    'burn-bonuses-confirm': { bonusIds: readonly number[]; burnt?: Money };
  }
}

export function PromoCodeActivatedPopup({ props: { code, offer }, close }: PopupContentProps<'promo-code-activated'>) {
  const t = useT();
  const title = offer?.description?.title;
  return (
    <div className="bonuses-popup" data-testid="promo-code-activated">
      <p>{t('bonuses.promo.activated', { code })}</p>
      {title ? <p className="bonuses__amount">{title}</p> : null}
      {offer?.description?.subtitle ? <p>{offer.description.subtitle}</p> : null}
      <Link className="omad-button omad-button--primary omad-button--m" href={href('profileBonuses')} onClick={close}>
        {t('bonuses.promo.toBonuses')}
      </Link>
      <Button variant="secondary" onClick={close}>
        {t('common.close')}
      </Button>
    </div>
  );
}

export function BonusConfirmPopup({ props: { bonus, title, burnt, minOdds }, close }: PopupContentProps<'bonus-confirm'>) {
  const t = useT();
  const change = useBonusChange({
    run: () => runBonusAction(bonus),
    done: () => {
      close();
      // SPEC §2 popups: an activated betting bonus says what it put on the betting-bonus balance, read from the account
      // info refreshed with the change.
      if (bonus.kind === 'betting' && bonus.action === 'activate') {
        const amount = sessionState.info?.balance_betting_bonus;
        openPopup('betting-bonus-activated', { title, ...(amount ? { amount } : {}), ...(minOdds ? { minOdds } : {}) });
      }
      return undefined;
    },
  });
  return (
    <div className="bonuses-popup" data-testid="bonus-confirm">
      <p>{t(`bonuses.confirm.${bonus.action}`, { title })}</p>
      {bonus.action === 'remove' && bonus.kind === 'casino' && burnt && burnt.amount > 0 ? <p className="bonuses__error">{t('bonuses.confirm.burnt', { amount: money(burnt) })}</p> : null}
      <ConfirmActions confirm={t(`bonuses.actions.${bonus.action}`)} onConfirm={() => void change.run()} cancel={t('bonuses.confirm.no')} onCancel={close} busy={change.busy} error={change.error} />
    </div>
  );
}

export function BurnBonusesConfirmPopup({ props: { bonusIds, burnt }, close }: PopupContentProps<'burn-bonuses-confirm'>) {
  const t = useT();
  const burn = useBonusChange({
    run: () => burnBonuses(bonusIds),
    done: () => {
      close();
      return undefined;
    },
    fail: (error) => {
      // Some may have burnt before the failure: the lists and the balance are read again either way.
      void refreshBonuses();
      return bonusFailure(error, t);
    },
  });
  return (
    <div className="bonuses-popup" data-testid="burn-bonuses-confirm">
      <p>{t('bonuses.burn.explain')}</p>
      {burnt && burnt.amount > 0 ? <p className="bonuses__error">{t('bonuses.confirm.burnt', { amount: money(burnt) })}</p> : null}
      <p>{t('bonuses.burn.progressLost')}</p>
      <ConfirmActions confirm={t('bonuses.burn.yes')} onConfirm={() => void burn.run()} cancel={t('bonuses.confirm.no')} onCancel={close} busy={burn.busy} error={burn.error} />
    </div>
  );
}
