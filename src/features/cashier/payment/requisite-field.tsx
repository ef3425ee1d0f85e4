/**
 * One requisite a payment method asks for (decision 009: name, SPEC §5 mask, rule), typed as its rule says: a card
 * number grouped in fours with its brand shown as it is recognised, a masked field by its mask. The deposit and the
 * withdrawal ask for requisites alike; only the keyboard and the browser's autofill differ (a card holder's name is
 * autofilled for a withdrawal, a deposit's phone gets the phone keypad).
 */
import type { RequisiteField as Requisite } from '../../../api/cashier.ts';
import type { Form } from '../../../ui/use-form.ts';
import { Field } from '../cashier-fields.tsx';
import { BRAND_NAMES, isCardField, typeRequisite, typedBrand } from './requisites.ts';

function inputOf(field: Requisite, payment: 'deposit' | 'withdrawal'): { inputMode: 'tel' | 'numeric' | 'text'; autoComplete: string } {
  const card = isCardField(field);
  if (payment === 'deposit') return { inputMode: card || field.rule === 'phone' ? 'tel' : 'text', autoComplete: card ? 'cc-number' : field.rule === 'phone' ? 'tel' : 'off' };
  return { inputMode: card ? 'numeric' : 'text', autoComplete: card ? 'cc-number' : field.rule === 'cardHolder' ? 'cc-name' : 'off' };
}

export function RequisiteField({ field, form, payment }: { field: Requisite; form: Form<string>; payment: 'deposit' | 'withdrawal' }) {
  const value = form.values[field.name] ?? '';
  const brand = isCardField(field) ? typedBrand(value) : undefined;
  return (
    <Field
      label={field.title ?? field.name}
      name={field.name}
      {...inputOf(field, payment)}
      placeholder={field.placeholder ?? undefined}
      value={value}
      error={form.errors[field.name]}
      after={brand ? <span data-testid="card-brand">{BRAND_NAMES[brand]}</span> : undefined}
      onChange={(event) => form.setValue(field.name, typeRequisite(field, event.target.value))}
      onBlur={form.field(field.name).onBlur}
    />
  );
}
