/**
 * The CMS's per-form field settings (SPEC §3/§7 `forms-config`: views, each with its fields' name, type, isRequired,
 * mask and regex) applied to a form's own rules, pure. Decision 027 says how each setting reads:
 *
 * - `name` is the form field's name (the platform's parameter); an entry naming a field the form does not have is
 *   ignored (the CMS cannot add a field the platform would not take).
 * - `isRequired`: false lets the field be left empty (SPEC §5 "required unless isRequired is false"); true asks for it.
 * - `mask`: the field's input mask (SPEC §5 `#` digit, `@` letter, `*` letter or digit), in place of the form's own.
 * - `type`: SPEC §5's rule of that name is checked after the form's own rule: `custom` (the regex, or non-empty), a
 *   character pattern (FORM_PATTERN_TYPES), `name`, `address`, `cardHolder`, `fakename`, `email`, `phone`, `cpf`…
 * - `regex`: a postcode's custom pattern replaces the default 0 to 8 digits (SPEC §5); on any other type the value
 *   must also match it (a `custom` failure). A pattern that does not compile is ignored (compilePattern).
 */
import {
  address,
  cardHolder,
  compilePattern,
  cpf,
  custom,
  email,
  fakename,
  GENERAL_TEXT,
  name,
  NO_DIGITS_OR_SYMBOLS,
  NO_SPACES_COMMAS_UNDERSCORES_QUOTES,
  NO_SYMBOLS,
  pattern,
  phone,
  postcode,
  required,
  type Failure,
  type Rule,
} from './validation.ts';

/** One field of a `forms-config` view (the CMS gives null for an unset setting). */
export interface FormFieldSetting {
  name: string;
  type?: string | null | undefined;
  isRequired?: boolean | null | undefined;
  mask?: string | null | undefined;
  regex?: string | null | undefined;
}

/** SPEC §5's other character patterns, by the `type` a CMS field names them with. */
export const FORM_PATTERN_TYPES: Readonly<Record<string, RegExp>> = {
  noDigitsOrSymbols: NO_DIGITS_OR_SYMBOLS,
  noSymbols: NO_SYMBOLS,
  noSpacesCommasUnderscoresQuotes: NO_SPACES_COMMAS_UNDERSCORES_QUOTES,
  generalText: GENERAL_TEXT,
};

/** The SPEC §5 rule a `type` names, for a value that is not blank (blank is decided by isRequired and the form). */
function typeRule(type: string, regex: RegExp | undefined): Rule | undefined {
  const patternOfType = FORM_PATTERN_TYPES[type];
  if (patternOfType) return pattern(patternOfType);
  switch (type) {
    case 'custom':
      return (value) => custom(value, regex);
    case 'postcode':
      return (value) => postcode(value, regex);
    case 'name':
    case 'first_name':
    case 'last_name':
      return name;
    case 'address':
      return (value) => address(value);
    case 'cardHolder':
      return cardHolder;
    case 'fakename':
      return fakename;
    case 'email':
      return email;
    case 'phone':
      return (value) => phone(value);
    case 'cpf':
      return cpf;
    default:
      return undefined;
  }
}

/**
 * The field's rule with its CMS setting applied to the form's own `own` rule (undefined: the form has none). Without a
 * setting the form's rule stands unchanged.
 */
export function configuredRule<V>(setting: FormFieldSetting | undefined, own: ((value: string, values: V) => Failure | undefined) | undefined): ((value: string, values: V) => Failure | undefined) | undefined {
  if (!setting) return own;
  const regex = compilePattern(setting.regex);
  const type = setting.type ?? '';
  const byType = typeRule(type, regex);
  // A postcode's own regex replaces its default pattern, so the form's default postcode rule does not run as well.
  const ownRule = type === 'postcode' && regex ? undefined : own;
  return (value, values) => {
    if (value.trim() === '') {
      if (setting.isRequired === false) return undefined;
      if (setting.isRequired === true) return required(value);
      return ownRule?.(value, values);
    }
    const failure = ownRule?.(value, values) ?? byType?.(value);
    if (failure) return failure;
    if (regex && type !== 'custom' && type !== 'postcode' && !regex.test(value)) return { key: 'custom' };
    return undefined;
  };
}

/** The settings of `view` by field name (the first entry of a name wins). */
export function viewFields(forms: Readonly<Record<string, readonly FormFieldSetting[]>> | undefined, view: string | undefined): ReadonlyMap<string, FormFieldSetting> {
  const fields = new Map<string, FormFieldSetting>();
  if (!view) return fields;
  for (const field of forms?.[view] ?? []) if (!fields.has(field.name)) fields.set(field.name, field);
  return fields;
}
