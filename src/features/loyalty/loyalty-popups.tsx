/**
 * The five loyalty popups of SPEC §2: the shop's confirm, its result ("buy") and insufficient funds; the character
 * change curtain and its confirmation. The confirm popup holds one Idempotency-Key for its purchase, so a double tap
 * or a retry buys once; each popup shows a failure in place and keeps the player where they were.
 */
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { isApiError } from '../../api/errors.ts';
import { getCharacters, type LoyaltyCharacter, type LoyaltyProduct } from '../../api/loyalty.ts';
import { useRead } from '../../server-data/reads.ts';
import { useT, type TranslationKey } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { openPopup, type PopupContentProps } from '../../stores/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import { CardSkeletons, FailedState } from '../../ui/list-states.tsx';
import { changeCharacter, newPurchaseKey, purchase } from './loyalty-data.ts';
import { usePoints } from './loyalty-frame.tsx';
import './loyalty.css';
import '../../i18n/texts/loyalty.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** `product`: what is bought; `points`: the player's points when asked. */
    'loyalty-shop-confirm': { product: LoyaltyProduct; points: number };
    /** The purchase's result: the product and the points left. */
    buy: { product: LoyaltyProduct; pointsLeft: number };
    /** `product`: what the player wanted; `points`: what they have. */
    'insufficient-funds': { product: LoyaltyProduct; points: number };
    /** `currentId`: the player's character now, if any. */
    'loyalty-character-change': { currentId?: number | null };
    /** The character chosen in the curtain. */
    'loyalty-character-confirm': { character: LoyaltyCharacter; currentId?: number | null };
  }
}

/** Where a bought product shows up, and the words of the link. */
const WHERE: Record<string, { route: 'profileBonuses' | 'profileCashback'; label: TranslationKey }> = {
  freespins: { route: 'profileBonuses', label: 'loyalty.bought.freespins' },
  bonus: { route: 'profileBonuses', label: 'loyalty.bought.bonus' },
  cashback: { route: 'profileCashback', label: 'loyalty.bought.cashback' },
};

/**
 * A confirm button's action, one at a time: a second tap that lands before the first re-renders the button disabled
 * is answered at once (a ref, not the state). `run` answers the words of a refusal it handled, or undefined when done
 * (the popup has moved on); a failure is told in words and the button is free again.
 */
function useOneAtATime(run: () => Promise<string | undefined>, failedKey: TranslationKey) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    let refusal: string | undefined;
    try {
      refusal = await run();
      if (refusal === undefined) return;
    } catch (failure) {
      refusal = t(isApiError(failure) && failure.kind === 'network' ? 'errors.network' : failedKey);
    }
    setError(refusal);
    inFlight.current = false;
    setBusy(false);
  };
  return { busy, error, confirm };
}

