/**
 * SPEC §2: CMS content pages /{slug} (published through the test-mode admin, mocks/cms/admin.ts):
 * hostile content shows its text and runs nothing, in the served HTML and in the page; FAQ blocks; links inside the
 * app navigate inside it; an unknown slug is the 404 page; /_icons in its own layout.
 */
import { allowConsoleError, expect, test } from './fixtures.ts';

/** Every payload sets window.__pwned if it ever runs. */
const HOSTILE = {
  title: '</title><script>window.__pwned="title"</script>Xavfli',
  content: [
    '<p id="visible">Matn ko‘rinadi <b>qalin</b></p>',
    '<script>window.__pwned = "script"</script>',
    '<img id="img" src="/nope.png" onerror="window.__pwned = \'onerror\'">',
    '<a id="js-link" href="javascript:window.__pwned=\'link\'">bos</a>',
    '<svg><script>window.__pwned = "svg"</script><circle r="5"/></svg>',
    '<svg onload="window.__pwned = \'svg-onload\'"></svg>',
    '<div onclick="window.__pwned = \'click\'" id="clicky">bosib ko‘ring</div>',
  ].join(''),
  seo: { title: '"><script>window.__pwned="seo"</script>', description: '</script><img src=x onerror=window.__pwned=1>' },
};

test.describe('CMS content pages (SPEC §2 /{slug})', () => {
  test('hostile content shows its text and runs nothing, in the served head and in the page', async ({ page, request }) => {
    // Chromium reports each inline handler it meets while DOMPurify parses the HTML in an inert document.
    allowConsoleError('Executing inline event handler violates');
    const put = await request.put('/__sandbox/cms/pages/hostile-test', { data: { locale: 'uz', ...HOSTILE } });
    expect(put.status()).toBe(200);

    // The served HTML: CMS text is escaped in the head; the only scripts are the app's, its JSON-LD and the seeded custom code.
    const html = await (await request.get('/hostile-test')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title data-omad-seo="">&quot;&gt;&lt;script&gt;window.__pwned=&quot;seo&quot;&lt;/script&gt; | Omad</title>');
    expect(html).not.toContain('window.__pwned="');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.filter((attrs) => !/type="(module|application\/ld\+json|application\/json)"/.test(attrs))).toHaveLength(3);

    await page.goto('/hostile-test');
    await expect(page.locator('#visible')).toHaveText('Matn ko‘rinadi qalin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE.title);
    const body = page.locator('.content-page__body');
    expect(await body.locator('script, svg, [onerror], [onload], [onclick]').count()).toBe(0);
    if ((await page.locator('#js-link').count()) > 0) await page.locator('#js-link').click();
    await page.locator('#clicky').click();
    await expect(page).toHaveTitle('"><script>window.__pwned="seo"</script> | Omad');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await expect(page).toHaveURL(/\/hostile-test$/);
  });

  test('FAQ blocks open their answers (ru)', async ({ page }) => {
    await page.goto('/ru/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Частые вопросы' })).toBeVisible();
    const faq = page.getByTestId('content-faq');
    await expect(faq.locator('summary')).toHaveText(['Как зарегистрироваться?', 'Как вывести деньги?', 'Когда начисляется бонус?']);
    await expect(faq.getByText('В кассе выберите «Вывод».')).toBeHidden();
    await faq.getByText('Как вывести деньги?').click();
    await expect(faq.getByText('В кассе выберите «Вывод».')).toBeVisible();
  });

  test('links inside the app navigate inside it; a link to another site opens beside the app', async ({ page, context }) => {
    await context.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>t.me</title>' }));
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Foydalanish shartlari' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('link', { name: 'Maxfiylik siyosati' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maxfiylik siyosati' })).toBeVisible();
    await expect(page).toHaveURL(/\/privacy$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await page.goto('/about');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Telegram kanalimiz' }).click();
    expect((await opened).url()).toBe('https://t.me/kazino_sandbox');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('an unknown slug is the 404 page, and its served head says noindex', async ({ page, request }) => {
    const html = await (await request.get('/no-such-page-here')).text();
    expect(html).toContain('<meta name="robots" content="noindex');
    await page.goto('/ru/no-such-page-here');
    await expect(page.locator('[data-system-page="not-found"]')).toBeVisible();
  });

  test('the five content pages exist in uz and ru', async ({ page }) => {
    const pages: [string, string, string][] = [
      ['terms', 'Foydalanish shartlari', 'Условия использования'],
      ['privacy', 'Maxfiylik siyosati', 'Политика конфиденциальности'],
      ['responsible-gaming', 'Mas’uliyatli o‘yin', 'Ответственная игра'],
      ['faq', 'Ko‘p so‘raladigan savollar', 'Частые вопросы'],
      ['about', 'Biz haqimizda', 'О нас'],
    ];
    for (const [slug, uz, ru] of pages) {
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(uz);
      await page.goto(`/ru/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru);
    }
  });
});

test('/_icons lists the icons in its own layout, without the app header', async ({ page }) => {
  await page.goto('/_icons');
  await expect(page.locator('.layout--sprite')).toBeVisible();
  // The layout shows before the page's own code has arrived: wait for the list before counting it.
  await expect(page.locator('.icons-page li').first()).toBeVisible();
  expect(await page.locator('.icons-page li').count()).toBeGreaterThan(5);
  await expect(page.getByRole('banner')).toHaveCount(0);
});
