import { describe, expect, it } from 'vitest';
import { buildHead, FALLBACK_TITLE, isDisallowed, NOINDEX, pageUrl, plainText } from './head.ts';
import { matchPage } from './pages.ts';

const origin = 'https://omad.example';

describe('matchPage', () => {
  it('finds the route, its params and the SEO url pattern of route meta', () => {
    expect(matchPage('/game/book-of-omad')).toMatchObject({ route: 'game', name: 'book-of-omad', seoUrl: '/game/{name}', isGame: true });
    // The canonical address of a game (SPEC §9 inserts /platform) is that game's page too.
    expect(matchPage('/platform/game/book-of-omad')).toMatchObject({ route: 'game', name: 'book-of-omad', isGame: true });
    expect(matchPage('/platform/gamehall')).toBeUndefined();
    expect(matchPage('/promotions/12')).toMatchObject({ route: 'promotion', name: '12', seoUrl: '/promotions/{name}' });
    expect(matchPage('/loyalty/shop')).toMatchObject({ route: 'loyaltyShop', seoUrl: undefined });
    expect(matchPage('/about')).toMatchObject({ route: 'slug', name: 'about', seoUrl: '/{slug}' });
    expect(matchPage('/')).toMatchObject({ route: 'home' });
    expect(matchPage('/a/b/c')).toBeUndefined();
  });
});

