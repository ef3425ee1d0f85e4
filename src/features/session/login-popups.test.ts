import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, fetchTransport, type TransportRequest } from '../../api/client.ts';
import { closePopup, openPopup, popupState, resetPopups } from '../../stores/popup-store.ts';
import { isCashbackUnseen, queueLoginPopups } from './login-popups.ts';

type Answers = Record<string, { status: number; body: unknown }>;

let calls: { operation: string; request: TransportRequest }[] = [];

function answer(answers: Answers): void {
  configureApi({
    baseUrl: '',
    locale: () => 'uz',
    inFrame: () => false,
    transport: (request) => {
      const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
      calls.push({ operation, request });
      return Promise.resolve(answers[operation] ?? { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Method not found', code: 404 } } });
    },
  });
}

const count = (operation: string) => calls.filter((call) => call.operation === operation).length;
const cashback = (over: Record<string, unknown> = {}) => ({ id: 41, status: 'active', receiving_expired_at: null, start_date: null, end_date: null, created_at: null, ...over });
const campaign = { id: 3, sysname: 'login', title: 'Bayram aksiyasi', content: null, image: null, offer_id: null };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('popups after login (SPEC §4): queued one after another', () => {
  beforeEach(() => {
    resetPopups();
    calls = [];
  });
  afterEach(() => {
    resetPopups();
    configureApi({ transport: fetchTransport });
  });

  it('SPEC §4 rule: active and unseen, or paid_out without receiving_expired_at', () => {
    expect(isCashbackUnseen(cashback(), null)).toBe(true);
    expect(isCashbackUnseen(cashback(), '41')).toBe(false);
    expect(isCashbackUnseen(cashback({ status: 'paid_out' }), '41')).toBe(true);
    expect(isCashbackUnseen(cashback({ status: 'paid_out', receiving_expired_at: 1_800_000_000 }), null)).toBe(false);
    expect(isCashbackUnseen(undefined, null)).toBe(false);
    // Claimed or declined (decision 011: it stays paid_out), it has nothing left to offer.
    expect(isCashbackUnseen(cashback({ status: 'paid_out', received_at: 1_800_000_000 }), null)).toBe(false);
    expect(isCashbackUnseen(cashback({ status: 'paid_out', declined_at: 1_800_000_000 }), null)).toBe(false);
    expect(isCashbackUnseen(cashback({ status: 'paid_out', received_at: null, declined_at: null }), '41')).toBe(true);
  });

  it('queues the cashback, then the campaign, behind the open popup; the seen id is stored after close', async () => {
    answer({
      'cashbacks.get': { status: 200, body: { data: { items: [cashback()], count: 1 } } },
      'storage.get': { status: 200, body: { data: { key: 'already_seen_cashback_id', value: '40' } } },
      'popups.get': { status: 200, body: { data: campaign } },
      'storage.set': { status: 200, body: { data: 1 } },
    });
    openPopup('authentication');
    expect(await queueLoginPopups()).toEqual(['unseen-cashback', 'campaign']);
    const cashbackQuery = new URL(calls.find((call) => call.operation === 'cashbacks.get')?.request.url ?? '', 'http://x').searchParams;
    expect(cashbackQuery.get('count')).toBe('1');
    expect(cashbackQuery.get('order')).toBe('desc');
    expect(cashbackQuery.get('statuses')).toBe('paid_out,active');
    expect(popupState.current?.sysname).toBe('authentication');
    closePopup();
    const shownCashback = popupState.current;
    expect(shownCashback?.sysname === 'unseen-cashback' ? shownCashback.props.cashback.id : undefined).toBe(41);
    expect(calls.some((call) => call.operation === 'storage.set')).toBe(false);
    closePopup();
    const shownCampaign = popupState.current;
    expect(shownCampaign?.sysname === 'campaign' ? shownCampaign.props.campaign.title : undefined).toBe('Bayram aksiyasi');
    await flush();
    const stored = calls.find((call) => call.operation === 'storage.set')?.request.body;
    expect(stored?.get('key')).toBe('already_seen_cashback_id');
    expect(stored?.get('value')).toBe('41');
    closePopup();
    expect(popupState.current).toBeUndefined();
  });

  it('reads the cashback and the campaign once each: the popups show the answers they were queued with', async () => {
    answer({
      'cashbacks.get': { status: 200, body: { data: { items: [cashback()], count: 1 } } },
      'storage.get': { status: 200, body: { data: { key: 'already_seen_cashback_id', value: null } } },
      'popups.get': { status: 200, body: { data: campaign } },
    });
    await queueLoginPopups();
    expect(popupState.current?.sysname).toBe('unseen-cashback');
    expect(popupState.queue.map((entry) => entry.sysname)).toEqual(['campaign']);
    expect([count('cashbacks.get'), count('popups.get'), count('storage.get')]).toEqual([1, 1, 1]);
  });

  it('a seen cashback, no campaign, or a platform without these calls queues nothing', async () => {
    answer({
      'cashbacks.get': { status: 200, body: { data: { items: [cashback()], count: 1 } } },
      'storage.get': { status: 200, body: { data: { key: 'already_seen_cashback_id', value: '41' } } },
      'popups.get': { status: 200, body: { data: null } },
    });
    expect(await queueLoginPopups()).toEqual([]);
    answer({});
    expect(await queueLoginPopups()).toEqual([]);
    expect(popupState.current).toBeUndefined();
  });

  it('when the seen id cannot be read, the cashback popup is skipped rather than shown again', async () => {
    answer({
      'cashbacks.get': { status: 200, body: { data: { items: [cashback()], count: 1 } } },
      'storage.get': { status: 503, body: { error: { type: 'ApplicationUnavailableException', message: 'Unavailable', code: 503 } } },
      'popups.get': { status: 200, body: { data: null } },
    });
    expect(await queueLoginPopups()).toEqual([]);
  });
});
