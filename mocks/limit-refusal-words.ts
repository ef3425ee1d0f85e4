/**
 * How the sandbox's provider frames (the in-house games, mocks/games/client/game.ts; the sportsbook's slip,
 * mocks/sportsbook/client/sportsbook.ts) word a stake refused by the player's own loss or stake limit (decision 032):
 * the limit, what is left and when more is left, and what the player can do. Both frames bundle this module, and
 * their dictionaries (mocks/games/texts.ts, mocks/sportsbook/texts.ts) take the words from LIMIT_WORDS, so the two
 * say it the same way in uz and ru.
 */

export const LIMIT_WORDS = {
  uz: {
    limit_loss: "Bu stavka yo'qotish limitingizdan oshadi: {period} ko'pi bilan {limit}. Qolgan: {available}. Kichikroq stavka qiling yoki limit bo'shashini kuting.",
    limit_loss_resets: 'Limit {time} da bo‘shaydi.',
    limit_stake: "Bu stavka stavka limitingizdan katta: bitta stavka ko'pi bilan {limit}. Stavkani kamaytiring.",
    limit_period_day: '24 soatda',
    limit_period_week: '7 kunda',
    limit_period_month: '30 kunda',
    limit_at: 'soat',
  },
  ru: {
    limit_loss: 'Эта ставка превысит ваш лимит проигрыша: не больше {limit} {period}. Осталось: {available}. Сделайте ставку меньше или дождитесь, когда лимит освободится.',
    limit_loss_resets: 'Лимит освободится {time}.',
    limit_stake: 'Ставка больше вашего лимита ставки: не больше {limit} за одну ставку. Уменьшите ставку.',
    limit_period_day: 'за 24 часа',
    limit_period_week: 'за 7 дней',
    limit_period_month: 'за 30 дней',
    limit_at: 'в',
  },
} as const;

export type LimitWordKey = keyof (typeof LIMIT_WORDS)['uz'];

/** The refusal codes of the providers' APIs for the player's limits (mocks/state/play-limits.ts LIMIT_CODE). */
export function isLimitCode(code: string): code is 'LOSS_LIMIT' | 'STAKE_LIMIT' {
  return code === 'LOSS_LIMIT' || code === 'STAKE_LIMIT';
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** SPEC §9 date and time, `DD.MM.YYYY <at> H:MM`, in the player's time zone. */
function dateTime(unixSeconds: number, at: string): string {
  const date = new Date(unixSeconds * 1000);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${at} ${date.getHours()}:${pad(date.getMinutes())}`;
}

/**
 * The words of a LOSS_LIMIT or STAKE_LIMIT refusal from its `error_data` (the platform's shape: field -> strings;
 * src/api/errors.ts): `limit`, `available`, `period` and `resets_at` (unix seconds). `t` fills a dictionary entry,
 * `money` writes an amount in the frame's currency.
 */
export function limitRefusalText(code: 'LOSS_LIMIT' | 'STAKE_LIMIT', errorData: unknown, t: (key: LimitWordKey, values?: Record<string, string>) => string, money: (amount: number) => string): string {
  const data = typeof errorData === 'object' && errorData !== null ? (errorData as Record<string, unknown>) : {};
  const first = (field: string): string | undefined => {
    const value = data[field];
    return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
  };
  const limit = money(Number(first('limit') ?? 0));
  if (code === 'STAKE_LIMIT') return t('limit_stake', { limit });
  const period = first('period');
  const words = t('limit_loss', {
    limit,
    available: money(Number(first('available') ?? 0)),
    period: period === 'week' || period === 'month' ? t(`limit_period_${period}`) : t('limit_period_day'),
  });
  const resets = Number(first('resets_at'));
  return Number.isFinite(resets) && resets > 0 ? `${words} ${t('limit_loss_resets', { time: dateTime(resets, t('limit_at')) })}` : words;
}
