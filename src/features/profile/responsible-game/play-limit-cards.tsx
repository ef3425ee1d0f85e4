/**
 * The loss limit and the stake limit (decision 032; README "Player protection"), beside the deposit limit: what each
 * allows, what the loss limit's period has used and left, and a change waiting its 24 hours with the moment it
 * applies. The platform refuses a stake past them on every way to bet; these cards are where the player sets them.
 */
import { get as getPlayLimits, setLoss, setStake, type PlayLimits, type StakeLimit } from '../../../api/play-limits.ts';
import { isApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { sum } from '../../../lib/validation.ts';
import { setReadData, useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { ReadView } from '../../../ui/read-view.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { SaveMessage } from '../save-message.tsx';
import { PeriodLimitCard } from './period-limit-card.tsx';
import '../../../i18n/texts/play-limits.ts';

/** The largest stake limit the form accepts (major units); the platform may refuse less. */
const STAKE_MAX = 1_000_000_000;

function isPending(limits: PlayLimits, which: 'loss' | 'stake'): boolean {
  return limits[which].pending_at !== null && limits[which].pending_at !== undefined;
}

/** The platform answers each change with both limits as they now stand: they replace what the page read. */
function keep(next: PlayLimits): void {
  setReadData(getPlayLimits, {}, next);
}

export function PlayLimitCards() {
  const t = useT();
  const load = useRead(getPlayLimits, {}, { localised: false });
  return (
    <ReadView state={load} failedTitle={t('profile.loadFailed')} skeletons={1}>
      {(limits) => {
        const currency = limits.loss.limit_amount?.currency ?? limits.stake.limit_amount?.currency ?? 'UZS';
        return (
          <>
            <PeriodLimitCard
              id="loss-limit"
              words={{
                title: t('playLimits.lossTitle'),
                intro: t('playLimits.lossText'),
                period: t('playLimits.lossPeriod'),
                amount: t('playLimits.lossAmount', { currency }),
                save: t('playLimits.lossSave'),
                saved: t('playLimits.saved'),
                pending: t('playLimits.savedPending'),
                failed: t('playLimits.failed'),
              }}
              limit={limits.loss}
              used={limits.loss.used_amount}
              save={setLoss}
              isPending={(next) => isPending(next, 'loss')}
              onSaved={keep}
            />
            <StakeLimitCard stake={limits.stake} currency={currency} />
          </>
        );
      }}
    </ReadView>
  );
}

function StakeLimitCard({ stake, currency }: { stake: StakeLimit; currency: string }) {
  const t = useT();
  const form = useForm({ amount: stake.limit_amount ? String(stake.limit_amount.amount) : '' }, { amount: (value) => sum(value, { min: 1, max: STAKE_MAX, format: (amount) => formatMoney(amount, currency) }) });
  const done = (next: PlayLimits) => {
    keep(next);
    return isPending(next, 'stake') ? t('playLimits.savedPending') : t('playLimits.saved');
  };
  const fail = (error: unknown) => (isApiError(error) && error.kind === 'network' ? t('errors.network') : t('playLimits.failed'));
  // One sentence under the form: the last of the two presses answers.
  const save = useWrite({
    validate: form.submit,
    run: () => {
      remove.reset();
      return setStake({ amount: Number(form.values.amount.replace(/,/g, '')) });
    },
    done,
    fail,
  });
  const remove = useWrite({
    run: () => {
      save.reset();
      return setStake({ amount: null });
    },
    done,
    fail,
  });
  const pendingAt = stake.pending_at ? formatDateTime(stake.pending_at, t('playLimits.at')) : null;

  return (
    <section className="profile__card" aria-labelledby="stake-limit-title">
      <h2 id="stake-limit-title">{t('playLimits.stakeTitle')}</h2>
      <p className="profile__text">{t('playLimits.stakeText')}</p>
      <div data-testid="stake-limit">
        <p className="profile__text">{stake.limit_amount ? t('playLimits.stakeLimit', { amount: formatMoney(stake.limit_amount.amount, stake.limit_amount.currency) }) : t('profile.responsible.noLimit')}</p>
        {pendingAt && stake.pending_removal ? <p className="profile__text">{t('playLimits.stakeRemovalPending', { date: pendingAt })}</p> : null}
        {pendingAt && stake.pending_limit_amount ? <p className="profile__text">{t('playLimits.stakePending', { amount: formatMoney(stake.pending_limit_amount.amount, stake.pending_limit_amount.currency), date: pendingAt })}</p> : null}
      </div>
      {stake.can_edit ? (
        <form className="profile__form" onSubmit={save.submit} noValidate aria-label={t('playLimits.stakeSave')}>
          <TextField label={t('playLimits.stakeAmount', { currency })} inputMode="numeric" {...form.field('amount')} />
          <SaveMessage error={save.error ?? remove.error} ok={save.ok ?? remove.ok} />
          <Button type="submit" loading={save.busy} disabled={save.busy || remove.busy}>
            {t('playLimits.stakeSave')}
          </Button>
          {stake.limit_amount && !stake.pending_removal ? (
            <Button variant="plain" loading={remove.busy} disabled={save.busy || remove.busy} onClick={() => void remove.run()}>
              {t('playLimits.stakeRemove')}
            </Button>
          ) : null}
        </form>
      ) : (
        <p className="profile__text">{t('profile.responsible.cannotEdit')}</p>
      )}
    </section>
  );
}
