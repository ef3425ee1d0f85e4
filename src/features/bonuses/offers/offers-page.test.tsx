// @vitest-environment jsdom
/**
 * An offer's page against a fake platform: a refusal that no next step can fix is said in words naming its reason
 * (the CMS's common.offerErrors first), in uz and ru, never "try again"; a first-deposit offer the player can no longer
 * meet says so instead of offering the button.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Offer } from '../../../api/campaigns.ts';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../../api/client.ts';
import { createServerDataClient, ServerData, type QueryClient } from '../../../server-data/reads.ts';
import { DEFAULT_IMAGE_MAPPINGS } from '../../../api/cms/collections.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { setLocale, t } from '../../../i18n/index.ts';
import { resetPopups } from '../../../stores/popup-store.ts';
import { resetSession, sessionState } from '../../../stores/session-store.ts';
import { mountTestRoot, unmountTestRoot } from '../../../test-support/react-root.ts';
import { OfferPage, OffersListPage } from './offers-page.tsx';
import { settle } from '../../../testing/react-act.ts';

const ok = (data: unknown): TransportResponse => ({ status: 200, body: { data } });
const refusedOffer = (key: string): TransportResponse => ({ status: 422, body: { error: { type: 'InvalidParameterException', message: 'Invalid parameter', code: 422, error_data: { offer_id: [key] } } } });

const description = { title: 'Xush kelibsiz', subtitle: null, text: null, terms: null, image: null, image_735_240: null, image_360_520: null };
let offer: Offer;
let takeAnswer: TransportResponse;
let calls: string[];
let root: Root;
let container: HTMLElement;
let client: QueryClient;

function answer(request: TransportRequest): TransportResponse {
  const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
  calls.push(operation);
  if (operation === 'campaigns.getoffers') return ok({ items: [offer], count: 1 });
  if (operation === 'campaigns.takepromotions') return takeAnswer;
  if (operation === 'account.getInfo') return ok({ uid: 7, login: 'player@omad.test' });
  return { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Method not found', code: 404 } } };
}

function render(locale: 'uz' | 'ru'): void {
  act(() =>
    root.render(
      <ServerData client={client} locale={locale} session={7}>
        <Router hook={memoryLocation({ path: '/promotions/1' }).hook}>
          <OfferPage kind="promotions" id="1" />
        </Router>
      </ServerData>,
    ),
  );
}

function takeButton(): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((button) => button.textContent === t('bonuses.offer.take'));
}

beforeEach(() => {
  calls = [];
  offer = { id: 1, kind: 'promotion', name: 'xush-kelibsiz-100', is_taken: false, trigger: { action: 'deposit', user_satisfies_params: true, user_needs: [] }, description, started_at: null, finished_at: null };
  takeAnswer = refusedOffer('EXPIRED');
  client = createServerDataClient();
  configureApi({ transport: (request) => Promise.resolve(answer(request)) });
  sessionState.info = { uid: 7, login: 'player@omad.test' };
  ({ root, container } = mountTestRoot());
});

afterEach(async () => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  client.clear();
  resetSession();
  resetPopups();
  cmsState.offerErrors = {};
  cmsState.imageMappings = DEFAULT_IMAGE_MAPPINGS;
  await setLocale('uz');
});

describe('an offer that cannot be taken', () => {
  const ENDED = { uz: 'tugagan', ru: 'закончилась' } as const;
  for (const locale of ['uz', 'ru'] as const) {
    it(`names the reason of a refusal after the tap, never "try again" (${locale})`, async () => {
      await setLocale(locale);
      render(locale);
      await settle();
      act(() => takeButton()?.click());
      await settle();
      const refusal = container.querySelector('[data-testid="offer-refusal"]')?.textContent ?? '';
      expect(refusal).toContain(t('bonuses.offer.refusal.expired'));
      expect(refusal).toContain(ENDED[locale]);
      expect(container.textContent).not.toContain(t('bonuses.offer.takeFailed'));
      expect(takeButton()).toBeUndefined();
    });

    it(`a first-deposit offer for a player who deposited says so instead of a button (${locale})`, async () => {
      await setLocale(locale);
      offer = { ...offer, trigger: { action: 'first_deposit', user_satisfies_params: false, user_needs: [] } };
      render(locale);
      await settle();
      expect(takeButton()).toBeUndefined();
      expect(container.querySelector('[data-testid="offer-refusal"]')?.textContent).toContain(t('bonuses.offer.refusal.newPlayersOnly'));
      expect(calls).not.toContain('campaigns.takepromotions');
    });
  }

  it('a NOT_ELIGIBLE refusal of a first-deposit offer says it is for new players', async () => {
    offer = { ...offer, trigger: { action: 'first_deposit', user_satisfies_params: true, user_needs: [] } };
    takeAnswer = refusedOffer('NOT_ELIGIBLE');
    render('uz');
    await settle();
    act(() => takeButton()?.click());
    await settle();
    expect(container.querySelector('[data-testid="offer-refusal"]')?.textContent).toContain(t('bonuses.offer.refusal.newPlayersOnly'));
  });

  it('the CMS words for the refusal key win where given (common.offerErrors)', async () => {
    cmsState.offerErrors = { ALREADY_TAKEN: 'Operatorning so‘zlari: allaqachon olingan' };
    takeAnswer = refusedOffer('ALREADY_TAKEN');
    render('uz');
    await settle();
    act(() => takeButton()?.click());
    await settle();
    expect(container.textContent).toContain('Operatorning so‘zlari: allaqachon olingan');
  });
});

describe('offer art', () => {
  it('reads the image under the key the CMS maps (SPEC §3), in the list and on the detail page', async () => {
    cmsState.imageMappings = { ...DEFAULT_IMAGE_MAPPINGS, offer: { image_1200_400: 'desktop_image' } };
    offer = { ...offer, description: { ...description, image_1200_400: '/art/offer-1200.svg' } };
    act(() =>
      root.render(
        <ServerData client={client} locale="uz" session={7}>
          <Router hook={memoryLocation({ path: '/promotions' }).hook}>
            <OffersListPage kind="promotions" />
          </Router>
        </ServerData>,
      ),
    );
    await settle();
    expect(container.querySelector('[data-testid="offer-card"] img')?.getAttribute('src')).toBe('/art/offer-1200.svg');
    render('uz');
    await settle();
    expect(container.querySelector('[data-testid="offer-detail"] img')?.getAttribute('src')).toBe('/art/offer-1200.svg');
  });
});
