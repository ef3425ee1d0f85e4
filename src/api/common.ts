/** Schemas shared by several API namespaces. Objects use `type()` so extra fields from a newer platform are tolerated. */
import { array, boolean, coerce, intersection, literal, number, nullable, optional, record, string, type, union, unknown, type Infer } from 'superstruct';

/** An amount with its currency; amounts are decimal numbers in major units (e.g. 1000000 UZS). */
export const Money = type({
  amount: coerce(number(), string(), (value) => Number(value)),
  currency: string(),
});
export type Money = Infer<typeof Money>;

/** `{"data": 1}` answers (SPEC §7 "response 1 is ok"). The fetcher's caller checks with expectOne. */
export const OneIsOk = union([literal(1), literal('1'), literal(true), number(), string()]);

/** Integer ids sometimes arrive as strings from older platforms. */
export const Id = coerce(number(), string(), (value) => Number(value));

/** A paged list shape (SPEC §3: lists arrive as data.items). */
export function itemsOf<T>(item: import('superstruct').Struct<T, unknown>) {
  return type({ items: array(item), count: optional(number()), total: optional(number()) });
}

export const NullableString = optional(nullable(string()));
export const NullableNumber = optional(nullable(number()));
export const OptionalBoolean = optional(boolean());

/**
 * A description (SPEC §3: of a banner, an offer, a tournament or a jackpot) whose known fields are checked while every
 * other key passes as it came: the operator's image keys (`image_735_240`), which the CMS's mappings rename.
 */
export function openDescription<S extends Parameters<typeof type>[0]>(fields: S) {
  return intersection([type(fields), record(string(), unknown())]);
}

/** The words and picture a reward (a cashback, free spins) carries for the player (SPEC §7 cashbacks.get, freespins.get). */
export const RewardDescription = type({ title: NullableString, text: NullableString, image: NullableString });