export function ShopConfirmPopup({ props: { product, points }, close }: PopupContentProps<'loyalty-shop-confirm'>) {
  const t = useT();
  const format = usePoints();
  // One key for this purchase, made when the player was asked: every tap and retry of it sends the same.
  const [key] = useState(newPurchaseKey);
  const { busy, error, confirm } = useOneAtATime(async () => {
    const outcome = await purchase(product, key);
    if (outcome.kind === 'bought') openPopup('buy', { product, pointsLeft: outcome.purchase.points });
    else if (outcome.kind === 'insufficient') openPopup('insufficient-funds', { product, points });
    else return t('loyalty.confirm.soldOut');
    return undefined;
  }, 'loyalty.confirm.failed');
  return (
    <div className="loyalty-popup" data-testid="loyalty-shop-confirm">
      <p>{t('loyalty.confirm.ask', { name: product.name, price: format(product.price) })}</p>
      <p className="loyalty__muted">{t('loyalty.confirm.after', { points: format(Math.max(0, points - product.price)) })}</p>
      {error ? (
        <p className="loyalty__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="loyalty__actions">
        <Button onClick={() => void confirm()} loading={busy} disabled={busy}>
          {t('loyalty.confirm.yes')}
        </Button>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {t('loyalty.confirm.no')}
        </Button>
      </div>
    </div>
  );
}

export function BuyPopup({ props: { product, pointsLeft }, close }: PopupContentProps<'buy'>) {
  const t = useT();
  const format = usePoints();
  const where = product.type ? WHERE[product.type] : undefined;
  return (
    <div className="loyalty-popup" data-testid="loyalty-bought">
      <p className="loyalty__ok">{t('loyalty.bought.text', { name: product.name })}</p>
      <p className="tabular">{t('loyalty.bought.left', { points: format(pointsLeft) })}</p>
      <div className="loyalty__actions">
        {where ? (
          <Link className="omad-button omad-button--primary omad-button--m" href={href(where.route)} onClick={close}>
            {t(where.label)}
          </Link>
        ) : null}
        <Button variant="secondary" onClick={close}>
          {t('loyalty.bought.close')}
        </Button>
      </div>
    </div>
  );
}

export function InsufficientFundsPopup({ props: { product, points }, close }: PopupContentProps<'insufficient-funds'>) {
  const t = useT();
  const format = usePoints();
  return (
    <div className="loyalty-popup" data-testid="insufficient-funds">
      <p>{t('loyalty.insufficient.text', { name: product.name, price: format(product.price), points: format(points) })}</p>
      <p className="loyalty__amount tabular">{t('loyalty.insufficient.need', { points: format(Math.max(0, product.price - points)) })}</p>
      <p className="loyalty__muted">{t('loyalty.insufficient.how')}</p>
      <div className="loyalty__actions">
        <Link className="omad-button omad-button--primary omad-button--m" href={href('gamehall')} onClick={close}>
          {t('loyalty.insufficient.play')}
        </Link>
        <Button variant="secondary" onClick={close}>
          {t('loyalty.insufficient.close')}
        </Button>
      </div>
    </div>
  );
}

export function CharacterChangePopup({ props: { currentId } }: PopupContentProps<'loyalty-character-change'>) {
  const t = useT();
  const list = useRead(getCharacters, { limit: 50 });
  const [picked, setPicked] = useState<number | undefined>(currentId ?? undefined);
  if (list.status === 'loading') return <CardSkeletons count={2} />;
  if (list.status === 'failed') return <FailedState title={t('loyalty.character.failed')} onRetry={list.retry} />;
  const characters = list.data.items;
  if (characters.length === 0) return <p>{t('loyalty.character.empty')}</p>;
  const chosen = characters.find((character) => character.id === picked);
  return (
    <div className="loyalty-popup" data-testid="loyalty-character-change">
      <fieldset className="loyalty__characters">
        <legend className="loyalty__muted">{t('loyalty.character.choose')}</legend>
        {characters.map((character) => (
          <label key={character.id} className="loyalty__character-option">
            <input type="radio" name="loyalty-character" value={character.id} checked={picked === character.id} onChange={() => setPicked(character.id)} />
            <span>
              <strong>{character.name}</strong>
              {character.id === currentId ? <span className="loyalty__badge">{t('loyalty.character.current')}</span> : null}
              {character.description ? <span className="loyalty__muted loyalty__block">{character.description}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <Button stretched disabled={!chosen || chosen.id === currentId} onClick={() => chosen && openPopup('loyalty-character-confirm', { character: chosen, currentId })}>
        {t('loyalty.character.next')}
      </Button>
    </div>
  );
}

export function CharacterConfirmPopup({ props: { character, currentId }, close }: PopupContentProps<'loyalty-character-confirm'>) {
  const t = useT();
  const { busy, error, confirm } = useOneAtATime(async () => {
    await changeCharacter(character.id);
    close();
    return undefined;
  }, 'loyalty.character.saveFailed');
  return (
    <div className="loyalty-popup" data-testid="loyalty-character-confirm">
      <p>{t('loyalty.character.ask', { name: character.name })}</p>
      {error ? (
        <p className="loyalty__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="loyalty__actions">
        <Button onClick={() => void confirm()} loading={busy} disabled={busy}>
          {t('loyalty.character.yes')}
        </Button>
        <Button variant="secondary" onClick={() => openPopup('loyalty-character-change', { currentId })} disabled={busy}>
          {t('loyalty.character.back')}
        </Button>
      </div>
    </div>
  );
}
