/**
 * The CMS's validation settings for every form (SPEC §5), as a context the app provides (the design system reads no
 * CMS). A module of its own, without the rules: the app mounts the provider on every screen, while the rules
 * (src/lib/validation.ts) and the form state (use-form.ts) load with the first form, in its lazy chunk.
 */
import { createContext } from 'react';

/** One field's settings in a form view (SPEC §7 `forms-config`; how each reads: src/lib/form-config.ts). */
export interface FormFieldSettings {
  name: string;
  type?: string | null | undefined;
  isRequired?: boolean | null | undefined;
  mask?: string | null | undefined;
  regex?: string | null | undefined;
}

/**
 * SPEC §5: when fields are checked, and the operator's own messages keyed by rule (required, email, minLength…);
 * `forms`: the per-form field settings by view (sign_up, sign_in, profile, withdraw…), which a form opts into by name.
 */
export interface FormValidationSettings {
  strategy: 'eager' | 'onSubmit';
  messages: Readonly<Record<string, string>>;
  forms?: Readonly<Record<string, readonly FormFieldSettings[]>>;
}

/** SPEC §5 defaults (eager; the rules' own messages; no field settings) until the app provides the CMS settings. */
export const FormValidation = createContext<FormValidationSettings>({ strategy: 'eager', messages: {} });
