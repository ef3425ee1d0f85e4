/**
 * What a notice's amount is (SPEC §3 "Loyalty notification": amount, amountType): points, in the operator's word for
 * them where it has one (pointsAlias), or money in the player's currency, so "+500" never leaves the player guessing.
 * An amount type the app does not know is shown as the number alone, as before. Pure: the card turns it into words.
 */
import type { LoyaltyNotification } from '../../../api/loyalty.ts';

/** `points` and `money` (the player's currency); a currency code names its money itself (`UZS`). */
export type NoticeAmount = { kind: 'points'; value: number } | { kind: 'money'; value: number; currency: string } | { kind: 'plain'; text: string };

const CURRENCY = /^[A-Z]{3}$/;

export function noticeAmount(notice: Pick<LoyaltyNotification, 'amount' | 'amountType'>, playerCurrency: string | undefined): NoticeAmount | undefined {
  const { amount } = notice;
  if (amount === undefined || amount === null || amount === '') return undefined;
  const value = typeof amount === 'number' ? amount : Number(amount);
  const type = notice.amountType?.trim();
  if (Number.isFinite(value) && type) {
    if (type.toLowerCase() === 'points') return { kind: 'points', value };
    if (type.toLowerCase() === 'money' && playerCurrency) return { kind: 'money', value, currency: playerCurrency };
    if (CURRENCY.test(type)) return { kind: 'money', value, currency: type };
  }
  return { kind: 'plain', text: String(amount) };
}
