/**
 * Form state with the SPEC §5 validation behaviour: the rules of src/lib/validation.ts, the CMS strategy
 * (eager by default) and CMS message overrides. The CMS settings arrive through the FormValidation context, which
 * the app provides: the design system reads no CMS. An invalid form sends nothing: `submit` answers false and the
 * caller returns before any request. Values are kept through every failure (what the player typed is never lost).
 */
import { useCallback, useContext, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../i18n/index.ts';
import { configuredRule, viewFields } from '../lib/form-config.ts';
import { applyMask, resolveMessage, shouldValidate, type Failure, type FieldEvent } from '../lib/validation.ts';
import { FormValidation, type FormFieldSettings } from './form-validation.ts';
import '../i18n/texts/validation.ts';

export { FormValidation, type FormFieldSettings, type FormValidationSettings } from './form-validation.ts';

export type FormRule<K extends string> = (value: string, values: Readonly<Record<K, string>>) => Failure | undefined;

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface Form<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: Readonly<Partial<Record<K, string>>>;
  /** Props for a TextField; `mask` formats what is typed (SPEC §5 # @ *). */
  field: (name: K, options?: { mask?: string | undefined }) => FieldBinding;
  setValue: (name: K, value: string) => void;
  /** Validates every field; true when the form may be sent. */
  submit: () => boolean;
  /** Shows a message from the server under a field (e.g. a wrong code). */
  setError: (name: K, message: string | undefined) => void;
  reset: (values?: Partial<Record<K, string>>) => void;
}

/** A copy of `errors` with `name` set to `message`, or without it when there is none. */
function withError<K extends string>(errors: Partial<Record<K, string>>, name: K, message: string | undefined): Partial<Record<K, string>> {
  const entries = Object.entries(errors).filter(([key]) => key !== name);
  if (message !== undefined) entries.push([name, message]);
  return Object.fromEntries(entries) as Partial<Record<K, string>>;
}

/** The CMS's field settings of a forms-config view, by field name (empty without a view or settings). */
export function useFormSettings(view: string | undefined): ReadonlyMap<string, FormFieldSettings> {
  const { forms } = useContext(FormValidation);
  return useMemo(() => viewFields(forms, view), [forms, view]);
}

/**
 * `view` names the form's view in the CMS's forms-config (sign_up, sign_in, profile, withdraw…): its field settings
 * (isRequired, mask, type, regex) then apply to the fields of the same name (src/lib/form-config.ts). A rule given as
 * null marks a field not in use now (e.g. the e-mail field while registering by phone): nothing checks it.
 */
export function useForm<K extends string>(initial: Record<K, string>, rules: Partial<Record<K, FormRule<K> | null>>, view?: string): Form<K> {
  const t = useT();
  const validation = useContext(FormValidation);
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  // The latest values, for rules that compare fields (password repeat) inside event handlers.
  const latest = useRef(values);
  latest.current = values;
  const settings = useFormSettings(view);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const message = useCallback((failure: Failure) => resolveMessage(failure, t, validation.messages), [t, validation.messages]);

  const check = useCallback(
    (name: K, all: Record<K, string>): string | undefined => {
      const own = rulesRef.current[name];
      // null: the field is not in use now (hidden), so neither its rule nor the CMS's settings apply.
      const failure = own === null ? undefined : configuredRule(settingsRef.current.get(name), own)?.(all[name], all);
      return failure ? message(failure) : undefined;
    },
    [message],
  );

  const run = useCallback(
    (name: K, event: FieldEvent, all: Record<K, string>) => {
      setErrors((current) => {
        if (!shouldValidate(validation.strategy, event, current[name] !== undefined)) return current;
        const next = check(name, all);
        if (next === current[name]) return current;
        return withError(current, name, next);
      });
    },
    [check, validation.strategy],
  );

  const setValue = useCallback(
    (name: K, value: string) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      run(name, 'input', next);
    },
    [run],
  );

  const field = useCallback(
    (name: K, options: { mask?: string | undefined } = {}): FieldBinding => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => {
        // The CMS's mask for this field wins over the form's own.
        const mask = settings.get(name)?.mask || options.mask;
        setValue(name, mask ? applyMask(mask, event.target.value) : event.target.value);
      },
      onBlur: () => run(name, 'blur', latest.current),
    }),
    [values, errors, setValue, run, settings],
  );

  const submit = useCallback((): boolean => {
    const found: Partial<Record<K, string>> = {};
    for (const name of Object.keys(latest.current) as K[]) {
      const error = check(name, latest.current);
      if (error !== undefined) found[name] = error;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [check]);

  const setError = useCallback((name: K, text: string | undefined) => {
    setErrors((current) => withError(current, name, text));
  }, []);

  const reset = useCallback((next: Partial<Record<K, string>> = {}) => {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    setValues(merged);
    setErrors({});
  }, []);

  return useMemo(() => ({ values, errors, field, setValue, submit, setError, reset }), [values, errors, field, setValue, submit, setError, reset]);
}
