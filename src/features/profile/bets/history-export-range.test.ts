import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_RANGE_DAYS, defaultExportRange, exportRange, isoDay, parseIsoDay } from './history-export-range.ts';

// Noon, local time: the tests hold in any time zone.
const NOW = new Date(2025, 0, 15, 12, 0, 0);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('the game-history export range', () => {
  it('reads only real calendar days', () => {
    expect(parseIsoDay('2025-01-15')?.getDate()).toBe(15);
    expect(parseIsoDay('2024-02-29')?.getMonth()).toBe(1);
    expect(parseIsoDay('2025-02-29')).toBeUndefined();
    expect(parseIsoDay('15.01.2025')).toBeUndefined();
    expect(parseIsoDay('')).toBeUndefined();
    expect(isoDay(NOW)).toBe('2025-01-15');
  });

  it('proposes the last 30 days, which it accepts', () => {
    const range = defaultExportRange(NOW);
    expect(range).toEqual({ from: '2024-12-17', to: '2025-01-15' });
    expect(exportRange(range.from, range.to, NOW)).toEqual({ range: { date_from: seconds(new Date(2024, 11, 17)), date_to: seconds(NOW) } });
  });

  it('runs from the first day’s start to the last day’s end, or to now for today', () => {
    expect(exportRange('2025-01-10', '2025-01-10', NOW)).toEqual({ range: { date_from: seconds(new Date(2025, 0, 10)), date_to: seconds(new Date(2025, 0, 11)) - 1 } });
    expect(exportRange('2025-01-15', '2025-01-15', NOW)).toEqual({ range: { date_from: seconds(new Date(2025, 0, 15)), date_to: seconds(NOW) } });
  });

  it('refuses empty days, days in the future, from after to and more than the platform allows', () => {
    expect(exportRange('', '2025-01-15', NOW)).toEqual({ error: 'fromRequired', field: 'from' });
    expect(exportRange('2025-01-01', '', NOW)).toEqual({ error: 'toRequired', field: 'to' });
    expect(exportRange('2025-01-16', '2025-01-20', NOW)).toEqual({ error: 'fromInFuture', field: 'from' });
    expect(exportRange('2025-01-10', '2025-01-16', NOW)).toEqual({ error: 'toInFuture', field: 'to' });
    expect(exportRange('2025-01-12', '2025-01-11', NOW)).toEqual({ error: 'fromAfterTo', field: 'from' });
    const first = new Date(2025, 0, 15 - (EXPORT_MAX_RANGE_DAYS - 1));
    expect('range' in exportRange(isoDay(first), '2025-01-15', NOW)).toBe(true);
    const tooEarly = new Date(2025, 0, 15 - EXPORT_MAX_RANGE_DAYS);
    expect(exportRange(isoDay(tooEarly), '2025-01-15', NOW)).toEqual({ error: 'tooLong', field: 'from' });
  });
});
