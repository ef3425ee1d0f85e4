/**
 * The CMS's full-screen setting read once for every host (SPEC §9 "Full-screen visibility: all, telegram, product,
 * none"; decision 006): `all` everywhere, `telegram` inside the Telegram mini-app only, `product` on the operator's
 * own product only (website, installed app, web-views), `none` nowhere. Inside Telegram that is Telegram's
 * full-screen mode for the whole app (src/app/host-chrome.ts); elsewhere browsers allow full-screen only from a tap,
 * so it is the game page's own full-screen button.
 */
import type { HostKind } from '../../platform/index.ts';
import type { FullScreenVisibility } from './schemas.ts';

/** Whether full-screen is wanted in `host` under this CMS setting. */
export function fullScreenWanted(setting: FullScreenVisibility, host: HostKind): boolean {
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
