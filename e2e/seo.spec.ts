/**
 * SPEC §3 SEO data and custom code, served by the edge (decision 012): the served HTML carries each page's head without
 * running JavaScript (fetched with `request`, no browser), in uz and ru; the head follows client navigation; CMS custom
 * code runs at its position, once, and a snippet that throws does not break the app. Values: mocks/cms/fixtures.ts
 * (SEO_PAGES, CONTENT_PAGES, meta-data-tool).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { allowConsoleError, expect, openMenu, test } from './fixtures.ts';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

interface ServedHead {
  lang: string | undefined;
  title: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  og: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

/** The head as a crawler reads it: the HTML as served, no script run. */
async function servedHead(request: APIRequestContext, path: string): Promise<ServedHead> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => {
    const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  const tags = (name: string) => [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
  const alternates: Record<string, string> = {};
  const og: Record<string, string> = {};
  for (const link of tags('link')) if (attr(link, 'rel') === 'alternate') alternates[attr(link, 'hreflang') ?? ''] = attr(link, 'href') ?? '';
  for (const meta of tags('meta')) {
    const property = attr(meta, 'property');
    if (property?.startsWith('og:')) og[property] = attr(meta, 'content') ?? '';
  }
  const titles = [...head.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return {
    lang: /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    title: decode(titles[0]?.[1] ?? ''),
    canonical: tags('link').map((link) => (attr(link, 'rel') === 'canonical' ? attr(link, 'href') : undefined)).find(Boolean),
    alternates,
    og,
    // Valid JSON-LD: every block parses and names a schema.org type.
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>),
  };
}

const LOCALES = {
  uz: {
    prefix: '',
    lang: 'uz-Latn',
    titles: { home: 'Onlayn kazino va sport tikishlari | Omad', game: 'Oltin 7 — o‘ynash | Omad', promotion: 'Aksiya 1 | Omad', cms: 'Ko‘p so‘raladigan savollar | Omad' },
    promotions: 'Aksiyalar | Omad',
    promotionsLink: 'Aksiyalar',
    promotionsText: 'Bonuslar va aksiyalar.',
    // The game's name in words (the catalogue's description.name in the page's language), not its sysname.
    game: 'Oltin 7',
    gamehall: 'O‘yinlar zali | Omad',
    searchOpen: "O'yin qidirish",
    searchDialog: "O'yinlarni qidirish",
    searchLabel: "O'yin nomi",
  },
  ru: {
    prefix: '/ru',
    lang: 'ru',
    titles: { home: 'Онлайн-казино и ставки на спорт | Omad', game: 'Золотая семёрка — играть | Omad', promotion: 'Акция 1 | Omad', cms: 'Частые вопросы | Omad' },
    promotions: 'Акции | Omad',
    promotionsLink: 'Акции',
    promotionsText: 'Бонусы и акции.',
    game: 'Золотая семёрка',
    gamehall: 'Игровой зал | Omad',
    searchOpen: 'Поиск игр',
    searchDialog: 'Поиск игр',
    searchLabel: 'Название игры',
  },
} as const;

const PAGES = [
  { key: 'home', path: '/', canonical: '/', types: ['Organization', 'FAQPage'] },
  { key: 'game', path: '/game/omad-oltin-7', canonical: '/platform/game/omad-oltin-7', types: ['Organization', 'Product'] },
  { key: 'promotion', path: '/promotions/1', canonical: '/promotions/1', types: ['Organization', 'Article'] },
  { key: 'cms', path: '/faq', canonical: '/faq', types: ['Organization', 'FAQPage'] },
] as const;

for (const [locale, words] of Object.entries(LOCALES)) {
  test.describe(`served HTML (${locale})`, () => {
    test(`home, a game, a promotion and a CMS page carry their title, canonical, hreflang, Open Graph and JSON-LD without JavaScript (${locale})`, async ({ request, baseURL }) => {
      const origin = baseURL ?? '';
      for (const page of PAGES) {
        const path = `${words.prefix}${page.path === '/' && words.prefix ? '' : page.path}`;
        const head = await servedHead(request, path);
        const title = words.titles[page.key];
        expect(head.lang, path).toBe(words.lang);
        expect(head.title, path).toBe(title);
        const uz = `${origin}${page.canonical}`;
        const ru = `${origin}/ru${page.canonical === '/' ? '' : page.canonical}`;
        expect(head.canonical, path).toBe(locale === 'ru' ? ru : uz);
        expect(head.alternates, path).toEqual({ uz, ru, 'x-default': uz });
        expect(head.og['og:title'], path).toBe(title.replace(/ \| Omad$/, ''));
        expect(head.og['og:url'], path).toBe(head.canonical);
        expect(head.og['og:locale'], path).toBe(locale === 'ru' ? 'ru_RU' : 'uz_UZ');
        expect(head.og['og:image'], path).toMatch(new RegExp(`^${origin}/cms/uploads/og-(default|game)\\.svg$`));
        expect(head.jsonLd.every((data) => data['@context'] === 'https://schema.org'), path).toBe(true);
        expect(head.jsonLd.map((data) => data['@type']), path).toEqual(page.types);
        if (page.key === 'game') expect(head.jsonLd.find((data) => data['@type'] === 'Product')?.name, path).toBe(words.game);
      }
      const faq = (await servedHead(request, `${words.prefix}/faq`)).jsonLd.find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
      expect(faq.mainEntity).toHaveLength(3);
    });

    test(`the head follows client navigation: title, canonical, hreflang, JSON-LD and <html lang> (${locale})`, async ({ page, baseURL }) => {
      await page.goto(`${words.prefix}/about`);
      await expect(page.locator('h1')).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      await page.locator('.content-page__body').getByRole('link', { name: words.promotionsLink, exact: true }).click();
      await expect(page).toHaveURL(`${baseURL ?? ''}${words.prefix}/promotions`);
      await expect(page).toHaveTitle(words.promotions);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL ?? ''}${words.prefix}/promotions`);
      await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', `${baseURL ?? ''}/ru/promotions`);
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '') as { '@type': string })['@type']));
      expect(types).toEqual(['Organization']);
      // The page's SEO text block, under the page.
      await expect(page.getByTestId('seo-text')).toHaveText(words.promotionsText);
    });
  });
}

for (const [locale, words] of Object.entries(LOCALES)) {
  test(`a game page opened inside the app is titled with the game's name in words, as its served HTML (${locale})`, async ({ page, baseURL }) => {
    await page.goto(`${words.prefix}/gamehall`);
    await expect(page).toHaveTitle(words.gamehall);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('button', { name: words.searchOpen, exact: true }).click();
    const search = page.getByRole('dialog', { name: words.searchDialog });
    await search.getByLabel(words.searchLabel).fill(words.game);
    await search.getByRole('link', { name: words.game }).first().click();
    await expect(page).toHaveURL(`${baseURL ?? ''}${words.prefix}/game/omad-oltin-7`);
    await expect(page).toHaveTitle(words.titles.game);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL ?? ''}${words.prefix}/platform/game/omad-oltin-7`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', words.titles.game.replace(/ \| Omad$/, ''));
    const products = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '') as { '@type': string; name?: string }).filter((data) => data['@type'] === 'Product'));
    expect(products.map((data) => data.name)).toEqual([words.game]);
  });
}

const OWN_SEO = {
  uz: { title: 'Bonus qoidalari', description: 'Bonusni qanday aylantirish kerak.', content: '<p>Qoidalar</p>' },
  ru: { title: 'Правила бонусов', description: 'Как отыграть бонус.', content: '<p>Правила</p>' },
} as const;

for (const [locale, words] of Object.entries(LOCALES)) {
  test(`a page with its own SEO title and no Open Graph block previews with its own title and description, not the site's (${locale})`, async ({ page, request }) => {
    const own = OWN_SEO[locale as keyof typeof OWN_SEO];
    const put = await request.put('/__sandbox/cms/pages/bonus-rules', { data: { locale, title: own.title, content: own.content, seo: { title: own.title, description: own.description } } });
    expect(put.status()).toBe(200);
    const path = `${words.prefix}/bonus-rules`;
    const head = await servedHead(request, path);
    expect(head.title).toBe(`${own.title} | Omad`);
    expect(head.og['og:title']).toBe(`${own.title} | Omad`);
    expect(head.og['og:description']).toBe(own.description);
    // The app's own head, after it starts, says the same.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${own.title} | Omad`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', own.description);
  });
}

test('the language switch moves <html lang>, the title and the canonical, without a reload', async ({ page, baseURL }) => {
  await page.goto('/promotions');
  await expect(page).toHaveTitle(LOCALES.uz.promotions);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: /^RU/ }).click();
  await expect(page).toHaveURL(`${baseURL ?? ''}/ru/promotions`);
  await expect(page).toHaveTitle(LOCALES.ru.promotions);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL ?? ''}/ru/promotions`);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

for (const [locale, words] of Object.entries(LOCALES)) {
  test(`a game's canonical address (/platform/game/…) is that game's page: its served head indexable, the app on the game (${locale})`, async ({ page, request, baseURL }) => {
    const address = `${words.prefix}/platform/game/omad-oltin-7`;
    const head = await servedHead(request, address);
    expect(head.title).toBe(words.titles.game);
    expect(head.canonical).toBe(`${baseURL ?? ''}${address}`);
    // Its robots are the game page's own (the sandbox's domain settings apply to both), not a missing page's.
    const robots = async (path: string) => /<meta name="robots" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1];
    expect(await robots(address)).toBe(await robots(`${words.prefix}/game/omad-oltin-7`));
    await page.goto(address);
    // The app's own route of the game (SPEC §2 /game/{sysname}), the canonical still the /platform address.
    await expect(page).toHaveURL(`${baseURL ?? ''}${words.prefix}/game/omad-oltin-7`);
    await expect(page).toHaveTitle(words.titles.game);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL ?? ''}${address}`);
    await expect(page.locator('iframe')).toBeAttached();
  });
}

