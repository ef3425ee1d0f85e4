// @vitest-environment jsdom
/**
 * The loyalty popups (SPEC §2, issue 17): the shop confirm buys once per purchase (one Idempotency-Key for every tap and
 * retry), hands over to the buy or insufficient-funds popup, keeps a failure in place; the character confirmation saves
 * the chosen character and closes.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountTestRoot, unmountTestRoot } from '../../test-support/react-root.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../api/client.ts';
import { createServerDataClient, ServerData, type QueryClient } from '../../server-data/reads.ts';
import type { LoyaltyProduct } from '../../api/loyalty.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { t } from '../../i18n/index.ts';
import { popupState, resetPopups } from '../../stores/popup-store.ts';
import { CharacterConfirmPopup, InsufficientFundsPopup, ShopConfirmPopup } from './loyalty-popups.tsx';
import { settle } from '../../testing/react-act.ts';

let root: Root;
let container: HTMLElement;
// The popups live under the app's server data (src/app/app.tsx); points are said in the programme's word from its read.
let client: QueryClient;
let calls: { operation: string; key: string | undefined; field: string }[];
let answer: (operation: string, attempt: number) => TransportResponse | 'offline';

const PRODUCT: LoyaltyProduct = { id: 1, name: '10 ta bepul aylantirish', price: 100, image: null, description: null, type: 'freespins' };

beforeEach(() => {
  calls = [];
  client = createServerDataClient();
  answer = () => ({ status: 200, body: { data: { points: 50, product_id: 1 } } });
  configureApi({
    transport: (request: TransportRequest) => {
      const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
      const field = request.body?.get('product_id') ?? request.body?.get('id') ?? '';
      calls.push({ operation, key: request.headers['Idempotency-Key'], field: typeof field === 'string' ? field : '' });
      const next = answer(operation, calls.length);
      return next === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(next);
    },
  });
  ({ root, container } = mountTestRoot());
  resetPopups();
});

afterEach(() => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  client.clear();
  resetPopups();
  cmsState.loyalty = { ...cmsState.loyalty, pointsAlias: '' };
});

const buttons = () => [...container.querySelectorAll('button')];

describe('the shop confirm popup', () => {
  it('says the price in the operator’s word for points when the CMS has one (pointsAlias)', () => {
    cmsState.loyalty = { ...cmsState.loyalty, pointsAlias: 'tanga' };
    act(() =>
      root.render(
        <ServerData client={client} locale="uz" session={0}>
          <ShopConfirmPopup props={{ product: PRODUCT, points: 150 }} close={vi.fn()} />
        </ServerData>,
      ),
    );
    expect(container.textContent).toContain(t('loyalty.confirm.ask', { name: PRODUCT.name, price: '100 tanga' }));
  });

  it('a double tap sends one purchase, then the buy popup shows the points left', async () => {
    act(() => root.render(<ServerData client={client} locale="uz" session={0}>
      <ShopConfirmPopup props={{ product: PRODUCT, points: 150 }} close={vi.fn()} />
    </ServerData>));
    expect(container.textContent).toContain(t('loyalty.confirm.ask', { name: PRODUCT.name, price: t('loyalty.points', { count: 100, points: '100' }) }));
    act(() => {
      buttons()[0]?.click();
      buttons()[0]?.click();
    });
    await settle();
    expect(calls.filter((call) => call.operation === 'loyalty.buyproduct')).toHaveLength(1);
    expect(calls[0]).toMatchObject({ field: '1' });
    expect(popupState.current).toMatchObject({ sysname: 'buy', props: { product: PRODUCT, pointsLeft: 50 } });
  });

  it('a lost answer keeps the popup with the failure in words; the retry sends the same Idempotency-Key', async () => {
    answer = (_, attempt) => (attempt === 1 ? 'offline' : { status: 200, body: { data: { points: 50, product_id: 1 } } });
    act(() => root.render(<ServerData client={client} locale="uz" session={0}>
      <ShopConfirmPopup props={{ product: PRODUCT, points: 150 }} close={vi.fn()} />
    </ServerData>));
    act(() => buttons()[0]?.click());
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(t('errors.network'));
    act(() => buttons()[0]?.click());
    await settle();
    const purchases = calls.filter((call) => call.operation === 'loyalty.buyproduct');
    expect(purchases).toHaveLength(2);
    expect(purchases[0]?.key).toMatch(/.{8,}/);
    expect(purchases[1]?.key).toBe(purchases[0]?.key);
    expect(popupState.current?.sysname).toBe('buy');
  });

  it('too few points on the platform open insufficient funds; a sold-out product is said in place', async () => {
    answer = () => ({ status: 422, body: { error: { type: 'InvalidParameterException', message: 'x', code: 422, error_data: { product_id: ['INSUFFICIENT_POINTS'] } } } });
    act(() => root.render(<ServerData client={client} locale="uz" session={0}>
      <ShopConfirmPopup props={{ product: PRODUCT, points: 150 }} close={vi.fn()} />
    </ServerData>));
    act(() => buttons()[0]?.click());
    await settle();
    expect(popupState.current).toMatchObject({ sysname: 'insufficient-funds', props: { product: PRODUCT, points: 150 } });

    resetPopups();
    answer = () => ({ status: 422, body: { error: { type: 'InvalidParameterException', message: 'x', code: 422, error_data: { product_id: ['OUT_OF_STOCK'] } } } });
    act(() => root.render(<ServerData client={client} locale="uz" session={0}>
      <ShopConfirmPopup key="again" props={{ product: PRODUCT, points: 150 }} close={vi.fn()} />
    </ServerData>));
    act(() => buttons()[0]?.click());
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(t('loyalty.confirm.soldOut'));
    expect(popupState.current).toBeUndefined();
  });
});

describe('insufficient funds', () => {
  it('says how many points are still missing', () => {
    act(() => root.render(<ServerData client={client} locale="uz" session={0}>
      <InsufficientFundsPopup props={{ product: { ...PRODUCT, price: 300 }, points: 150 }} close={vi.fn()} />
    </ServerData>));
    expect(container.textContent).toContain(t('loyalty.insufficient.need', { points: t('loyalty.points', { count: 150, points: '150' }) }));
  });
});

describe('the character confirmation', () => {
  it('yes saves the character and closes; a refusal stays in the popup', async () => {
    const close = vi.fn();
    answer = () => ({ status: 200, body: { data: 1 } });
    act(() => root.render(<ServerData client={client} locale="uz" session={0}>
      <CharacterConfirmPopup props={{ character: { id: 2, name: 'Zarina', image: null, description: null } }} close={close} />
    </ServerData>));
    act(() => buttons()[0]?.click());
    await settle();
    expect(calls[0]).toMatchObject({ operation: 'loyalty.setcharacter', field: '2' });
    expect(close).toHaveBeenCalled();

    const stays = vi.fn();
    answer = () => ({ status: 422, body: { error: { type: 'InvalidParameterException', message: 'x', code: 422, error_data: { id: ['NOT_FOUND'] } } } });
    act(() => root.render(<ServerData client={client} locale="uz" session={0}>
      <CharacterConfirmPopup key="again" props={{ character: { id: 9, name: 'X', image: null, description: null } }} close={stays} />
    </ServerData>));
    act(() => buttons()[0]?.click());
    await settle();
    expect(stays).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(t('loyalty.character.saveFailed'));
  });
});
