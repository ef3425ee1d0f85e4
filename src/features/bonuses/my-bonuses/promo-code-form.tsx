/**
 * The promo code field of /profile/bonuses (SPEC §4: a code from the URL persists and fills it): checked, then
 * activated (SPEC §8); each refusal in the CMS's words for its key (common.promoCodeErrors), and the
 * promo-code-activated popup with what it unlocked.
 */
import { useState, type FormEvent } from 'react';
import { string } from 'superstruct';
import { useSnapshot } from 'valtio';
import type { Offer } from '../../../api/campaigns.ts';
import { isApiError } from '../../../api/errors.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/device-storage.ts';
import { forgetPromoCode, promoCodeMessage, promoCodeRefusal } from '../../../services/promo-code.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { activatePromoCode, useBonusChange } from '../bonuses-data.ts';

export function PromoCodeForm() {
  const t = useT();
  const { promoCodeErrors } = useSnapshot(cmsState);
  const [code, setCode] = useState(() => readStored(STORAGE_KEYS.promoCode, string()) ?? '');
  const activate = useBonusChange<string, Offer>({
    validate: () => {
      if (code.trim()) return true;
      activate.setError(t('bonuses.promo.required'));
      return false;
    },
    run: activatePromoCode,
    done: (offer, value) => {
      forgetPromoCode();
      setCode('');
      openPopup('promo-code-activated', { code: value, offer });
      return undefined;
    },
    fail: (failure) => {
      const key = promoCodeRefusal(failure, code.trim());
      if (key !== undefined) return promoCodeMessage(key, promoCodeErrors, t('bonuses.promo.invalid'));
      return t(isApiError(failure) && failure.kind === 'network' ? 'errors.network' : 'bonuses.actionFailed');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void activate.run(code.trim());
  };

  return (
    <form className="bonuses__promo bonuses__card" onSubmit={submit} noValidate aria-labelledby="promo-title">
      <h2 id="promo-title" className="bonuses__subtitle">
        {t('bonuses.promo.title')}
      </h2>
      <TextField label={t('bonuses.promo.label')} name="promo_code" autoComplete="off" autoCapitalize="characters" value={code} onChange={(event) => setCode(event.target.value)} error={activate.error ?? undefined} />
      <Button type="submit" stretched loading={activate.busy} disabled={activate.busy}>
        {t('bonuses.promo.activate')}
      </Button>
    </form>
  );
}
