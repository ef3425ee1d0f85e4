/**
 * /profile/bonuses (SPEC §2, decision 011): the promo code field, the casino and betting bonuses that run and those
 * waiting to be activated (bonus-card.tsx), the free spins with their game, and "burn bonuses". Every change goes
 * through its confirm popup (SPEC §4).
 */
import { Link } from 'wouter';
import { get as getBettingBonuses } from '../../../api/betting-bonuses.ts';
import { get as getBonuses, type Bonus } from '../../../api/bonuses.ts';
import type { Money } from '../../../api/common.ts';
import { FREESPIN_DEFAULTS, get as getFreespins } from '../../../api/freespins.ts';
import { getGeneralInfo } from '../../../api/metadata.ts';
import { joinReads } from '../../../server-data/joined-reads.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { Button } from '../../../ui/button.tsx';
import { ReadView } from '../../../ui/read-view.tsx';
import { BonusFrame } from '../bonuses-frame.tsx';
import { isActiveBonus, isAvailableBonus, money } from '../bonuses-rules.ts';
import { BonusCard, Countdown, type AnyBonus } from './bonus-card.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

const LIST = { count: 50 } as const;

function sumOf(list: readonly Bonus[]): Money | undefined {
  const first = list.find((bonus) => bonus.balance)?.balance;
  if (!first) return undefined;
  return { amount: list.reduce((total, bonus) => total + (bonus.balance?.currency === first.currency ? bonus.balance.amount : 0), 0), currency: first.currency };
}

function BonusSection({ title, items, testId }: { title: string; items: readonly AnyBonus[]; testId: string }) {
  const t = useT();
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="bonuses__subtitle">{title}</h2>
      {items.length === 0 ? (
        <p className="bonuses__text">{t('bonuses.none')}</p>
      ) : (
        <ul className="bonuses__list">
          {items.map((item) => (
            <BonusCard key={`${item.kind}-${item.bonus.id}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Bonuses() {
  const t = useT();
  const read = joinReads(useRead(getBonuses, LIST), useRead(getBettingBonuses, LIST));
  return (
    <ReadView state={read} failedTitle={t('bonuses.listFailed')}>
      {([casino, betting]) => {
        const all: AnyBonus[] = [...casino.items.map((bonus) => ({ kind: 'casino' as const, bonus })), ...betting.items.map((bonus) => ({ kind: 'betting' as const, bonus }))];
        const active = all.filter((item) => isActiveBonus(item.bonus.status));
        const available = all.filter((item) => isAvailableBonus(item.bonus.status));
        const burnable = casino.items.filter((bonus) => isActiveBonus(bonus.status));
        const burnt = sumOf(burnable);
        return (
          <>
            <BonusSection title={t('bonuses.active')} items={active} testId="bonuses-active" />
            <BonusSection title={t('bonuses.available')} items={available} testId="bonuses-available" />
            {burnable.length > 0 ? (
              <Button variant="secondary" stretched onClick={() => openPopup('burn-bonuses-confirm', { bonusIds: burnable.map((bonus) => bonus.id), ...(burnt ? { burnt } : {}) })}>
                {t('bonuses.burn.button')}
              </Button>
            ) : null}
          </>
        );
      }}
    </ReadView>
  );
}

function Freespins() {
  const t = useT();
  const read = useRead(getFreespins, FREESPIN_DEFAULTS);
  if (read.status === 'ready' && read.data.items.length === 0) return null;
  return (
    <section aria-labelledby="freespins-title" data-testid="freespins">
      <h2 id="freespins-title" className="bonuses__subtitle">
        {t('bonuses.freespins.title')}
      </h2>
      <ReadView state={read} failedTitle={t('bonuses.freespins.failed')} skeletons={1}>
        {(answer) => (
          <ul className="bonuses__list">
            {answer.items.map((pack) => (
              <li key={pack.id} className="bonuses__card">
                <h3>{pack.description?.title ?? pack.game.name ?? pack.game.sysname}</h3>
                <p className="bonuses__text">{t('bonuses.freespins.left', { count: pack.remaining_count, total: pack.total_count ?? pack.remaining_count, game: pack.game.name ?? pack.game.sysname })}</p>
                {pack.bet ? <p className="bonuses__text">{t('bonuses.freespins.bet', { amount: money(pack.bet) })}</p> : null}
                {pack.expired_at ? <Countdown expiresAt={pack.expired_at} /> : null}
                <Link className="omad-button omad-button--primary omad-button--m" href={href('game', { sysname: pack.game.sysname })}>
                  {t('bonuses.freespins.play')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ReadView>
    </section>
  );
}

function IsolationNote() {
  const t = useT();
  const info = useRead(getGeneralInfo, {}, { localised: false });
  if (info.status !== 'ready' || !info.data.is_bonus_isolation_enabled) return null;
  return (
    <p className="bonuses__note" data-testid="bonus-isolation">
      {t('bonuses.isolation')}
    </p>
  );
}

export default function BonusesPage() {
  const t = useT();
  return (
    <BonusFrame title={t('pages.profileBonuses')} back={{ href: href('profile'), label: t('pages.profile') }}>
      <PromoCodeForm />
      <IsolationNote />
      <Bonuses />
      <Freespins />
      <Link className="bonuses__back" href={href('profileCashback')}>
        {t('pages.profileCashback')} ›
      </Link>
    </BonusFrame>
  );
}
