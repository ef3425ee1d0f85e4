/**
 * Boot data a server inlined in the page (decision 015): the answers the first screen needs (the CMS boot
 * collections, the home banners), as `<script type="application/json" id="omad-boot">`, so the first screen does not
 * wait for those requests. A JSON block is not executed, so the CSP needs no hash or nonce for it.
 *
 *   {"locale": "uz", "cms": {"<collection>": <answer body>}, "api": {"<operation>": <answer body>}}
 *
 * Bodies are exactly what the wire would answer; whoever takes one checks it with the same schema as the read it
 * stands for (src/cms/client.ts parseCollection, src/api/client.ts parseAnswer) and reads it from the network when it
 * does not fit. Each body is taken once: a later read (a language switch back) goes to the network.
 */
import { BOOT_DATA_ID, KEPT_AT_ATTRIBUTE } from '../api/first-screen-shell.ts';
import { parseAnswer, type Operation, type Params } from '../api/client.ts';

type Block = { locale?: unknown; cms?: Record<string, unknown>; api?: Record<string, unknown> };

let block: Block | null | undefined;
/** The kept page's mark (bootDataKeptAt), read with the block. */
let keptAt: number | undefined;

/** The page's block, read and parsed once. */
function pageBlock(): Block | null {
  if (block === undefined) {
    block = null;
    const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID);
    const at = element?.getAttribute(KEPT_AT_ATTRIBUTE);
    // A mark that is not a time still says the page was kept: its answers are read again all the same.
    keptAt = at == null ? undefined : Number.isFinite(Number(at)) ? Number(at) : 0;
    const text = element?.textContent;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      if (isRecord(parsed)) block = parsed;
    } catch {
      console.warn('[omad] the inlined boot data is not JSON: reading it from the network');
    }
  }
  return block;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The inlined answer body of a CMS collection or an API operation for `locale`, once; undefined when absent. */
export function takeBootData(kind: 'cms' | 'api', name: string, locale: string): unknown {
  const page = pageBlock();
  const bodies = page?.locale === locale ? page[kind] : undefined;
  if (!isRecord(bodies) || !(name in bodies)) return undefined;
  const body = bodies[name];
  Reflect.deleteProperty(bodies, name);
  return body;
}

/**
 * When the page is one the service worker kept from an earlier start (platform/pwa/sw.ts), the time (ms) the server
 * served it: its answers are shown as kept on the device and read again. Undefined for a page the server just served.
 */
export function bootDataKeptAt(): number | undefined {
  pageBlock();
  return keptAt;
}

/** `body` checked with `operation`'s answer schema; one that does not fit is set aside (logged, undefined). */
export function checkedAnswer<T>(operation: Pick<Operation<Params, T>, 'spec'>, body: unknown, from: string): T | undefined {
  if (body === undefined) return undefined;
  try {
    return parseAnswer(operation.spec, body);
  } catch (error) {
    console.warn(`[omad] ${operation.spec.operation} from ${from} set aside:`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/** The answer of `operation` the page carries for `locale`, once, checked with its schema. */
export function inlinedAnswer<T>(operation: Pick<Operation<Params, T>, 'spec'>, locale: string): T | undefined {
  return checkedAnswer(operation, takeBootData('api', operation.spec.operation, locale), 'the page');
}

/** Tests: forget what was read, so the next take reads the document again. */
export function resetBootData(): void {
  block = undefined;
  keptAt = undefined;
}
