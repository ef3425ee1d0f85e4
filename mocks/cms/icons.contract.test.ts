// @vitest-environment jsdom
// Issue 18 part 4: the sandbox CMS's payment method icons, read as the app reads them and run through the app's
// own SVG icon loader (src/cms/svg-icons.ts). DOMPurify needs a DOM: jsdom plays the browser's part.
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transport } from '../../src/api/client.ts';
import { configureCms } from '../../src/cms/client.ts';
import { loadCmsBoot } from '../../src/cms/boot-settings.ts';
import { cmsState, reset } from '../../src/stores/cms-store.ts';
import { createSvgIconLoader } from '../../src/cms/svg-icons.ts';
import { cmsRoutes, cmsUploadRoutes } from './routes.ts';

function sandbox(): Hono {
  const app = new Hono();
  app.route('/cms/api', cmsRoutes());
  app.route('/cms/uploads', cmsUploadRoutes());
  return app;
}

afterEach(() => reset());

describe('sandbox CMS icons (issue 18 part 4)', () => {
  it('cashier-config names inlinable SVG icons, one hostile, and the app inlines each without anything that runs', async () => {
    const app = sandbox();
    const transport: Transport = async (request) => {
      const response = await app.request(request.url, { headers: request.headers });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    configureCms({ baseUrl: '', transport, token: () => undefined });
    await loadCmsBoot('uz');
    const icon = (sysname: string) => cmsState.cashier.paymentMethods.find((method) => method.sysname === sysname)?.icons?.[0] ?? '';
    expect([icon('uzcard'), icon('humo'), icon('visa_mastercard')]).toEqual(['/cms/uploads/icon-card.svg', '/cms/uploads/icon-hostile.svg', '/cms/uploads/icon-wallet.svg']);

    const raw = await (await app.request(icon('humo'))).text();
    for (const threat of ['<script', 'onload=', 'onclick=', 'foreignObject', 'evil.example']) expect(raw).toContain(threat);

    const fetch = vi.fn(async (url: string) => app.request(new URL(url).pathname));
    const loader = createSvgIconLoader({ window, fetch });
    const hostile = await loader.load(icon('humo'));
    expect(hostile).toContain('fill="currentColor"');
    for (const threat of ['<script', 'onload', 'onclick', 'onerror', 'foreignObject', 'evil.example', '__hostileIcon']) expect(hostile).not.toContain(threat);
    expect(await loader.load(icon('uzcard'))).toContain('stroke="currentColor"');
    expect(await loader.load(icon('visa_mastercard'))).toContain('fill="currentColor"');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