test('sitemap.xml lists the public pages, the CMS pages, games, promotions and tournaments in both languages with alternates, not the private ones', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const body = await response.text();
  const origin = baseURL ?? '';
  // Each <url>: its loc and its hreflang alternates (escaped values decoded).
  const entries = new Map(
    [...body.matchAll(/<url><loc>([^<]*)<\/loc>((?:<xhtml:link [^>]*\/>)*)<\/url>/g)].map((match) => [
      decode(match[1] ?? '').replace(origin, ''),
      Object.fromEntries([...(match[2] ?? '').matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((link) => [link[1] ?? '', decode(link[2] ?? '').replace(origin, '')])),
    ]),
  );
  expect(entries.size).toBe((body.match(/<url>/g) ?? []).length);
  const locs = [...entries.keys()];
  for (const path of ['/', '/ru', '/promotions', '/ru/promotions', '/gamehall', '/about', '/ru/about', '/terms', '/privacy', '/responsible-gaming', '/ru/faq']) expect(locs).toContain(path);
  // A game (at its canonical url, /platform inserted), a promotion and a tournament of the sandbox, in uz and ru.
  for (const path of ['/platform/game/omad-oltin-7', '/promotions/xush-kelibsiz-100', '/tournaments/yoz-kubogi']) {
    const alternates = { uz: path, ru: `/ru${path}`, 'x-default': path };
    expect(entries.get(path), path).toEqual(alternates);
    expect(entries.get(`/ru${path}`), `/ru${path}`).toEqual(alternates);
  }
  expect(locs.filter((path) => path.startsWith('/platform/game/')).length).toBeGreaterThanOrEqual(5000);
  expect(locs.some((path) => /profile|cashier|forms/.test(path))).toBe(false);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL ?? ''}/sitemap.xml`);
});

async function customCodeMarks(page: Page) {
  return page.evaluate(() => ({
    head: document.documentElement.getAttribute('data-sandbox-head'),
    bodyStart: document.documentElement.getAttribute('data-sandbox-body-start'),
    bodyEnd: document.documentElement.getAttribute('data-sandbox-body-end'),
    markers: document.querySelectorAll('[data-sandbox-custom-code="body-end"]').length,
    off: document.querySelectorAll('[data-sandbox-custom-code="off"]').length,
  }));
}

test.describe('custom code from the CMS (SPEC §3 custom code)', () => {
  test('runs at its position, once, allowed by its hash (no CSP violation); a switched-off entry is absent', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await customCodeMarks(page)).toEqual({ head: 'ran', bodyStart: 'before-app', bodyEnd: 'after-app', markers: 1, off: 0 });
    expect(await page.locator('head meta[name="sandbox-site-verification"]').count()).toBe(1);
    // Client navigation does not inject it again.
    await page.goto('/about');
    await page.locator('.content-page__body').getByRole('link', { name: 'Aksiyalar', exact: true }).click();
    await expect(page).toHaveTitle(LOCALES.uz.promotions);
    expect((await customCodeMarks(page)).markers).toBe(1);
    expect(violations).toEqual([]);
  });

  test('a snippet that throws does not break the app; the snippets after it still run', async ({ page, request }) => {
    allowConsoleError('sandbox snippet failed');
    const customCode = [
      { name: 'broken-head', isEnabled: true, position: 'head', code: '<script>throw new Error("sandbox snippet failed")</script>' },
      { name: 'broken-start', isEnabled: true, position: 'bodyStart', code: '<script>throw new Error("sandbox snippet failed")</script>' },
      { name: 'after', isEnabled: true, position: 'bodyEnd', code: '<script>document.documentElement.setAttribute("data-sandbox-after", "ran")</script>' },
    ];
    const put = await request.put('/__sandbox/cms/meta-data-tool', { data: { locale: 'uz', data: { customCode } } });
    expect(put.status()).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-sandbox-after', 'ran');
    // The app works: client navigation, its head and its pages.
    await page.goto('/about');
    await page.locator('.content-page__body').getByRole('link', { name: 'Aksiyalar', exact: true }).click();
    await expect(page).toHaveTitle(LOCALES.uz.promotions);
    await expect(page.locator('main')).toBeVisible();
  });
});
