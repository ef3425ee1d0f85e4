// @vitest-environment jsdom
/**
 * SPEC §3: a tournament's description has its image keys remapped from the CMS mappings, as banners' and jackpots'
 * are; the list and the tournament's page show the art under the key the CMS maps.
 */
import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Tournament } from '../../../api/tournaments.ts';
import { configureApi, fetchTransport, type TransportRequest, type TransportResponse } from '../../../api/client.ts';
import { createServerDataClient, ServerData, type QueryClient } from '../../../server-data/reads.ts';
import { DEFAULT_IMAGE_MAPPINGS } from '../../../api/cms/collections.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { resetSession } from '../../../stores/session-store.ts';
import { mountTestRoot, unmountTestRoot } from '../../../test-support/react-root.ts';
import TournamentPage from '../tournament/tournament-page.tsx';
import TournamentsPage from './tournaments-page.tsx';
import { settle } from '../../../testing/react-act.ts';

const ok = (data: unknown): TransportResponse => ({ status: 200, body: { data } });
const now = Math.floor(Date.now() / 1000);
const tournament: Tournament = {
  id: 1,
  name: 'bahor-kubogi',
  status: 'active',
  started_at: now - 3600,
  finished_at: now + 3600,
  points: null,
  place: null,
  participants: 0,
  scoring: 'total_bet',
  games: [],
  prizes: [],
  description: { title: 'Bahor kubogi', text: null, rules: null, image: null, image_735_240: '/art/1-wide.svg', image_288_192: '/art/1-card.svg' },
};

let root: Root;
let container: HTMLElement;
let client: QueryClient;

function answer(request: TransportRequest): TransportResponse {
  const operation = new URL(request.url, 'http://x').pathname.replace('/api/', '');
  if (operation === 'tournaments.get') return ok({ items: [tournament], count: 1 });
  if (operation === 'leaderboard.get') return ok({ items: [], count: 0 });
  return { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Method not found', code: 404 } } };
}

function render(path: string, page: ReactNode): void {
  act(() =>
    root.render(
      <ServerData client={client} locale="uz" session={0}>
        <Router hook={memoryLocation({ path }).hook}>{page}</Router>
      </ServerData>,
    ),
  );
}

beforeEach(() => {
  client = createServerDataClient();
  configureApi({ transport: (request) => Promise.resolve(answer(request)) });
  ({ root, container } = mountTestRoot());
});

afterEach(() => {
  unmountTestRoot({ root, container });
  configureApi({ transport: fetchTransport });
  client.clear();
  resetSession();
  cmsState.imageMappings = DEFAULT_IMAGE_MAPPINGS;
});

describe('tournament art', () => {
  it('the list shows each tournament with its art, under the card key the CMS maps', async () => {
    cmsState.imageMappings = { ...DEFAULT_IMAGE_MAPPINGS, tournament: { image_735_240: 'desktop_image', image_288_192: 'card_image' } };
    render('/tournaments', <TournamentsPage />);
    await settle();
    expect(container.querySelector('.tournament-card img')?.getAttribute('src')).toBe('/art/1-card.svg');
  });

  it('the tournament page shows its wide art by the default mapping', async () => {
    render('/tournaments/1', <TournamentPage params={{ id: '1' }} />);
    await settle();
    expect(container.querySelector('main img')?.getAttribute('src')).toBe('/art/1-wide.svg');
  });
});
