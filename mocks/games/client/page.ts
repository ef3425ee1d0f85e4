/**
 * Browser helpers shared by the in-house game pages (bundled by mocks/sandbox-page.ts clientScripts; CSP
 * `script-src 'self'`, so no inline script: the words arrive in a JSON data block).
 */

export type Texts = Readonly<Record<string, string>>;

export function readTexts(): Texts {
  const block = document.getElementById('omad-texts');
  const parsed: unknown = JSON.parse(block?.textContent ?? '{}');
  return typeof parsed === 'object' && parsed !== null ? (parsed as Texts) : {};
}

/** `{name}` placeholders filled from `values`. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the page`);
  return element;
}

/** An element of a known kind (checked, not cast). */
export function byIdOf<T extends HTMLElement>(id: string, kind: new () => T): T {
  const element = byId(id);
  if (!(element instanceof kind)) throw new Error(`#${id} is not a ${kind.name}`);
  return element;
}

/** SPEC §9 numbers: thousands separated by commas; non-integers get 2 decimals. */
export function formatAmount(amount: number): string {
  const whole = Number.isInteger(amount);
  return amount.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
}

export function formatMoney(amount: number, currency: string): string {
  return `${formatAmount(amount)} ${currency}`;
}

/** 16 random bytes as hex: a round id (crypto.getRandomValues works on plain-HTTP origins too). */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Tells the app around the frame (same origin only) that money moved or a round ended. */
export function tellParent(message: Readonly<Record<string, unknown>>): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}

export class GameRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The platform's error_data beside the code (a refusal by the player's limits names the limit; decision 032). */
    readonly errorData?: unknown,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls the sandbox game API; a failure is a GameRequestError with the API's code, or `network`. */
export async function gameApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/sandbox-games/api/${path}`, { ...init, credentials: 'same-origin', headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });
  } catch {
    throw new GameRequestError('network', 'Network error');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GameRequestError('network', `HTTP ${response.status}`);
  }
  if (!response.ok) {
    const error = isRecord(body) && isRecord(body.error) ? body.error : {};
    throw new GameRequestError(typeof error.code === 'string' ? error.code : 'INVALID_REQUEST', typeof error.message === 'string' ? error.message : `HTTP ${response.status}`, error.error_data);
  }
  if (!isRecord(body) || !('data' in body)) throw new GameRequestError('network', 'Malformed answer');
  return body.data as T;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
