/**
 * loyalty.* operations: the loyalty programme, characters, notifications and the points shop
 * (SPEC §7 "Loyalty"; entities: SPEC §3 "Loyalty info", "Characters list", "Loyalty notification").
 *
 * loyalty.buyproduct spends the player's points, so it is a money-moving POST with an Idempotency-Key
 * (ARCHITECTURE.md: deposit, withdrawal, bet, buy). Points are plain numbers; dates unix seconds;
 * shapes SPEC leaves open are designed tolerant.
 */
import { array, boolean, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { defineOperation, expectOne } from './client.ts';
import { Id, NullableNumber, NullableString, OneIsOk, itemsOf } from './common.ts';

export const LoyaltyCharacter = type({
  id: Id,
  name: string(),
  image: NullableString,
  description: NullableString,
});
export type LoyaltyCharacter = Infer<typeof LoyaltyCharacter>;

/** SPEC §3 "Characters list": items, offset, limit, total. */
export const LoyaltyCharacterList = type({
  items: array(LoyaltyCharacter),
  offset: optional(number()),
  limit: optional(number()),
  total: optional(number()),
});
export type LoyaltyCharacterList = Infer<typeof LoyaltyCharacterList>;

export const LoyaltyLevel = type({
  id: Id,
  name: string(),
  /** Points from which the level starts; progress uses SPEC §9's (current - min) / (max - min). */
  min_points: number(),
  max_points: NullableNumber,
  image: NullableString,
  is_current: optional(boolean()),
  /** What the level gives, in the player's language (decision 018). */
  benefits: optional(array(string())),
});
export type LoyaltyLevel = Infer<typeof LoyaltyLevel>;

/** SPEC §3 "Loyalty info": id, is_active, points, character, levels, pointsAlias, uid. */
export const LoyaltyInfo = type({
  id: Id,
  is_active: boolean(),
  points: number(),
  /** The chosen character, null before the player picked one. */
  character: optional(nullable(LoyaltyCharacter)),
  levels: optional(array(LoyaltyLevel)),
  /** The programme's own word for points, e.g. "coins". */
  pointsAlias: NullableString,
  uid: optional(Id),
});
export type LoyaltyInfo = Infer<typeof LoyaltyInfo>;

/** SPEC §3 "Loyalty notification" triggers. */
export type LoyaltyTrigger = 'quest' | 'register' | 'profile' | 'confirm' | 'product' | 'level';

export const LoyaltyNotification = type({
  id: optional(Id),
  trigger: string(),
  /** credit or another kind. */
  type: string(),
  title: NullableString,
  message: NullableString,
  amount: optional(nullable(union([number(), string()]))),
  amountType: NullableString,
  image: NullableString,
});
export type LoyaltyNotification = Infer<typeof LoyaltyNotification>;

export const LoyaltyNotificationList = itemsOf(LoyaltyNotification);
export type LoyaltyNotificationList = Infer<typeof LoyaltyNotificationList>;

export const LoyaltyProduct = type({
  id: Id,
  name: string(),
  /** Price in points. */
  price: number(),
  image: NullableString,
  description: NullableString,
  /** What it gives: bonus, freespins, cashback (decision 018), or a kind this app does not know yet. */
  type: optional(string()),
  is_available: optional(boolean()),
  /** How many are left when the stock is limited; null or absent: unlimited. */
  stock: optional(nullable(number())),
});
export type LoyaltyProduct = Infer<typeof LoyaltyProduct>;

export const LoyaltyProductList = itemsOf(LoyaltyProduct);
export type LoyaltyProductList = Infer<typeof LoyaltyProductList>;

export const LoyaltyProgram = type({
  id: Id,
  sysname: string(),
  name: string(),
  description: NullableString,
  image: NullableString,
  is_active: optional(boolean()),
  /** The programme's rules, one line each, in the player's language (decision 018). */
  rules: optional(array(string())),
});
export type LoyaltyProgram = Infer<typeof LoyaltyProgram>;

export const LoyaltyProgramList = itemsOf(LoyaltyProgram);
export type LoyaltyProgramList = Infer<typeof LoyaltyProgramList>;

/** The answer to a purchase: the points left afterwards. */
export const LoyaltyPurchase = type({
  points: number(),
  product_id: optional(Id),
});
export type LoyaltyPurchase = Infer<typeof LoyaltyPurchase>;

export const buyProduct = defineOperation<{ product_id: number }, LoyaltyPurchase>({
  operation: 'loyalty.buyproduct',
  method: 'POST',
  schema: LoyaltyPurchase,
  money: true,
  formFields: ['product_id'],
});

export const getCharacters = defineOperation<{ offset?: number; limit?: number }, LoyaltyCharacterList>({
  operation: 'loyalty.getcharacters',
  method: 'GET',
  schema: LoyaltyCharacterList,
});

export const getInfo = defineOperation<Record<string, never>, LoyaltyInfo>({
  operation: 'loyalty.getinfo',
  method: 'GET',
  schema: LoyaltyInfo,
});

export const getNotifications = defineOperation<Record<string, never>, LoyaltyNotificationList>({
  operation: 'loyalty.getnotifications',
  method: 'GET',
  schema: LoyaltyNotificationList,
});

export const getProducts = defineOperation<{ offset?: number; count?: number }, LoyaltyProductList>({
  operation: 'loyalty.getproducts',
  method: 'GET',
  schema: LoyaltyProductList,
});

export const setCharacter = defineOperation<{ id: number }, Infer<typeof OneIsOk>>({
  operation: 'loyalty.setcharacter',
  method: 'POST',
  schema: OneIsOk,
  formFields: ['id'],
});

export const getPrograms = defineOperation<Record<string, never>, LoyaltyProgramList>({
  operation: 'loyalty.getPrograms',
  method: 'GET',
  schema: LoyaltyProgramList,
});

export const getProgram = defineOperation<{ sysname: string }, LoyaltyProgram>({
  operation: 'loyalty.getProgram',
  method: 'GET',
  schema: LoyaltyProgram,
});

/** SPEC §2 "loyalty character change and its confirmation": 1 is ok. */
export async function chooseCharacter(id: number): Promise<void> {
  expectOne(setCharacter.spec.operation, await setCharacter({ id }));
}
