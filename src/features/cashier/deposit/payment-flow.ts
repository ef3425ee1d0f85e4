/**
 * Where a deposit goes once the platform answered makedeposit (decision 009 "Flows"):
 * - redirect / card_form: this tab goes to the provider's page (a full-page navigation), which sends the player back
 *   to a result page. Inside Telegram a provider on another site opens through the platform's link opening instead
 *   (the mini-app itself must not be navigated away) and the app waits on the new-window page;
 * - new_window: the window opened when the player confirmed (a popup blocker allows only that) goes to the
 *   provider; the app shows /cashier/paynewwindow and waits;
 * - mobile: the deep link opens through the platform (Telegram's openLink inside Telegram); the app shows
 *   /cashier/paymobile and waits;
 * - pending (or a flow this app does not know): /cashier/paypending/{id}, polled until final.
 * Only http(s) URLs leave (src/api/url-safety.ts); anything else is refused as the provider's fault.
 */
import type { DepositResult } from '../../../api/cashier.ts';
import { href } from '../../../lib/paths.ts';
import { safeHttpUrl } from '../../../api/url-safety.ts';
import { openExternalLink, platform } from '../../../../platform/index.ts';

export type FlowOutcome = { kind: 'left' } | { kind: 'route'; path: string } | { kind: 'refused' };

function providerUrl(result: DepositResult): string | null | undefined {
  switch (result.flow) {
    case 'redirect':
      return result.redirect_url;
    case 'card_form':
      return result.card_form_url;
    case 'new_window':
      return result.new_window_url;
    case 'mobile':
      return result.mobile_url;
    default:
      return null;
  }
}

/** The provider URL a payment may send the player to, resolved against the app's origin; undefined when unsafe. */
export function safeProviderUrl(result: DepositResult, origin: string): string | undefined {
  return safeHttpUrl(providerUrl(result) ?? undefined, origin);
}

/**
 * Opens a window at once, while the player's tap still counts (the provider's URL is known only after the answer).
 * Telegram opens pages through its own browser instead: no window there.
 */
export function openPaymentWindow(): Window | null {
  if (platform().kind === 'telegram') return null;
  return window.open('about:blank', 'omad-pay');
}

export function followFlow(result: DepositResult, paymentWindow: Window | null): FlowOutcome {
  const origin = window.location.origin;
  const waitHere = href('cashierPayNewWindow', undefined, { id: String(result.id) });
  if (result.flow === 'pending' || !['redirect', 'card_form', 'new_window', 'mobile'].includes(result.flow)) {
    paymentWindow?.close();
    return { kind: 'route', path: href('cashierPayPending', { transaction: result.id }) };
  }
  const url = safeProviderUrl(result, origin);
  if (!url) {
    paymentWindow?.close();
    return { kind: 'refused' };
  }
  if (result.flow === 'redirect' || result.flow === 'card_form') {
    paymentWindow?.close();
    if (platform().kind === 'telegram' && new URL(url).origin !== origin) {
      openExternalLink(url);
      return { kind: 'route', path: waitHere };
    }
    window.location.assign(url);
    return { kind: 'left' };
  }
  if (result.flow === 'new_window') {
    // A blocked window: the waiting page offers to open it with a tap.
    if (paymentWindow && !paymentWindow.closed) paymentWindow.location.replace(url);
    else if (platform().kind === 'telegram') openExternalLink(url);
    return { kind: 'route', path: waitHere };
  }
  paymentWindow?.close();
  openExternalLink(url);
  return { kind: 'route', path: href('cashierPayMobile', undefined, { id: String(result.id) }) };
}
