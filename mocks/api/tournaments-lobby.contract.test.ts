/**
 * Contract: the read-only tournaments.get the lobby leaderboard needs (mocks/api/leaderboard.ts) answers what
 * src/api/tournaments.ts accepts, finds the running tournament, and refuses bad filters; its leaderboard marks the
 * signed-in player's row.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../src/api/auth.ts';
import { configureApi } from '../../src/api/client.ts';
import * as leaderboard from '../../src/api/leaderboard.ts';
import * as tournaments from '../../src/api/tournaments.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { createTestClient, type TestClient } from '../test-transport.ts';
import { MY_PLACE } from './leaderboard.ts';

let client: TestClient;

beforeEach(() => {
  client = createTestClient();
  configureApi({ transport: client.transport, locale: () => 'ru', inFrame: () => false, baseUrl: '' });
});

describe('tournaments.get (read-only, for the lobby)', () => {
  it('lists the seeded tournaments to guests and finds the running one', async () => {
    const all = await tournaments.get({});
    expect(all.items.map((item) => item.status)).toEqual(['active', 'upcoming', 'finished']);
    const running = await tournaments.get({ status: 'active', count: 1 });
    expect(running.items).toHaveLength(1);
    const now = Math.floor(client.clock.now() / 1000);
    expect(running.items[0]).toMatchObject({ id: 1, is_participant: false, points: null, description: { title: 'Весенний кубок' } });
    expect(running.items[0]?.started_at).toBeLessThan(now);
    expect(running.items[0]?.finished_at).toBeGreaterThan(now);
    expect((await tournaments.get({ id: 3 })).items.map((item) => item.id)).toEqual([3]);
  });

  it('shows a signed-in player their standing in the running tournament', async () => {
    await expect(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD })).resolves.toBe(1);
    const [running] = (await tournaments.get({ status: 'active', count: 1 })).items;
    const table = await leaderboard.get({ tournament_id: running?.id ?? 0 });
    const mine = table.items.find((entry) => entry.is_me);
    expect(mine?.place).toBe(MY_PLACE);
    expect(running).toMatchObject({ is_participant: true, points: mine?.points });
  });

  it('refuses an unknown status and a page over the limit', async () => {
    await expect(tournaments.get({ status: 'someday' })).rejects.toMatchObject({ type: 'InvalidParameterException', errorData: { status: expect.any(Array) as unknown } });
    await expect(tournaments.get({ count: 51 })).rejects.toMatchObject({ type: 'InvalidParameterException', errorData: { count: ['MAX_VALUE'] } });
  });
});
