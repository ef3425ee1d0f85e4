/** The frames' words for a refusal by the player's loss or stake limit (./limit-refusal-words.ts; decision 032). */
import { describe, expect, it } from 'vitest';
import { LIMIT_WORDS, limitRefusalText, type LimitWordKey } from './limit-refusal-words.ts';

function words(lang: 'uz' | 'ru') {
  const t = (key: LimitWordKey, values: Record<string, string> = {}) => LIMIT_WORDS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return (code: 'LOSS_LIMIT' | 'STAKE_LIMIT', data: unknown) => limitRefusalText(code, data, t, (amount) => `${amount.toLocaleString('en-US')} UZS`);
}

describe('limit refusal words', () => {
  // 16.07.2025 12:00 in the test's time zone.
  const resets = Math.floor(new Date(2025, 6, 16, 12, 0).getTime() / 1000);

  it('names the loss limit, its period, what is left and when it resets, in uz and ru', () => {
    const data = { limit: ['100000'], available: ['2500'], currency: ['UZS'], period: ['week'], resets_at: [String(resets)] };
    expect(words('uz')('LOSS_LIMIT', data)).toBe("Bu stavka yo'qotish limitingizdan oshadi: 7 kunda ko'pi bilan 100,000 UZS. Qolgan: 2,500 UZS. Kichikroq stavka qiling yoki limit bo'shashini kuting. Limit 16.07.2025 soat 12:00 da bo‘shaydi.");
    expect(words('ru')('LOSS_LIMIT', data)).toBe('Эта ставка превысит ваш лимит проигрыша: не больше 100,000 UZS за 7 дней. Осталось: 2,500 UZS. Сделайте ставку меньше или дождитесь, когда лимит освободится. Лимит освободится 16.07.2025 в 12:00.');
  });

  it('leaves the moment out when only a win frees room, and names the stake limit', () => {
    expect(words('ru')('LOSS_LIMIT', { limit: ['5000'], available: ['5000'], period: ['day'] })).not.toContain('освободится 1');
    expect(words('uz')('STAKE_LIMIT', { limit: ['5000'], available: ['5000'] })).toBe("Bu stavka stavka limitingizdan katta: bitta stavka ko'pi bilan 5,000 UZS. Stavkani kamaytiring.");
    // A malformed body still reads as words, never as a template.
    expect(words('uz')('LOSS_LIMIT', null)).not.toMatch(/\{\w+\}/);
  });
});
