// @vitest-environment jsdom
/**
 * The confirm-contact popup that an offer's UserNeedConfirmContactException opens: it sends the code to the login
 * contact (account.sendconfirmationtocontact) and names its kind, offers a new code once the platform's wait is over,
 * says SPEC §5's profile.smsCodeError for a wrong code, and asks a player without a contact to add one; in uz and ru.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../../api/client.ts';
import { setLocale, t } from '../../../i18n/index.ts';
import { createServerDataClient, ServerData } from '../../../server-data/reads.ts';
import { resetSession } from '../../../stores/session-store.ts';
import { resetToasts } from '../../../stores/toast-store.ts';
import { mountTestRoot, unmountTestRoot } from '../../../test-support/react-root.ts';
import { ConfirmEmail } from './confirm-email.tsx';
import { settle } from '../../../testing/react-act.ts';

const ok = (data: unknown): TransportResponse => ({ status: 200, body: { data } });
const refused = (type: string, errorData: Record<string, string[]>, status = 422): TransportResponse => ({ status, body: { error: { type, message: 'Refused', code: status, error_data: errorData } } });

let root: Root;
let container: HTMLElement;
let calls: { operation: string; contact: string | undefined }[];
let sendAnswer: () => TransportResponse;
let confirmAnswer: () => TransportResponse;

function answer(request: TransportRequest): TransportResponse {
  const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
  const contact = request.body?.get('contact');
  calls.push({ operation, contact: typeof contact === 'string' ? contact : undefined });
  if (operation === 'account.sendconfirmationtocontact') return sendAnswer();
  if (operation === 'account.confirmContact') return confirmAnswer();
  if (operation === 'account.getInfo') return ok({ uid: 7, login: 'x' });
  return { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Method not found', code: 404 } } };
}

function render(contact: string, sent = false): void {
  act(() =>
    root.render(
      <ServerData client={createServerDataClient()} locale="uz" session={0}>
        <Router hook={memoryLocation({ path: '/promotions/3' }).hook}>
          <ConfirmEmail contact={contact} sent={sent} onClose={vi.fn()} />
        </Router>
      </ServerData>,
    ),
  );
}

const button = (label: string) => [...container.querySelectorAll('button')].find((entry) => entry.textContent === label);

async function typeCode(value: string): Promise<void> {
  const input = container.querySelector<HTMLInputElement>('input[inputmode="numeric"]');
  if (!input) throw new Error('no code field');
  act(() => {
    Reflect.set(HTMLInputElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    input.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle(4);
}

beforeEach(() => {
  calls = [];
  sendAnswer = () => ok(1);
  confirmAnswer = () => refused('InvalidParameterException', { code: ['INVALID'] });
  configureApi({ transport: (request) => Promise.resolve(answer(request)) });
  ({ root, container } = mountTestRoot());
});

afterEach(async () => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  resetSession();
  resetToasts();
  localStorage.clear();
  await setLocale('uz');
});

describe('the confirm-contact popup', () => {
  const PHONE = { uz: 'raqamiga SMS', ru: 'в SMS на номер' } as const;
  for (const locale of ['uz', 'ru'] as const) {
    it(`sends the code to a phone login and says it is a phone; a wrong code is profile.smsCodeError (${locale})`, async () => {
      await setLocale(locale);
      render('+998901234567');
      await settle(4);
      expect(calls.filter((call) => call.operation === 'account.sendconfirmationtocontact')).toEqual([{ operation: 'account.sendconfirmationtocontact', contact: '+998901234567' }]);
      expect(container.textContent).toContain(t('auth.confirmEmail.textPhone', { contact: '+998901234567' }));
      expect(container.textContent).toContain(PHONE[locale]);
      await typeCode('222222');
      expect(container.textContent).toContain(t('profile.smsCodeError'));
    });
  }

  it('names an e-mail as an e-mail; after registration (a code already sent) it sends none', async () => {
    render('new@omad.test', true);
    await settle(4);
    expect(calls).toEqual([]);
    expect(container.textContent).toContain(t('auth.confirmEmail.textEmail', { contact: 'new@omad.test' }));
  });

  it('offers a new code; asked too early, it says the platform’s wait in place of the button', async () => {
    render('new@omad.test');
    await settle(4);
    sendAnswer = () => refused('TooManyRequestsException', { resend_time: ['42'] }, 429);
    act(() => button(t('auth.confirmEmail.resend'))?.click());
    await settle(4);
    expect(container.querySelector('[data-testid="resend-wait"]')?.textContent).toBe(t('auth.confirmEmail.resendIn', { seconds: 42 }));
    expect(button(t('auth.confirmEmail.resend'))).toBeUndefined();
    expect(calls.filter((call) => call.operation === 'account.sendconfirmationtocontact')).toHaveLength(2);
  });

  it('a login that is no contact (a Telegram account) is asked to add an e-mail or phone in the profile', async () => {
    sendAnswer = () => refused('InvalidParameterException', { contact: ['NOT_FOUND'] });
    render('tg_5151');
    await settle(4);
    expect(container.textContent).toContain(t('auth.confirmEmail.noContact'));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/profile/settings');
  });
});
