/**
 * Contract: games.createhistoryexportrequest takes a date range (issue 6 part 6) and the sandbox refuses what the
 * platform would: a missing end, an end in the future, from after to, a range over EXPORT_MAX_RANGE_DAYS days. The
 * app's form (src/features/profile/bets/history-export-range.ts) builds ranges the sandbox accepts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../src/api/auth.ts';
import { configureApi } from '../../src/api/client.ts';
import * as games from '../../src/api/games.ts';
import { EXPORT_MAX_RANGE_DAYS as APP_MAX_DAYS, exportRange } from '../../src/features/profile/bets/history-export-range.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { createTestClient, type TestClient } from '../test-transport.ts';
import { EXPORT_MAX_RANGE_DAYS } from './games.ts';

const DAY = 24 * 60 * 60;
let client: TestClient;

beforeEach(async () => {
  client = createTestClient();
  configureApi({ transport: client.transport, locale: () => 'uz', inFrame: () => false, baseUrl: '' });
  await expect(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD })).resolves.toBe(1);
});

const nowSeconds = () => Math.floor(client.clock.now() / 1000);

async function refused(params: Partial<Record<'date_from' | 'date_to', number>>, errorData: Record<string, string[]>): Promise<void> {
  // The app always sends both ends; the sandbox is checked against a client that does not.
  await expect(games.createHistoryExportRequest(params as { date_from: number; date_to: number })).rejects.toMatchObject({ kind: 'http', type: 'InvalidParameterException', errorData: expect.objectContaining(errorData) as unknown });
}

describe('games.createhistoryexportrequest date range', () => {
  it('the app and the sandbox agree on the longest range', () => {
    expect(APP_MAX_DAYS).toBe(EXPORT_MAX_RANGE_DAYS);
  });

  it('accepts the range the form builds for the last 90 days, today included', async () => {
    const now = new Date(client.clock.now());
    const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (EXPORT_MAX_RANGE_DAYS - 1));
    const checked = exportRange(`${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}`, `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`, now);
    expect('range' in checked).toBe(true);
    if (!('range' in checked)) return;
    await expect(games.createHistoryExportRequest(checked.range)).resolves.toMatchObject({ status: 'processing' });
  });

  it('refuses a missing end, a future end, from after to and a range over the limit', async () => {
    const now = nowSeconds();
    await refused({ date_from: now - DAY }, { date_to: ['REQUIRED'] });
    await refused({ date_to: now }, { date_from: ['REQUIRED'] });
    await refused({ date_from: now - DAY, date_to: now + 2 * DAY }, { date_to: ['IN_FUTURE'] });
    await refused({ date_from: now + DAY, date_to: now + 2 * DAY }, { date_from: ['IN_FUTURE'], date_to: ['IN_FUTURE'] });
    await refused({ date_from: now, date_to: now - DAY }, { date_from: ['AFTER_DATE_TO'] });
    await refused({ date_from: now - (EXPORT_MAX_RANGE_DAYS + 1) * DAY, date_to: now }, { date_from: ['RANGE_TOO_LONG'] });
    // None of the refusals started an export.
    await expect(games.getHistoryExportRequest({})).resolves.toBeNull();
  });
});
