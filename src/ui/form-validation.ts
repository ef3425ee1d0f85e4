/**
 * The CMS's validation settings for every form (SPEC §5), as a context the app provides (the design system reads no
 * CMS). A module of its own, without the rules: the app mounts the provider on every screen, while the rules
 * (src/lib/validation.ts) and the form state (use-form.ts) load with the first form, in its lazy chunk.
 */
import { createContext } from 'react';

/** SPEC §5: when fields are checked, and the operator's own messages keyed by rule (required, email, minLength…). */
export interface FormValidationSettings {
  strategy: 'eager' | 'onSubmit';
  messages: Readonly<Record<string, string>>;
}

/** SPEC §5 defaults (eager; the rules' own messages) until the app provides the CMS settings. */
export const FormValidation = createContext<FormValidationSettings>({ strategy: 'eager', messages: {} });
