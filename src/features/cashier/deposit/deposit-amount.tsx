/**
 * The amount of a deposit (SPEC §5 sum): the method's bounds lowered by what the deposit limit leaves (decision 010:
 * shown before paying and enforced), the presets (SPEC §3: the method's, else the platform's, else the CMS's), and the
 * limit's sentence under the field as soon as the amount is over it.
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositLimit } from '../../../api/account.ts';
import type { DepositMethod, DepositSettings } from '../../../api/cashier.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { AmountField, parseAmount, typeAmount } from '../../../ui/amount-field.tsx';
import type { Form } from '../../../ui/use-form.ts';
import { depositBounds, presetsFor, showMoney, type Bounds } from '../amount.ts';
import { depositLimitProblem, type Problem, type ProblemFormat } from '../payment/payment-errors.ts';
import { problemSentence, useProblemFormat } from '../payment/problem-view.tsx';

export const AMOUNT = 'amount';

export interface DepositAmountState {
  bounds: Bounds;
  /** How amounts, dates and periods of a refusal read, with these bounds. */
  format: ProblemFormat;
  presets: number[];
  /** The typed amount as the wire takes it, if it is one. */
  value: number | undefined;
  /** The amount is over what the deposit limit leaves: nothing is sent, the field says why. */
  limitProblem: Problem | undefined;
}

export function useDepositAmount(method: DepositMethod, settings: DepositSettings, limit: DepositLimit, form: Form<string>): DepositAmountState {
  const bounds = useMemo(() => depositBounds(method, limit), [method, limit]);
  const format = useProblemFormat(method.currency, bounds.max >= bounds.min ? bounds : undefined);
  const cmsPresets = useSnapshot(cmsState).cashier.amountPresets;
  const presets = presetsFor(method.currency, bounds, [method.presets, settings.amount_presets, cmsPresets]);
  const value = parseAmount(form.values[AMOUNT] ?? '');
  const overLimit = bounds.limited && value !== undefined && value > bounds.max;
  return { bounds, format, presets, value, limitProblem: overLimit ? depositLimitProblem(bounds.max, limit.expired_at ?? undefined, format) : undefined };
}

export function DepositAmount({ currency, form, amount, onType }: { currency: string; form: Form<string>; amount: DepositAmountState; onType: (text: string) => void }) {
  const t = useT();
  const { bounds, presets, value, limitProblem } = amount;
  return (
    <>
      <AmountField
        label={t('cashier.deposit.amount', { currency })}
        value={form.values[AMOUNT] ?? ''}
        error={form.errors[AMOUNT] ?? (limitProblem ? problemSentence(limitProblem, t) : undefined)}
        hint={t('cashier.deposit.bounds', { min: showMoney(bounds.min, currency), max: showMoney(Math.max(bounds.min, bounds.max), currency) })}
        onType={onType}
        onBlur={form.field(AMOUNT).onBlur}
      />
      {presets.length > 0 ? (
        <div className="cashier-presets" role="group" aria-label={t('cashier.deposit.presets')}>
          {presets.map((preset) => (
            <button key={preset} type="button" className="cashier-preset" aria-pressed={value === preset} onClick={() => onType(typeAmount(String(preset)))}>
              {showMoney(preset, currency)}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
