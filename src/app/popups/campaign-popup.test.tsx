// @vitest-environment jsdom
/**
 * SPEC §2 campaign popups: `?popup={sysname}` reads the operator's popup by sysname (with the preview flag when asked)
 * and opens it; a button with an action does that action (register, deposit, take the offer) instead of closing.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../api/client.ts';
import type { CampaignPopup } from '../../api/popups.ts';
import { createServerDataClient, ServerData, type QueryClient } from '../../server-data/reads.ts';
import { t } from '../../i18n/index.ts';
import { closePopup, openPopup, popupState, resetPopups } from '../../stores/popup-store.ts';
import { resetSession, sessionState } from '../../stores/session-store.ts';
import { resetToasts } from '../../stores/toast-store.ts';
import { mountTestRoot, unmountTestRoot } from '../../test-support/react-root.ts';
import { openCampaignPopup } from './open-campaign-popup.ts';
import CampaignPopupContent from './campaign-popup.tsx';
import { settle } from '../../testing/react-act.ts';

const ok = (data: unknown): TransportResponse => ({ status: 200, body: { data } });
const campaign = (extra: Partial<CampaignPopup> = {}): CampaignPopup => ({
  id: 3,
  sysname: 'birinchi-depozit',
  title: 'Birinchi depozitga 100%',
  content: null,
  image: null,
  offer_id: 1,
  is_closable: true,
  buttons: [
    { title: 'Aksiyani olish', action: 'offer', url: null },
    { title: "Hisobni to'ldirish", action: 'deposit', url: null },
    { title: "Ro'yxatdan o'tish", action: 'register', url: null },
  ],
  ...extra,
});

let root: Root;
let container: HTMLElement;
let client: QueryClient;
let calls: { operation: string; query: URLSearchParams; body: FormData | undefined }[];
let takeAnswer: TransportResponse;

function answer(request: TransportRequest): TransportResponse {
  const url = new URL(request.url, 'http://x');
  const operation = url.pathname.replace('/api/', '');
  calls.push({ operation, query: url.searchParams, body: request.body });
  if (operation === 'popups.get') return ok(url.searchParams.get('sysname') === 'birinchi-depozit' ? campaign() : null);
  if (operation === 'campaigns.takepromotions') return takeAnswer;
  if (operation === 'account.getInfo') return ok({ uid: 7, login: 'player@omad.test' });
  return ok({ items: [], count: 0 });
}

function render(popup: CampaignPopup): void {
  const id = openPopup('campaign', { campaign: popup });
  act(() =>
    root.render(
      <ServerData client={client} locale="uz" session={sessionState.info?.uid ?? 0}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <CampaignPopupContent props={{ campaign: popup }} close={() => closePopup({ id, force: true })} />
        </Router>
      </ServerData>,
    ),
  );
}

const press = (title: string) => act(() => [...container.querySelectorAll('button')].find((button) => button.textContent === title)?.click());

beforeEach(() => {
  calls = [];
  takeAnswer = ok(1);
  client = createServerDataClient();
  configureApi({ transport: (request) => Promise.resolve(answer(request)) });
  ({ root, container } = mountTestRoot());
});

afterEach(() => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  client.clear();
  resetPopups();
  resetSession();
  resetToasts();
});

describe('a campaign popup from the address', () => {
  it('reads the popup by its sysname, with the preview flag when asked, and opens it', async () => {
    await expect(openCampaignPopup('birinchi-depozit', { preview: true, closable: true })).resolves.toBe(true);
    const read = calls.find((call) => call.operation === 'popups.get');
    expect(read?.query.get('sysname')).toBe('birinchi-depozit');
    expect(read?.query.get('preview')).toMatch(/^(1|true)$/);
    expect(popupState.current?.sysname === 'campaign' ? popupState.current.props.campaign.title : undefined).toBe('Birinchi depozitga 100%');
  });

  it('a sysname the platform does not know opens nothing; one that is no sysname is not even asked for', async () => {
    await expect(openCampaignPopup('eski-aksiya', { preview: false, closable: true })).resolves.toBe(false);
    expect(calls.find((call) => call.operation === 'popups.get')?.query.has('preview')).toBe(false);
    await expect(openCampaignPopup('<script>', { preview: false, closable: true })).resolves.toBe(false);
    expect(calls.filter((call) => call.operation === 'popups.get')).toHaveLength(1);
    expect(popupState.current).toBeUndefined();
  });
});

describe('a campaign popup’s buttons do their actions', () => {
  it('register opens registration for a guest; deposit asks a guest to sign in first', () => {
    render(campaign());
    press("Ro'yxatdan o'tish");
    expect(popupState.current?.sysname).toBe('registration');
    render(campaign());
    press("Hisobni to'ldirish");
    expect(popupState.current?.sysname).toBe('authentication');
  });

  it('deposit opens the cashier for a signed-in player', () => {
    sessionState.info = { uid: 7, login: 'player@omad.test' };
    render(campaign());
    press("Hisobni to'ldirish");
    expect(popupState.current?.sysname).toBe('cashier');
  });

  it('the offer button takes the popup’s offer; a refusal is said in the offer’s words and the popup stays', async () => {
    sessionState.info = { uid: 7, login: 'player@omad.test' };
    takeAnswer = { status: 422, body: { error: { type: 'InvalidParameterException', message: 'x', code: 422, error_data: { offer_id: ['ALREADY_TAKEN'] } } } };
    render(campaign());
    press('Aksiyani olish');
    await settle();
    const take = calls.find((call) => call.operation === 'campaigns.takepromotions');
    expect(take?.body?.get('offer_id')).toBe('1');
    expect(container.querySelector('[data-testid="campaign-failure"]')?.textContent).toBe(t('bonuses.offer.refusal.alreadyTaken'));
    expect(popupState.current?.sysname).toBe('campaign');

    takeAnswer = ok(1);
    press('Aksiyani olish');
    await settle();
    expect(popupState.current).toBeUndefined();
  });
});
