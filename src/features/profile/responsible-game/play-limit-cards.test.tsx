// @vitest-environment jsdom
/**
 * The loss and stake limit cards (play-limit-cards.tsx; decision 032) against a fake platform: what the loss limit's
 * period has used and left, a raise waiting its 24 hours shown with its date and time, and the stake limit set and
 * removed through playLimits.setStake, each answer replacing what the page read.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../../api/client.ts';
import type { PlayLimits } from '../../../api/play-limits.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { queryClient, ServerData } from '../../../server-data/reads.ts';
import { resetSession, sessionState } from '../../../stores/session-store.ts';
import { mountTestRoot, unmountTestRoot } from '../../../test-support/react-root.ts';
import { settle } from '../../../testing/react-act.ts';
import { PlayLimitCards } from './play-limit-cards.tsx';

const uzs = (amount: number) => ({ amount, currency: 'UZS' });
const PENDING_AT = Math.floor(new Date(2026, 10, 28, 9, 5).getTime() / 1000);

const noLoss = { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'none' as const, pending_limit_amount: null, pending_period: null, pending_at: null, used_amount: null };
const noStake = { limit_amount: null, can_edit: true, pending_limit_amount: null, pending_removal: false, pending_at: null };

let root: Root;
let container: HTMLElement;
let limits: PlayLimits;
let sent: { operation: string; fields: Record<string, string> }[];

function answer(request: TransportRequest): TransportResponse {
  const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
  const fields = Object.fromEntries([...(request.body?.entries() ?? [])].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]));
  sent.push({ operation, fields });
  if (operation === 'playLimits.setStake') {
    // SPEC §3: a form field without a value travels as the literal null, which the platform reads as none.
    limits = fields.amount && fields.amount !== 'null'
      ? { ...limits, stake: { ...noStake, limit_amount: uzs(Number(fields.amount)) } }
      : { ...limits, stake: { ...limits.stake, pending_removal: true, pending_at: PENDING_AT } };
  }
  if (operation.startsWith('playLimits.')) return { status: 200, body: { data: limits } };
  return { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Method not found', code: 404 } } };
}

function render(): void {
  act(() =>
    root.render(
      <ServerData client={queryClient} locale="uz" session={7}>
        <PlayLimitCards />
      </ServerData>,
    ),
  );
}

async function press(name: string): Promise<void> {
  const button = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes(name));
  if (!button) throw new Error(`no button ${name}`);
  act(() => {
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  await settle();
}

beforeEach(() => {
  sent = [];
  configureApi({ transport: (request) => Promise.resolve(answer(request)) });
  sessionState.info = { uid: 7, login: 'limits@omad.test' };
  ({ root, container } = mountTestRoot());
});

afterEach(() => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  // The app's one client: a saved change replaces the page's read there (setReadData).
  queryClient.clear();
  resetSession();
});

describe('play limit cards', () => {
  it('the loss limit shows what its period used and left, and a raise waiting with its date and time', async () => {
    limits = {
      loss: { ...noLoss, period: 'day', limit_amount: uzs(50_000), available_amount: uzs(15_000), used_amount: uzs(35_000), expired_at: PENDING_AT, pending_limit_amount: uzs(80_000), pending_period: 'day', pending_at: PENDING_AT },
      stake: noStake,
    };
    render();
    await settle();
    const loss = container.querySelector('[data-testid="loss-limit"]')?.textContent ?? '';
    expect(loss).toContain('Limit: 50,000 UZS (Kun)');
    expect(loss).toContain('Ishlatilgan: 35,000 UZS');
    expect(loss).toContain('Qolgan: 15,000 UZS');
    expect(loss).toContain(`80,000 UZS (Kun) limiti ${formatDateTime(PENDING_AT, 'soat')} dan kuchga kiradi`);
    expect(container.querySelector('[data-testid="stake-limit"]')?.textContent).toContain("Limit o'rnatilmagan");
  });

  it('the stake limit is set from its field, then its removal is asked for and shown waiting', async () => {
    limits = { loss: noLoss, stake: noStake };
    render();
    await settle();
    const input = container.querySelector<HTMLInputElement>('[aria-label="Stavka limitini saqlash"] input');
    if (!input) throw new Error('no stake field');
    act(() => {
      Reflect.set(HTMLInputElement.prototype, 'value', '20000', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await press('Stavka limitini saqlash');
    expect(sent.at(-1)).toEqual({ operation: 'playLimits.setStake', fields: { amount: '20000' } });
    expect(container.textContent).toContain('Yangi limit darhol kuchga kirdi');
    expect(container.querySelector('[data-testid="stake-limit"]')?.textContent).toContain("Bitta stavka ko'pi bilan 20,000 UZS");

    await press('Stavka limitini olib tashlash');
    expect(sent.at(-1)).toEqual({ operation: 'playLimits.setStake', fields: { amount: 'null' } });
    expect(container.textContent).toContain('Limitni oshirish yoki olib tashlash 24 soatdan keyin kuchga kiradi');
    expect(container.querySelector('[data-testid="stake-limit"]')?.textContent).toContain(`Limit ${formatDateTime(PENDING_AT, 'soat')} dan olib tashlanadi`);
  });
});
