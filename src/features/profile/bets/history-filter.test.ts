import { describe, expect, it } from 'vitest';
import { daySeconds, historyParams } from './history-filter.ts';

describe('the bet history filter', () => {
  it('sends only what is chosen', () => {
    expect(historyParams({ kind: 'all', status: undefined, from: '', to: '' })).toEqual({});
    expect(historyParams({ kind: 'sport', status: 'open', from: '', to: '' })).toEqual({ kind: 'sport', status: 'open' });
  });

  it('dates are the local days, both whole', () => {
    const from = daySeconds('2026-03-01', false) ?? 0;
    const to = daySeconds('2026-03-01', true) ?? 0;
    expect(to - from).toBe(86_399);
    expect(new Date(from * 1000).getHours()).toBe(0);
    expect(historyParams({ kind: 'casino', status: undefined, from: '2026-03-01', to: '2026-03-01' })).toEqual({ kind: 'casino', date_from: from, date_to: to });
    expect(daySeconds('01.03.2026', false)).toBeUndefined();
    expect(daySeconds('', true)).toBeUndefined();
  });
});
