/**
 * The HTML of the sandbox payment provider (decision 009): small server-rendered pages that work without script —
 * each form posts to the provider and the provider answers the next page or sends the player back. The only
 * script (`/sandbox-pay/done.js`, CSP `script-src 'self'`) tells a new window's opener the result.
 */
import type { Locale } from '../state/accounts.ts';
import type { PayTexts } from './texts.ts';
import { escapeHtml, jsonBlock, sandboxPage } from '../sandbox-page.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5fa;color:#141a2e}
header{padding:16px;color:#fff;background:var(--brand)}
header h1{margin:0;font-size:22px}
header p{margin:4px 0 0;font-size:13px;opacity:.9}
main{max-width:440px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:16px;padding:16px;box-shadow:0 1px 3px rgba(20,26,46,.12)}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 8px}
dt{color:#56607a}
dd{margin:0;text-align:right;font-weight:600}
.amount{font-size:28px;font-weight:800;margin:8px 0 16px}
label{display:block;margin:12px 0 4px;font-weight:600}
input{font:inherit;width:100%;min-height:48px;padding:8px 12px;border:1px solid #b9c0d4;border-radius:10px;background:#fff;color:inherit}
input[aria-invalid="true"]{border-color:#c62828}
.error{margin:4px 0 0;color:#b71c1c;font-size:14px}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button,.button{font:inherit;font-weight:700;min-height:48px;border-radius:12px;border:0;cursor:pointer;text-align:center;text-decoration:none;display:flex;align-items:center;justify-content:center}
.pay{background:var(--brand);color:#fff}
.cancel{background:#e4e7ef;color:#141a2e}
.note{margin:16px 0 0;font-size:13px;color:#56607a}
.status{font-size:20px;font-weight:800;margin:0 0 8px}
`;

export interface Brand {
  name: string;
  colour: string;
}

export interface PageOptions {
  locale: Locale;
  brand: Brand;
  title: string;
  body: string;
  texts: PayTexts;
  /** A JSON data block for done.js (never executed), and the script itself. */
  result?: unknown;
}

export function page({ locale, brand, title, body, texts, result }: PageOptions): string {
  const data = result === undefined ? '' : `${jsonBlock('payment-result', result)}<script src="/sandbox-pay/done.js"></script>\n`;
  return sandboxPage({
    lang: locale,
    title: `${title} — ${brand.name}`,
    style: STYLE,
    head: '<meta name="referrer" content="same-origin">\n<meta name="robots" content="noindex">\n',
    bodyAttributes: ` style="--brand:${escapeHtml(brand.colour)}"`,
    body: `<header><h1>${escapeHtml(brand.name)}</h1><p>${escapeHtml(texts.sandbox)}</p></header>\n<main>${body}</main>\n${data}`,
  });
}

export interface Summary {
  id: number;
  amount: string;
  texts: PayTexts;
  card?: string | null;
}

/** Merchant, order and amount: what every step shows first. */
export function summary({ id, amount, texts, card }: Summary): string {
  return `<dl><dt>${escapeHtml(texts.merchant)}</dt><dd>Omad</dd><dt>${escapeHtml(texts.order)}</dt><dd>#${id}</dd>${
    card ? `<dt>${escapeHtml(texts.card)}</dt><dd>${escapeHtml(card)}</dd>` : ''
  }</dl><p class="amount" aria-label="${escapeHtml(texts.amount)}">${escapeHtml(amount)}</p>`;
}

export interface Field {
  name: string;
  label: string;
  value?: string;
  error?: string | undefined;
  autocomplete?: string;
  inputmode?: 'numeric' | 'text';
  placeholder?: string;
  maxlength: number;
}

export function field({ name, label, value = '', error, autocomplete, inputmode = 'text', placeholder, maxlength }: Field): string {
  const id = `f-${name}`;
  const errorId = `${id}-error`;
  return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" required maxlength="${maxlength}" inputmode="${inputmode}" value="${escapeHtml(value)}"${
    autocomplete ? ` autocomplete="${autocomplete}"` : ''
  }${placeholder ? ` placeholder="${escapeHtml(placeholder)}"` : ''}${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>${
    error ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(error)}</p>` : ''
  }`;
}

/** Pay (or confirm) and Cancel in one form: Cancel skips the browser's required-field checks. */
export function actions(texts: PayTexts, payLabel: string): string {
  return `<div class="actions"><button class="pay" type="submit" name="action" value="pay">${escapeHtml(payLabel)}</button><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(texts.cancel)}</button></div>`;
}

export function form(action: string, inner: string): string {
  return `<form method="post" action="${escapeHtml(action)}">${inner}</form>`;
}

/** A final word with the way back to the app (a new window or the provider's app has no tab to send back). */
export function donePage(options: { status: string; link: string; hint?: string; texts: PayTexts }): string {
  return `<div class="card"><p class="status" role="status">${escapeHtml(options.status)}</p>${options.hint ? `<p>${escapeHtml(options.hint)}</p>` : ''}<div class="actions"><a class="button pay" href="${escapeHtml(
    options.link,
  )}">${escapeHtml(options.texts.back)}</a></div></div>`;
}

/** Opener of a new-window payment: hears the result (same origin only), then the window closes itself. */
export const DONE_SCRIPT = `(function () {
  var block = document.getElementById('payment-result');
  if (!block) return;
  var message;
  try { message = JSON.parse(block.textContent || ''); } catch (error) { return; }
  if (window.opener && !window.opener.closed) {
    try { window.opener.postMessage(message, window.location.origin); } catch (error) { return; }
    window.close();
  }
})();
`;
