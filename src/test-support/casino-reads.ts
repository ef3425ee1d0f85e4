/**
 * The casino's reads for the unit tests that render a list of tiles for a signed-in player: the API answers the
 * categories and a page of games at once, and the player's own reads (likes, free spins) only once released, as a slow
 * network would. Test code only: nothing of the app imports it.
 */
import { configureApi, type TransportRequest } from '../api/client.ts';
import { sessionState } from '../stores/session-store.ts';

export const TEST_GAMES = ['book-of-ra', 'aviator', 'gates'].map((sysname) => ({
  sysname,
  name: sysname,
  image_url: `/img/${sysname}.webp`,
  provider: { sysname: 'p', name: 'Provider' },
  rtp: null,
  url: null,
  demo_url: null,
}));

/** Configures the API as above with `categories` categories and `likes` liked; gives what releases the player's reads. */
export function answerCasinoReads({ categories, likes }: { categories: number; likes: readonly string[] }): { releasePlayerReads: () => void } {
  let releasePlayerReads: () => void = () => undefined;
  const playerReads = new Promise<void>((resolve) => (releasePlayerReads = resolve));
  const list = { items: Array.from({ length: categories }, (_, index) => ({ id: index + 1, sysname: `c${index + 1}`, name: `Category ${index + 1}`, icon: null, position: index + 1 })), count: categories };
  configureApi({
    locale: () => 'uz',
    transport: async (request: TransportRequest) => {
      const operation = new URL(request.url, 'http://omad.test').pathname.replace('/api/', '');
      if (operation === 'games.getCategories') return { status: 200, body: { data: list } };
      if (operation === 'games.get') return { status: 200, body: { data: { items: TEST_GAMES, count: TEST_GAMES.length } } };
      if (operation === 'games.getLikes') return (await playerReads, { status: 200, body: { data: { sysnames: likes } } });
      if (operation === 'freespins.get') return (await playerReads, { status: 200, body: { data: { items: [], count: 0 } } });
      return { status: 200, body: { data: {} } };
    },
  });
  return { releasePlayerReads: () => releasePlayerReads() };
}

/** A signed-in player in the session store, as the session read leaves it. */
export function signInTestPlayer(): void {
  sessionState.info = { uid: 7, login: 'ali', balance_main: { amount: 250000, currency: 'UZS' } };
  sessionState.loaded = true;
}
