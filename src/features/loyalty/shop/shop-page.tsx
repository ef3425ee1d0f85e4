/**
 * /loyalty/shop (SPEC §2, §7 loyalty.getproducts): the products with their price in points. Buy opens the
 * loyalty-shop-confirm popup when the player has the points, the insufficient-funds popup (how many are missing)
 * when not; guests are asked to sign in. The purchase itself runs in the confirm popup (loyalty-popups.tsx).
 */
import { useSnapshot } from 'valtio';
import { getInfo, getProducts, type LoyaltyProduct } from '../../../api/loyalty.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { FailedState } from '../../../ui/list-states.tsx';
import { ReadView } from '../../../ui/read-view.tsx';
import { LoyaltyFrame, LoyaltyUnavailable, useLoyaltyParts } from '../loyalty-frame.tsx';
import { checkPurchase } from '../loyalty-rules.ts';
import { usePoints } from '../use-points.ts';

/** `points`: the signed-in player's points, undefined while they load; null for a guest. */
function ProductCard({ product, points }: { product: LoyaltyProduct; points: number | null | undefined }) {
  const t = useT();
  const format = usePoints();
  const soldOut = product.is_available === false || product.stock === 0;
  const buy = () => {
    if (points === null) {
      openPopup('authentication');
      return;
    }
    if (points === undefined) return;
    const check = checkPurchase(product, points);
    if (check.kind === 'ok') openPopup('loyalty-shop-confirm', { product, points });
    else if (check.kind === 'insufficient') openPopup('insufficient-funds', { product, points });
  };
  return (
    <li className="loyalty__card" data-testid="loyalty-product">
      {product.image ? <img src={product.image} alt="" width={360} height={200} loading="lazy" /> : null}
      <h3>{product.name}</h3>
      {product.description ? <p className="loyalty__muted">{product.description}</p> : null}
      <div className="loyalty__row">
        <span className="loyalty__amount tabular">{format(product.price)}</span>
        {typeof product.stock === 'number' && product.stock > 0 ? <span className="loyalty__muted">{t('loyalty.shop.left', { count: product.stock })}</span> : null}
      </div>
      <Button onClick={buy} disabled={soldOut || points === undefined} aria-label={`${t('loyalty.shop.buy')}: ${product.name}`}>
        {soldOut ? t('loyalty.shop.soldOut') : t('loyalty.shop.buy')}
      </Button>
    </li>
  );
}

export default function ShopPage() {
  const t = useT();
  const parts = useLoyaltyParts();
  const { info: account } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(account);
  const format = usePoints();
  const products = useRead(getProducts, {}, { enabled: parts.points });
  const info = useRead(getInfo, {}, { enabled: parts.points && signedIn });
  if (!parts.points) return <LoyaltyUnavailable />;
  const points = signedIn && info.status === 'ready' ? info.data.points : undefined;
  return (
    <LoyaltyFrame title={t('pages.loyaltyShop')} back={{ href: href('loyalty'), label: t('loyalty.shop.back') }}>
      {signedIn ? (
        info.status === 'failed' ? (
          <FailedState title={t('loyalty.failed')} onRetry={info.retry} />
        ) : (
          <p className="loyalty__amount tabular" data-testid="loyalty-points">
            {points === undefined ? '\u00a0' : t('loyalty.shop.balance', { points: format(points) })}
          </p>
        )
      ) : (
        <section className="loyalty__card" data-testid="loyalty-guest">
          <p>{t('loyalty.guest.text')}</p>
          <Button onClick={() => openPopup('authentication')}>{t('loyalty.guest.signIn')}</Button>
        </section>
      )}
      <ReadView state={products} failedTitle={t('loyalty.shop.failed')} skeletons={3}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="loyalty__muted">{t('loyalty.shop.empty')}</p>
          ) : (
            <ul className="loyalty__list" aria-label={t('loyalty.shop.label')}>
              {items.map((product) => (
                // A signed-in player's Buy waits for their points, so it never decides on an unknown balance.
                <ProductCard key={product.id} product={product} points={signedIn ? points : null} />
              ))}
            </ul>
          )
        }
      </ReadView>
    </LoyaltyFrame>
  );
}
