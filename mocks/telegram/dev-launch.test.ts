import { describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { SANDBOX_BOT_TOKEN, verifyInitData } from './init-data.ts';

const NOW = 1_736_942_400_000;
const URL_BASE = 'http://localhost/__sandbox/telegram/init-data';

describe('the development launch route (npm run dev)', () => {
  it('signs init data the sandbox accepts, for the asked user and deep link', async () => {
    const { app } = createSandbox({ devTelegramLaunch: true, now: () => NOW });
    const response = await app.fetch(new Request(`${URL_BASE}?user=77&start_param=r-promotions`));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: string };
    expect(new URLSearchParams(data).get('start_param')).toBe('r-promotions');
    expect(verifyInitData(data, { botToken: SANDBOX_BOT_TOKEN, maxAgeSeconds: 60, nowSeconds: NOW / 1000 })).toMatchObject({ ok: true, user: { id: 77 } });
  });

  it('refuses a bad user or deep link', async () => {
    const { app } = createSandbox({ devTelegramLaunch: true, now: () => NOW });
    expect((await app.fetch(new Request(`${URL_BASE}?user=-1`))).status).toBe(422);
    expect((await app.fetch(new Request(`${URL_BASE}?start_param=a%20b`))).status).toBe(422);
  });

  it('does not exist on a sandbox that is not the development server: it would sign anything', async () => {
    for (const testMode of [false, true]) {
      const { app } = createSandbox({ testMode, now: () => NOW });
      // Outside test mode the path is a 404; in test mode it falls through to the app shell. Never signed data.
      const response = await app.fetch(new Request(`${URL_BASE}?user=77`));
      expect(response.headers.get('content-type') ?? '').not.toContain('application/json');
      expect(await response.text()).not.toContain('hash=');
    }
  });
});
