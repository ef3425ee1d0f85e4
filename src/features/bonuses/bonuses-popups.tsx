/**
 * The bonus popups of SPEC §2/§4 (issue 16): promo code activated, bonus confirm (activate, deactivate or remove a
 * casino or betting bonus; removing says what money is burnt) and burn bonuses confirm (what is lost). Each confirm
 * runs its change itself, shows a failure in place, and closes when it is done.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import type { Money } from '../../api/common.ts';
import type { Offer } from '../../api/campaigns.ts';
import { isApiError } from '../../api/errors.ts';
import { useT, type Translate } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { openPopup, type PopupContentProps } from '../../stores/popup-store.ts';
import { sessionState } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { burnBonuses, runBonusAction, type BonusAction } from './bonuses-data.ts';
import { money } from './bonuses-frame.tsx';
import './bonuses.css';

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

function failureText(error: unknown, t: Translate): string {
  return t(isApiError(error) && error.kind === 'network' ? 'errors.network' : 'bonuses.actionFailed');
}

/** Runs a change, keeping the popup open with the failure in words if it fails. */
function useConfirm(run: () => Promise<void>, close: () => void) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await run();
      close();
    } catch (failure) {
      setError(failureText(failure, t));
      setBusy(false);
    }
  };
  return { busy, error, confirm: () => void confirm() };
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
  const { busy, error, confirm } = useConfirm(() => runBonusAction(bonus), () => {
    close();
    // Issue 15: an activated betting bonus says what it put on the betting-bonus balance (SPEC §2 popups), read from the
    // account info that runBonusAction has just refreshed.
    if (bonus.kind === 'betting' && bonus.action === 'activate') {
      const amount = sessionState.info?.balance_betting_bonus;
      openPopup('betting-bonus-activated', { title, ...(amount ? { amount } : {}), ...(minOdds ? { minOdds } : {}) });
    }
  });
  return (
    <div className="bonuses-popup" data-testid="bonus-confirm">
      <p>{t(`bonuses.confirm.${bonus.action}`, { title })}</p>
      {bonus.action === 'remove' && bonus.kind === 'casino' && burnt && burnt.amount > 0 ? <p className="bonuses__error">{t('bonuses.confirm.burnt', { amount: money(burnt) })}</p> : null}
      {error ? (
        <p className="bonuses__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="bonuses__actions">
        <Button onClick={confirm} loading={busy} disabled={busy}>
          {t(`bonuses.actions.${bonus.action}`)}
        </Button>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {t('bonuses.confirm.no')}
        </Button>
      </div>
    </div>
  );
}

export function BurnBonusesConfirmPopup({ props: { bonusIds, burnt }, close }: PopupContentProps<'burn-bonuses-confirm'>) {
  const t = useT();
  const { busy, error, confirm } = useConfirm(() => burnBonuses(bonusIds), close);
  return (
    <div className="bonuses-popup" data-testid="burn-bonuses-confirm">
      <p>{t('bonuses.burn.explain')}</p>
      {burnt && burnt.amount > 0 ? <p className="bonuses__error">{t('bonuses.confirm.burnt', { amount: money(burnt) })}</p> : null}
      <p>{t('bonuses.burn.progressLost')}</p>
      {error ? (
        <p className="bonuses__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="bonuses__actions">
        <Button onClick={confirm} loading={busy} disabled={busy}>
          {t('bonuses.burn.yes')}
        </Button>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {t('bonuses.confirm.no')}
        </Button>
      </div>
    </div>
  );
}
