/**
 * The SPEC §5/§9 character patterns and lengths both sides of the wire check: the platform's request rules
 * (src/api/requests/rules.ts, decision 037) and the app's forms (src/lib/validation.ts). Plain constants, no structs, so
 * a form's lazy chunk takes them without the request schemas.
 */

/** SPEC §5 e-mail: local@domain with 1 or 2 dots in the domain, no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/;

/** SPEC §5/§9 password: 6 to 20 characters, each a Latin letter, a digit or ASCII punctuation (no spaces). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** One character a password may hold. */
export const PASSWORD_CHARACTER = /[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
/** A password of allowed characters only (its length is checked apart, with its own message). */
export const PASSWORD_PATTERN = new RegExp(`^${PASSWORD_CHARACTER.source}*$`);

/** SPEC §5/§9 fakename: letters and digits only (no spaces or special characters), at least 4 of them. */
export const FAKENAME_PATTERN = /^[\p{L}\p{N}]*$/u;
export const FAKENAME_MIN = 4;

/** SPEC §5 name, first_name, last_name: none of these and no digits. */
export const NAME_FORBIDDEN = /[\d@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;
/** SPEC §5 address: as name, but digits, | and / allowed. */
export const ADDRESS_FORBIDDEN = /[@_"!?#$%^&*(){}[\]\\<>~§+:;`]/;
/** SPEC §5/§9 postcode: 0 to 8 digits. */
export const POSTCODE_PATTERN = /^\d{0,8}$/;

/** SPEC §5/§9 confirmation and two-factor codes: exactly 6 digits. */
export const CODE_LENGTH = 6;
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
