/**
 * The CMS's full-screen setting read once for every host (SPEC §9 "Full-screen visibility: all, telegram, product,
 * none"; decision 006): `all` everywhere, `telegram` inside the Telegram mini-app only, `product` on the operator's
 * own product only (website, installed app, web-views), `none` nowhere. Inside Telegram that is Telegram's
 * full-screen mode for the whole app (src/app/host/host-chrome.ts); elsewhere browsers allow full-screen only from a tap,
 * so it is the game page's own full-screen button.
 */
import type { FullScreenVisibility } from '../api/cms/collections.ts';

/**
 * Whether full-screen is wanted in `host` (the platform's host kind: `telegram`, or one of the operator's own hosts)
 * under this CMS setting. The CMS layer knows no platform code (decision 031), so the host comes as its name.
 */
export function fullScreenWanted(setting: FullScreenVisibility, host: string): boolean {
  switch (setting) {
    case 'all':
      return true;
    case 'telegram':
      return host === 'telegram';
    case 'product':
      return host !== 'telegram';
    case 'none':
      return false;
  }
}
