/**
 * Contract (issue 18 parts 5 and 6, sandbox parts 3 and 4): support.getsettings names the chat vendor (switchable in
 * test mode) with a same-origin stand-in script for each SPEC §9 vendor; Support.sendFeedback validates and keeps the
 * message; FreshChat.storeChatEvent keeps chat events; the sandbox operator answers every chat message; /hit is
 * counted with its parameters in GET /__sandbox/state/hits.
 */
import { describe, expect, it } from 'vitest';
import * as freshChat from '../../src/api/fresh-chat.ts';
import * as support from '../../src/api/support.ts';
import { CHAT_VENDORS } from '../../src/api/support.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { CONTENT_SECURITY_POLICY } from '../http/security.ts';
import { createContractHarness } from '../test-client.ts';

const contract = createContractHarness();
const client = contract.suite(/^(support\.|freshchat\.)/i);

const json = { 'Content-Type': 'application/json' };

async function setChat(chat: unknown): Promise<Response> {
  return client().fetch('/__sandbox/config', { method: 'POST', headers: json, body: JSON.stringify({ chat }) });
}

describe('support.getsettings', () => {
  it('names the vendor in use and gives every SPEC §9 vendor a same-origin script the CSP allows', async () => {
    const settings = await support.getSettings({});
    expect(settings.chat_type).toBe('jivoSite');
    expect(settings).toMatchObject({ email: 'support@omad.test', phone: '+998712000000', telegram: 'https://t.me/omad_support_sandbox' });
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    for (const vendor of CHAT_VENDORS) {
      const url = settings[vendor]?.script_url;
      expect(url, vendor).toBe(`/sandbox-chat/${vendor}.js`);
      const script = await client().fetch(String(url));
      expect(script.status, vendor).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect((await script.text()).length).toBeGreaterThan(500);
    }
    expect((await client().fetch('/sandbox-chat/skype.js')).status).toBe(404);
  });

  it('test mode switches the vendor; an unknown vendor is refused; reset restores jivoSite', async () => {
    const switched = await setChat('freshChat');
    expect(await switched.json()).toMatchObject({ data: { chat: 'freshChat' } });
    expect((await support.getSettings({})).chat_type).toBe('freshChat');
    expect((await setChat('skype')).status).toBe(422);
    expect((await support.getSettings({})).chat_type).toBe('freshChat');
    await client().fetch('/__sandbox/reset', { method: 'POST' });
    expect((await support.getSettings({})).chat_type).toBe('jivoSite');
  });

  it('a banned player is refused like every other call', async () => {
    await contract.signIn(SEED_LOGINS.banned);
    await contract.expectError(support.getSettings({}), 'UserBannedException');
  });
});

describe('Support.sendFeedback', () => {
  it('a guest leaves a valid address and a text of 10 characters or more', async () => {
    await contract.expectError(support.sendFeedback({ text: 'Salom' , email: 'guest@example.uz' }), 'InvalidParameterException', { text: ['MIN_LENGTH'] });
    await contract.expectError(support.sendFeedback({ text: 'Pulimni qanday yechaman?' }), 'InvalidParameterException', { email: ['REQUIRED'] });
    await contract.expectError(support.sendFeedback({ text: 'Pulimni qanday yechaman?', email: 'no-at-sign' }), 'InvalidParameterException', { email: ['WRONG_EMAIL'] });
    await contract.expectError(support.sendFeedback({ text: 'x'.repeat(2001), email: 'guest@example.uz' }), 'InvalidParameterException', { text: ['MAX_LENGTH'] });
    await expect(support.sendFeedback({ text: 'Pulimni qanday yechaman?', email: 'guest@example.uz', subject: 'Yechish' })).resolves.toBe(1);
    expect(client().sandbox.state.support.feedback).toMatchObject([{ uid: null, email: 'guest@example.uz', subject: 'Yechish', text: 'Pulimni qanday yechaman?' }]);
  });

  it('a signed-in player needs no address', async () => {
    await contract.signIn();
    await expect(support.sendFeedback({ text: 'Бонус не начислился после депозита' })).resolves.toBe(1);
    expect(client().sandbox.state.support.feedback[0]).toMatchObject({ uid: 1001, email: null });
  });
});

describe('FreshChat.storeChatEvent', () => {
  it('keeps a message event; an event name is required', async () => {
    await expect(freshChat.storeChatEvent({ event: 'message:received', channel_id: 'c1', conversation_id: 'v1', text: 'Salom' })).resolves.toBe(1);
    expect(client().sandbox.state.support.chatEvents).toEqual([{ uid: null, event: 'message:received', channel_id: 'c1', conversation_id: 'v1', text: 'Salom' }]);
    await contract.expectError(freshChat.storeChatEvent({ event: '' }), 'InvalidParameterException', { event: ['REQUIRED'] });
  });
});

describe('the sandbox chat operator', () => {
  it('answers every message in the page language, and refuses an empty one or an unknown vendor', async () => {
    const send = (body: unknown) => client().fetch('/sandbox-chat/api/messages', { method: 'POST', headers: json, body: JSON.stringify(body) });
    const uz = (await (await send({ vendor: 'jivoSite', text: 'Yordam kerak', locale: 'uz' })).json()) as { data: { reply: string } };
    expect(uz.data.reply).toContain('«Yordam kerak»');
    expect(uz.data.reply).toContain('Operator tez orada ulanadi');
    const ru = (await (await send({ vendor: 'liveChat', text: 'Нужна помощь', locale: 'ru', name: 'Aziz' })).json()) as { data: { reply: string } };
    expect(ru.data.reply).toMatch(/^Здравствуйте, Aziz!.*«Нужна помощь»/);
    expect((await send({ vendor: 'liveChat', text: '   ' })).status).toBe(422);
    expect((await send({ vendor: 'icq', text: 'hi' })).status).toBe(422);
  });
});

describe('/hit and GET /__sandbox/state/hits', () => {
  it('counts beacons and keeps the last one’s parameters', async () => {
    const state = async () => ((await (await client().fetch('/__sandbox/state/hits')).json()) as { data: unknown }).data;
    expect(await state()).toEqual({ count: 0, last: null });
    const first = await client().fetch('/hit?referer=https%3A%2F%2Fgoogle.com%2F&utm_source=tg&track_id=abc');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/gif');
    expect(first.headers.get('cache-control')).toBe('no-store');
    await client().fetch('/hit?seon_session=s-1');
    expect(await state()).toEqual({ count: 2, last: { seon_session: 's-1' } });
    await client().fetch('/__sandbox/reset', { method: 'POST' });
    expect(await state()).toEqual({ count: 0, last: null });
  });
});