describe('buildHead', () => {
  it('applies the title template and the replacements, with {name} from the url', () => {
    const head = buildHead({
      origin,
      path: '/game/book',
      locale: 'uz',
      page: matchPage('/game/book'),
      titleTemplate: '%s | {site}',
      defaults: { title: 'Default', replacements: { '{site}': 'Omad' } },
      pageSeo: { title: '{name} — play at {site}', description: 'Play {name}', product: { name: '{name}', sku: 'x' } },
    });
    expect(head.title).toBe('book — play at Omad | {site}');
    expect(head.description).toBe('Play book');
    expect(head.jsonLd.find((item) => item['@type'] === 'Product')).toMatchObject({ name: 'book', sku: 'x' });
  });

  it("a game's display name fills {name} in the title, description, Open Graph and the Product JSON-LD; the url's sysname stays in the canonical", () => {
    const input = {
      origin,
      path: '/game/omad-oltin-7',
      locale: 'ru' as const,
      page: matchPage('/game/omad-oltin-7'),
      titleTemplate: '%s | Omad',
      pageSeo: { title: '{name} — играть', description: 'Играйте в {name} онлайн.', product: { name: '{name}', sku: 'x' } },
    };
    const named = buildHead({ ...input, displayName: 'Золотая семёрка' });
    expect(named.title).toBe('Золотая семёрка — играть | Omad');
    expect(named.description).toBe('Играйте в Золотая семёрка онлайн.');
    expect(named.meta.find((tag) => tag.property === 'og:title')?.content).toBe('Золотая семёрка — играть | Omad');
    expect(named.jsonLd.find((item) => item['@type'] === 'Product')).toMatchObject({ name: 'Золотая семёрка' });
    expect(named.canonical).toBe('https://omad.example/ru/platform/game/omad-oltin-7');
    // A CMS product without a name is the game's name, not the page title.
    expect(buildHead({ ...input, pageSeo: { product: { sku: 'x' } }, displayName: 'Oltin 7' }).jsonLd.find((item) => item['@type'] === 'Product')).toMatchObject({ name: 'Oltin 7' });
    // Unknown game (or a blank name): the url's sysname, as before.
    for (const displayName of [undefined, null, '  ']) expect(buildHead({ ...input, displayName }).title).toBe('omad-oltin-7 — играть | Omad');
  });

  it('canonical: a game opened at its canonical address keeps one /platform', () => {
    expect(pageUrl('https://omad.example', '/platform/game/book', 'ru', true)).toBe('https://omad.example/ru/platform/game/book');
    expect(pageUrl('https://omad.example', '/platform/game/book', 'uz', true)).toBe('https://omad.example/platform/game/book');
  });

  it('canonical: game paths insert /platform; uz and ru point at each other', () => {
    const game = buildHead({ origin, path: '/game/book', locale: 'ru', page: matchPage('/game/book') });
    expect(game.canonical).toBe('https://omad.example/ru/platform/game/book');
    expect(game.alternates).toEqual([
      { hreflang: 'uz', href: 'https://omad.example/platform/game/book' },
      { hreflang: 'ru', href: 'https://omad.example/ru/platform/game/book' },
      { hreflang: 'x-default', href: 'https://omad.example/platform/game/book' },
    ]);
    expect(game.lang).toBe('ru');
    const home = buildHead({ origin, path: '/', locale: 'uz', page: matchPage('/') });
    expect(home.canonical).toBe('https://omad.example/');
    expect(home.alternates[1]).toEqual({ hreflang: 'ru', href: 'https://omad.example/ru' });
    expect(home.lang).toBe('uz-Latn');
    expect(pageUrl(origin, '/promotions', 'ru', false)).toBe('https://omad.example/ru/promotions');
  });

  it('robots: noindex, follow for disallowed patterns and missing pages; the host rule wins', () => {
    expect(isDisallowed('/profile/settings', ['/profile*'])).toBe(true);
    expect(isDisallowed('/promotions', ['/profile*', '/forms/*'])).toBe(false);
    expect(buildHead({ origin, path: '/profile', locale: 'uz', page: matchPage('/profile'), disallowPatterns: ['/profile*'] }).robots).toBe(NOINDEX);
    expect(buildHead({ origin, path: '/x', locale: 'uz', page: matchPage('/x'), notFound: true }).robots).toBe(NOINDEX);
    expect(buildHead({ origin, path: '/', locale: 'uz', page: matchPage('/'), pageSeo: { robots: 'index, follow' } }).robots).toBe('index, follow');
    expect(buildHead({ origin, path: '/', locale: 'uz', page: matchPage('/'), domain: { host: 'staging', robots: 'noindex, nofollow' }, pageSeo: { robots: 'index, follow' } }).robots).toBe(
      'noindex, nofollow',
    );
  });

  it('with no CMS at all keeps the defaults (SPEC §8)', () => {
    const head = buildHead({ origin, path: '/', locale: 'uz', page: matchPage('/') });
    expect(head.title).toBe(FALLBACK_TITLE);
    expect(head.jsonLd).toEqual([]);
    expect(head.meta.find((tag) => tag.property === 'og:url')?.content).toBe('https://omad.example/');
  });

  it('Open Graph, the meta list (no duplicate keys), organization, FAQ and article JSON-LD; images absolute', () => {
    const head = buildHead({
      origin,
      path: '/faq',
      locale: 'uz',
      page: matchPage('/faq'),
      defaults: { organization: { name: 'Omad', logo: '/logo.svg', url: '/' }, openGraph: { image: '/og.svg' } },
      pageSeo: {
        meta: [
          { name: 'keywords', content: 'a, b' },
          { property: 'og:locale', content: 'xx' },
        ],
        article: { headline: 'H', datePublished: '2025-01-01' },
      },
      content: { title: 'FAQ', faq: [{ question: 'Q?', answer: '<p>A &amp; <b>B</b></p>' }] },
    });
    expect(head.title).toBe('FAQ');
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://omad.example/og.svg' });
    expect(head.meta).toContainEqual({ name: 'keywords', content: 'a, b' });
    expect(head.meta.filter((tag) => tag.property === 'og:locale')).toEqual([{ property: 'og:locale', content: 'uz_UZ' }]);
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'FAQPage', 'Article']);
    expect(head.jsonLd[0]).toMatchObject({ logo: 'https://omad.example/logo.svg', url: 'https://omad.example/' });
    expect(head.jsonLd[1]).toMatchObject({ mainEntity: [{ name: 'Q?', acceptedAnswer: { text: 'A & B' } }] });
    expect(plainText('<p>x</p><p>y</p>')).toBe('x y');
  });

  it("a page's own title and description win over a less specific layer's Open Graph text; its own Open Graph text wins over both", () => {
    const defaults = { title: 'Omad', description: 'Casino', openGraph: { title: 'Omad', description: 'Casino and sport', image: '/og.svg' } };
    const og = (head: ReturnType<typeof buildHead>, property: string) => head.meta.find((tag) => tag.property === property)?.content;
    const input = { origin, path: '/bonus-rules', locale: 'ru' as const, page: matchPage('/bonus-rules'), titleTemplate: '%s | Omad', defaults };
    const own = buildHead({ ...input, pageSeo: { title: 'Правила бонусов', description: 'Как отыграть бонус.' } });
    expect(og(own, 'og:title')).toBe('Правила бонусов | Omad');
    expect(og(own, 'og:description')).toBe('Как отыграть бонус.');
    // The defaults' image still illustrates the preview.
    expect(og(own, 'og:image')).toBe('https://omad.example/og.svg');
    // A content page's own title (no SEO entry) is the page's too; the description it lacks comes from the defaults' Open Graph.
    const content = buildHead({ ...input, content: { title: 'Bonus qoidalari', faq: [] } });
    expect(og(content, 'og:title')).toBe('Bonus qoidalari | Omad');
    expect(og(content, 'og:description')).toBe('Casino and sport');
    // The domain's Open Graph text is more specific than the defaults' title.
    expect(og(buildHead({ ...input, domain: { host: 'omad.example', seo: { openGraph: { title: 'Omad UZ' } } } }), 'og:title')).toBe('Omad UZ');
    // The page's own Open Graph text wins over its title.
    expect(og(buildHead({ ...input, pageSeo: { title: 'Правила', openGraph: { title: 'Правила бонусов Omad' } } }), 'og:title')).toBe('Правила бонусов Omad');
  });

  it('never takes a javascript: url for a canonical or an image', () => {
    const head = buildHead({ origin, path: '/', locale: 'uz', page: matchPage('/'), pageSeo: { canonical: 'javascript:alert(1)', openGraph: { image: 'javascript:alert(1)' } } });
    expect(head.canonical).toBe('https://omad.example/');
    expect(head.meta.some((tag) => tag.property === 'og:image')).toBe(false);
  });
});
