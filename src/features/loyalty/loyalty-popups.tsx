/**
 * The five loyalty popups of SPEC §2: the shop's confirm, its result ("buy") and insufficient funds; the character
 * change curtain and its confirmation. The confirm popup holds one Idempotency-Key for its purchase, so a double tap
 * or a retry buys once; each popup shows a failure in place and keeps the player where they were.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { isApiError } from '../../api/errors.ts';
import { getCharacters, type LoyaltyCharacter, type LoyaltyProduct } from '../../api/loyalty.ts';
import { useRead } from '../../server-data/reads.ts';
import { useWrite } from '../../server-data/writes.ts';
import { useT, type TranslationKey, type Translate } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { openPopup, type PopupContentProps } from '../../stores/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmActions } from '../../ui/confirm-actions.tsx';
import { ReadView } from '../../ui/read-view.tsx';
import { AFTER_CHARACTER, AFTER_PURCHASE, changeCharacter, newPurchaseKey, purchase, type PurchaseOutcome } from './loyalty-data.ts';
import { usePoints } from './use-points.ts';
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

/** A change that failed, in words: no connection, or what did not go through. */
function failureText(error: unknown, failed: TranslationKey, t: Translate): string {
  return t(isApiError(error) && error.kind === 'network' ? 'errors.network' : failed);
}

export function ShopConfirmPopup({ props: { product, points }, close }: PopupContentProps<'loyalty-shop-confirm'>) {
  const t = useT();
  const format = usePoints();
  // One key for this purchase, made when the player was asked: every tap and retry of it sends the same.
  const [key] = useState(newPurchaseKey);
  const buy = useWrite<undefined, PurchaseOutcome>({
    run: () => purchase(product, key),
    invalidates: AFTER_PURCHASE,
    done: (outcome) => {
      if (outcome.kind === 'bought') openPopup('buy', { product, pointsLeft: outcome.purchase.points });
      else if (outcome.kind === 'insufficient') openPopup('insufficient-funds', { product, points });
      else buy.setError(t('loyalty.confirm.soldOut'));
      return undefined;
    },
    fail: (error) => failureText(error, 'loyalty.confirm.failed', t),
  });
  return (
    <div className="loyalty-popup" data-testid="loyalty-shop-confirm">
      <p>{t('loyalty.confirm.ask', { name: product.name, price: format(product.price) })}</p>
      <p className="loyalty__muted">{t('loyalty.confirm.after', { points: format(Math.max(0, points - product.price)) })}</p>
      <ConfirmActions confirm={t('loyalty.confirm.yes')} onConfirm={() => void buy.run()} cancel={t('loyalty.confirm.no')} onCancel={close} busy={buy.busy} error={buy.error} />
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
  return (
    <ReadView state={list} failedTitle={t('loyalty.character.failed')}>
      {({ items: characters }) => {
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
      }}
    </ReadView>
  );
}

export function CharacterConfirmPopup({ props: { character, currentId }, close }: PopupContentProps<'loyalty-character-confirm'>) {
  const t = useT();
  const save = useWrite({
    run: () => changeCharacter(character.id),
    invalidates: AFTER_CHARACTER,
    done: () => {
      close();
      return undefined;
    },
    fail: (error) => failureText(error, 'loyalty.character.saveFailed', t),
  });
  return (
    <div className="loyalty-popup" data-testid="loyalty-character-confirm">
      <p>{t('loyalty.character.ask', { name: character.name })}</p>
      <ConfirmActions confirm={t('loyalty.character.yes')} onConfirm={() => void save.run()} cancel={t('loyalty.character.back')} onCancel={() => openPopup('loyalty-character-change', { currentId })} busy={save.busy} error={save.error} />
    </div>
  );
}
