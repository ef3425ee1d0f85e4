/**
 * /profile/bonuses (SPEC §2; issue 16 part 3): the promo code field, the casino and betting bonuses that run and
 * those waiting to be activated (amount, wagering progress, what is left, game contribution, max bet, expiry), the
 * free spins with their game, and "burn bonuses". Every change goes through its confirm popup (SPEC §4).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { string } from 'superstruct';
import { useSnapshot } from 'valtio';
import { get as getBettingBonuses, type BettingBonus } from '../../../api/betting-bonuses.ts';
import { get as getBonuses, type Bonus } from '../../../api/bonuses.ts';
import { activateOffer, checkPromocode, OFFER_FIELDS } from '../../../api/campaigns.ts';
import { expectOne } from '../../../api/client.ts';
import type { Money } from '../../../api/common.ts';
import { isApiError } from '../../../api/errors.ts';
import { FREESPIN_DEFAULTS, get as getFreespins } from '../../../api/freespins.ts';
import { getGeneralInfo } from '../../../api/metadata.ts';
import { joinReads, useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../cms/store.ts';
import { known, useT } from '../../../i18n/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { forgetPromoCode, promoCodeMessage, promoCodeRefusal } from '../../../lib/promo-code.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/device-storage.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { refreshAfterChange } from '../bonuses-data.ts';
import { isActiveBonus, isAvailableBonus, wageringOf } from '../bonuses-rules.ts';
import { BonusFrame, Countdown, ReadBlock, WagerBar, money } from '../bonuses-frame.tsx';

const LIST = { count: 50 } as const;

function PromoCodeForm() {
  const t = useT();
  const { promoCodeErrors } = useSnapshot(cmsState);
  const [code, setCode] = useState(() => readStored(STORAGE_KEYS.promoCode, string()) ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(t('bonuses.promo.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      // SPEC §8 / issue 16: the code is checked before it is activated.
      expectOne(checkPromocode.spec.operation, await checkPromocode({ promo_code: value }));
      const offer = await activateOffer({ promo_code: value, fields: OFFER_FIELDS });
      forgetPromoCode();
      setCode('');
      await refreshAfterChange();
      openPopup('promo-code-activated', { code: value, offer });
    } catch (failure) {
      const key = promoCodeRefusal(failure, value);
      if (key !== undefined) setError(promoCodeMessage(key, promoCodeErrors, t('bonuses.promo.invalid')));
      else if (isApiError(failure) && failure.kind === 'network') setError(t('errors.network'));
      else setError(t('bonuses.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bonuses__promo bonuses__card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="promo-title">
      <h2 id="promo-title" className="bonuses__subtitle">
        {t('bonuses.promo.title')}
      </h2>
      <TextField label={t('bonuses.promo.label')} name="promo_code" autoComplete="off" autoCapitalize="characters" value={code} onChange={(event) => setCode(event.target.value)} error={error} />
      <Button type="submit" stretched loading={busy} disabled={busy}>
        {t('bonuses.promo.activate')}
      </Button>
    </form>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="tabular">{value}</dd>
    </div>
  );
}

type AnyBonus = { kind: 'casino'; bonus: Bonus } | { kind: 'betting'; bonus: BettingBonus };

function BonusCard({ item }: { item: AnyBonus }) {
  const t = useT();
  const { bonus, kind } = item;
  const title = bonus.description?.title ?? bonus.description?.name ?? t(kind === 'casino' ? 'bonuses.casinoBonus' : 'bonuses.bettingBonus');
  const wagering = wageringOf(bonus);
  const currency = bonus.balance?.currency ?? bonus.amount?.currency ?? '';
  const active = isActiveBonus(bonus.status);
  const available = isAvailableBonus(bonus.status);
  const contribution = kind === 'casino' ? (bonus.wager?.contribution ?? []) : [];
  const confirm = (action: 'activate' | 'deactivate' | 'remove') =>
    openPopup('bonus-confirm', {
      bonus: { kind, action, bonusId: bonus.id },
      title,
      ...(action === 'remove' && bonus.balance ? { burnt: bonus.balance } : {}),
      ...(item.kind === 'betting' && item.bonus.min_odds ? { minOdds: item.bonus.min_odds } : {}),
    });
  return (
    <li className="bonuses__card" data-testid="bonus-card" data-bonus-id={bonus.id}>
      <span className="bonuses__status">{t(`bonuses.status.${active ? 'active' : available ? 'available' : 'other'}`)}</span>
      <h3>{title}</h3>
      {bonus.amount ? <p className="bonuses__amount tabular">{money(bonus.amount)}</p> : null}
      {wagering && active ? <WagerBar wagering={wagering} currency={currency} label={t('bonuses.wagerLabel', { title })} /> : null}
      <dl className="bonuses__facts">
        {bonus.balance ? <Fact label={t('bonuses.balance')} value={money(bonus.balance)} /> : null}
        {bonus.wager?.multiplier ? <Fact label={t('bonuses.multiplier')} value={`×${formatNumber(bonus.wager.multiplier)}`} /> : null}
        {wagering && !active ? <Fact label={t('bonuses.required')} value={money({ amount: wagering.required, currency })} /> : null}
        {bonus.max_bet ? <Fact label={t('bonuses.maxBet')} value={money(bonus.max_bet)} /> : null}
        {kind === 'betting' && item.bonus.min_odds ? <Fact label={t('bonuses.minOdds')} value={formatNumber(item.bonus.min_odds)} /> : null}
        {contribution.map((entry) => (
          <Fact key={entry.game_type} label={t('bonuses.contribution', { type: t(`bonuses.gameTypes.${known(entry.game_type, ['slots', 'live']) ?? 'other'}`) })} value={`${entry.percent}%`} />
        ))}
      </dl>
      {bonus.expired_at ? <Countdown expiresAt={bonus.expired_at} /> : null}
      {bonus.description?.text ? <p className="bonuses__text">{bonus.description.text}</p> : null}
      <div className="bonuses__actions">
        {available ? <Button onClick={() => confirm('activate')}>{t('bonuses.actions.activate')}</Button> : null}
        {active && kind === 'casino' ? (
          <Button variant="secondary" onClick={() => confirm('deactivate')}>
            {t('bonuses.actions.deactivate')}
          </Button>
        ) : null}
        {active || available ? (
          <Button variant="secondary" onClick={() => confirm('remove')}>
            {t('bonuses.actions.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

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
    <ReadBlock read={read} failedTitle={t('bonuses.listFailed')}>
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
    </ReadBlock>
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
      <ReadBlock read={read} failedTitle={t('bonuses.freespins.failed')} skeletons={1}>
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
      </ReadBlock>
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
