import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, fetchTransport, type Transport } from '../api/client.ts';
import { signIn, submitTwoFactor } from './session-login.ts';
import { holdSessionWhile, refreshAccount, resetSession, sessionState } from './session-store.ts';

function answer(status: number, body: unknown) {
  return { status, body };
}

afterEach(() => {
  configureApi({ transport: fetchTransport });
  resetSession();
});

describe('two-factor login (SPEC §4)', () => {
  it('keeps login, password and resend_time pending, sends the code with them, and clears it on success', async () => {
    const sent: Record<string, string>[] = [];
    let signedIn = false;
    const transport: Transport = (request) => {
      const operation = new URL(request.url, 'http://x').pathname.slice(5);
      if (operation === 'auth.login') {
        const form = Object.fromEntries([...(request.body?.entries() ?? [])].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]));
        sent.push(form);
        if (form.code === 'null' || form.code === undefined) {
          return Promise.resolve(answer(401, { error: { type: 'AuthorizationException', message: 'two_factor_auth is enable', error_data: { resend_time: ['60'] } } }));
        }
        signedIn = true;
        return Promise.resolve(answer(200, { data: 1 }));
      }
      return Promise.resolve(answer(200, { data: signedIn ? { uid: 7, login: 'a@b.uz' } : { uid: 0 } }));
    };
    configureApi({ transport });
    const result = await signIn({ login: '+998901234567', password: 'Omad12345' }, () => 1_000);
    expect(result.kind).toBe('two-factor');
    expect(sessionState.twoFactor).toEqual({ login: '998901234567', password: 'Omad12345', resendTime: 60, resendAt: 61_000 });
    const info = await submitTwoFactor('123456');
    expect(info.uid).toBe(7);
    expect(sessionState.twoFactor).toBeUndefined();
    expect(sent[1]).toMatchObject({ login: '998901234567', password: 'Omad12345', code: '123456' });
  });

  it('a wrong password is thrown, with no pending state', async () => {
    configureApi({
      transport: () => Promise.resolve(answer(401, { error: { type: 'AuthorizationException', message: 'Wrong login or password' } })),
    });
    await expect(signIn({ login: 'a@b.uz', password: 'x' })).rejects.toMatchObject({ type: 'AuthorizationException' });
    expect(sessionState.twoFactor).toBeUndefined();
  });
});

describe('the session while the first render is under way (decision 030 point 20)', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("lands in the store once the page is drawn, and whoever awaits the account's read waits with it", async () => {
    configureApi({ transport: () => Promise.resolve(answer(200, { data: { uid: 7, login: 'ali' } })) });
    let drawn: () => void = () => undefined;
    holdSessionWhile(new Promise<void>((resolve) => (drawn = resolve)));
    let read = false;
    const reading = refreshAccount().then(() => (read = true));
    await tick();
    await tick();
    expect(sessionState.info).toBeUndefined();
    expect(sessionState.loaded).toBe(false);
    expect(read).toBe(false);
    drawn();
    await reading;
    expect(sessionState.info?.uid).toBe(7);
    expect(sessionState.loaded).toBe(true);
    // Later reads are not held.
    holdSessionWhile(Promise.resolve());
    configureApi({ transport: () => Promise.resolve(answer(200, { data: { uid: 8, login: 'vali' } })) });
    await refreshAccount();
    expect(sessionState.info?.uid).toBe(8);
  });

  it('holds a failed read the same way, and lets it fail', async () => {
    configureApi({ transport: () => Promise.reject(new TypeError('offline')) });
    let drawn: () => void = () => undefined;
    holdSessionWhile(new Promise<void>((resolve) => (drawn = resolve)));
    const reading = refreshAccount().then(
      () => 'read',
      () => 'failed',
    );
    await tick();
    expect(sessionState.loaded).toBe(false);
    drawn();
    expect(await reading).toBe('failed');
    expect(sessionState.loaded).toBe(true);
  });
});
