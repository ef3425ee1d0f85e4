/**
 * The `sandbox` of a third party's frame: a game provider's game, and any other provider page the app frames
 * (docs/decisions/013-frame-sandbox.md). Each flag is what a real provider needs, nothing more:
 * - `allow-scripts`: a game is a program.
 * - `allow-forms`: provider pages (bet settings, a provider's own cashier or help) submit forms.
 * - `allow-popups` and `allow-popups-to-escape-sandbox`: a provider opens its rules, help, cashier or fairness
 *   check in a new window (the in-house games' verification page does), and that window works as a normal page.
 * - `allow-same-origin` only for a frame on ANOTHER origin than the app's, as every real provider is: it keeps
 *   its own origin, so its cookies, storage and API calls work. A frame on the app's own origin (the sandbox's
 *   in-house games) never gets it: scripts plus the app's own origin could reach into the app's page and lift
 *   the sandbox, so such a frame runs in an opaque origin (its messages arrive with origin `null`).
 * Left out on purpose:
 * - `allow-top-navigation` and `allow-top-navigation-by-user-activation`: nothing in a frame may navigate the
 *   app's window, not even after a tap inside the game (a hostile game would make any tap a redirect). A game
 *   that wants the lobby or the cashier asks the app with postMessage.
 * - `allow-modals`, `allow-orientation-lock`, `allow-pointer-lock`, `allow-presentation`, `allow-downloads`:
 *   no provider flow needs them. Full screen is the iframe's `allow="fullscreen"` (a permission, not a flag).
 */

const FLAGS: readonly string[] = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'];

function originOf(url: string, appOrigin: string): string | undefined {
  try {
    return new URL(url, appOrigin).origin;
  } catch {
    return undefined;
  }
}

/** Whether the frame keeps its own origin: only a provider on another origin than the app's. */
function keepsOrigin(frameUrl: string, appOrigin: string): boolean {
  const origin = originOf(frameUrl, appOrigin);
  return origin !== undefined && origin !== 'null' && origin !== appOrigin;
}

/** The `sandbox` attribute for a frame showing `frameUrl` inside the app served from `appOrigin`. */
export function frameSandbox(frameUrl: string, appOrigin: string): string {
  return (keepsOrigin(frameUrl, appOrigin) ? [...FLAGS, 'allow-same-origin'] : FLAGS).join(' ');
}

/** The origin the frame's own messages carry (MessageEvent.origin): the provider's, or `null` for an opaque one. */
export function frameMessageOrigin(frameUrl: string, appOrigin: string): string {
  return keepsOrigin(frameUrl, appOrigin) ? (originOf(frameUrl, appOrigin) ?? 'null') : 'null';
}
