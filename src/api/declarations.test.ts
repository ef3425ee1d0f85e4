/**
 * Every API namespace file declares its SPEC §7 operations once, correctly: unique names, GET or POST,
 * a superstruct schema, money-moving operations as POSTs with an Idempotency-Key, and every name of
 * SPEC §7 (index-of-operations.ts) declared with its method in its file.
 *
 * The namespace files are found on disk rather than listed by hand, so a new file is checked too.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Struct } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec } from './client.ts';
import { NAMESPACE_FILES, SPEC_OPERATIONS } from './index-of-operations.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
// queries, paged-reads, streamed-reads, first-screen: the server-data primitive over the operations (decision 008; the
// first screen's reads at boot, decision 015), not a namespace of its own;
// balance-defaults: SPEC §9's balance-update defaults, shared by the app, the CMS store and the sandbox;
// url-safety and card-number: rules both sides of the wire apply; locales: the languages every call names;
// first-screen-shell: what the served shell and the app agree on; games-query: games.get's request schema; game-pages:
// the page sizes and tile fields a games.get list asks with (the CMS's reads are in ./cms/).
// account-session: account.ts re-exports its two operations.
// currencies: the currencies an account may hold; field-patterns: the SPEC §5 patterns the forms and the requests share;
// responsible-gaming: the reminder and break lengths the profile offers and the requests accept.
const NOT_NAMESPACES = new Set(['client', 'errors', 'common', 'index-of-operations', 'queries', 'paged-reads', 'streamed-reads', 'first-screen', 'balance-defaults', 'url-safety', 'card-number', 'account-session', 'name-characters', 'locales', 'first-screen-shell', 'games-query', 'game-pages', 'currencies', 'field-patterns', 'responsible-gaming']);

const namespaceFiles = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
  .map((name) => name.slice(0, -'.ts'.length))
  .filter((name) => !NOT_NAMESPACES.has(name))
  .sort();

interface Declared {
  file: string;
  exportName: string;
  spec: OperationSpec<unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An export made by defineOperation: a function carrying a `spec` with an operation name. */
function specOf(value: unknown): OperationSpec<unknown> | undefined {
  if (typeof value !== 'function' || !('spec' in value)) return undefined;
  const spec: unknown = value.spec;
  if (!isRecord(spec) || typeof spec.operation !== 'string') return undefined;
  return spec as unknown as OperationSpec<unknown>;
}

const declared: Declared[] = [];
const loadFailures: string[] = [];

beforeAll(async () => {
  for (const file of namespaceFiles) {
    try {
      const module = (await import(/* @vite-ignore */ pathToFileURL(join(here, `${file}.ts`)).href)) as Record<string, unknown>;
      const seen = new Set<OperationSpec<unknown>>();
      for (const [exportName, value] of Object.entries(module)) {
        const spec = specOf(value);
        // The same operation re-exported under a second name is one declaration.
        if (spec && !seen.has(spec)) {
          seen.add(spec);
          declared.push({ file, exportName, spec });
        }
      }
    } catch (error) {
      loadFailures.push(`${file}.ts: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
});

describe('API declarations', () => {
  it('finds all 24 namespace files', () => {
    const missing = NAMESPACE_FILES.filter((file) => !existsSync(join(here, `${file}.ts`)));
    expect(missing, 'namespace files missing from src/api').toEqual([]);
    expect(NAMESPACE_FILES).toHaveLength(24);
  });

  it('imports every namespace file', () => {
    expect(loadFailures).toEqual([]);
  });

  it('every namespace file declares at least one operation', () => {
    const empty = namespaceFiles.filter((file) => !declared.some((item) => item.file === file));
    expect(empty).toEqual([]);
  });

  it('every operation name is declared once (also ignoring case)', () => {
    const byName = new Map<string, string[]>();
    for (const { file, exportName, spec } of declared) {
      const key = spec.operation.toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), `${file}.${exportName} (${spec.operation})`]);
    }
    const duplicates = [...byName.values()].filter((places) => places.length > 1);
    expect(duplicates).toEqual([]);
  });

  it('every operation has a namespace.method name, GET or POST, and a superstruct schema', () => {
    const broken = declared
      .filter(
        ({ spec }) =>
          !/^[A-Za-z]+\.[A-Za-z]+$/.test(spec.operation) ||
          (spec.method !== 'GET' && spec.method !== 'POST') ||
          !(spec.schema instanceof Struct),
      )
      .map(({ file, exportName, spec }) => `${file}.${exportName}: ${spec.operation} ${spec.method}`);
    expect(broken).toEqual([]);
  });

  it('money-moving operations are POSTs, and only POSTs declare form fields', () => {
    const moneyGets = declared.filter(({ spec }) => spec.money === true && spec.method !== 'POST').map(({ spec }) => spec.operation);
    expect(moneyGets).toEqual([]);
    const getsWithForms = declared.filter(({ spec }) => spec.method === 'GET' && (spec.formFields?.length ?? 0) > 0).map(({ spec }) => spec.operation);
    expect(getsWithForms).toEqual([]);
  });

  it('the money-moving operations are exactly those SPEC §7 and the wire contract name', () => {
    const expected = SPEC_OPERATIONS.filter((operation) => 'money' in operation).map((operation) => operation.name).sort();
    const actual = declared.filter(({ spec }) => spec.money === true).map(({ spec }) => spec.operation).sort();
    expect(actual).toEqual(expected);
  });

  it('declares every SPEC §7 operation, with its method, in its namespace file', () => {
    const byName = new Map(declared.map((item) => [item.spec.operation, item]));
    const missing = SPEC_OPERATIONS.filter((operation) => !byName.has(operation.name)).map((operation) => operation.name);
    expect(missing, 'SPEC §7 operations not declared').toEqual([]);
    const wrong = SPEC_OPERATIONS.flatMap((operation) => {
      const found = byName.get(operation.name);
      if (!found) return [];
      const problems: string[] = [];
      if (found.spec.method !== operation.method) problems.push(`${operation.name}: ${found.spec.method}, SPEC says ${operation.method}`);
      if (found.file !== operation.file) problems.push(`${operation.name}: declared in ${found.file}.ts, expected ${operation.file}.ts`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('declares no operation SPEC §7 does not name (a misspelt name is caught here)', () => {
    const known = new Set<string>(SPEC_OPERATIONS.map((operation) => operation.name));
    const unknown = declared.filter(({ spec }) => !known.has(spec.operation)).map(({ file, spec }) => `${file}.ts: ${spec.operation}`);
    expect(unknown).toEqual([]);
  });
});

describe('index of operations', () => {
  it('lists each SPEC §7 name once', () => {
    const names = SPEC_OPERATIONS.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
    // 82 of SPEC §7, plus the 5 responsible-gaming operations (index-of-operations.ts says why), the net position and
    // the session-time limit's 3 (decision 035), and the 3 of the loss and stake limits (decision 032).
    expect(names).toHaveLength(93);
  });

  it('money-moving operations are POSTs', () => {
    for (const operation of SPEC_OPERATIONS) if ('money' in operation) expect(operation.method).toBe('POST');
  });
});

describe('namespace helpers and answer shapes (through a fake transport)', () => {
  const sent: { url: string; form: [string, string][]; headers: Record<string, string> }[] = [];

  async function answering<T>(data: unknown, run: () => Promise<T>): Promise<T> {
    const { configureApi } = await import('./client.ts');
    configureApi({
      baseUrl: '',
      locale: () => 'uz',
      inFrame: () => false,
      newKey: () => 'generated-key',
      transport: (request) => {
        const form = request.body ? [...request.body.entries()].map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : value.name]) : [];
        sent.push({ url: request.url, form, headers: request.headers });
        return Promise.resolve({ status: 200, body: { data } });
      },
    });
    return run();
  }

  it('banners: SPEC §7 defaults sent, list sorted ascending by description.position', async () => {
    const banners = await import('./banners.ts');
    const items = await answering(
      {
        items: [
          { id: 1, finished_at: null, description: { position: 3, image_735_240: 'a.png' } },
          { id: '2', finished_at: 1_800_000_000, description: { position: 1 } },
          { id: 3, description: {} },
        ],
        count: 3,
      },
      () => banners.listBanners(),
    );
    expect(items.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(items[1]?.description?.image_735_240).toBe('a.png');
    expect(sent.at(-1)?.url).toBe('/api/banners.get?v=2.34&locale=uz&count=10&fields=id%2Cfinished_at%2Cdescription');
  });

  it('cashbacks: the latest one is asked with count 1, order desc, statuses paid_out,active', async () => {
    const cashbacks = await import('./cashbacks.ts');
    const latest = await answering({ items: [{ id: 9, status: 'paid_out', receiving_expired_at: null }], count: 1 }, () =>
      cashbacks.getLatestCashback(),
    );
    expect(latest).toMatchObject({ id: 9, status: 'paid_out', receiving_expired_at: null });
    expect(sent.at(-1)?.url).toBe('/api/cashbacks.get?v=2.34&locale=uz&count=1&order=desc&statuses=paid_out%2Cactive');
  });

  it('games: options go as JSON, likes as data.sysnames, description wins over name and image_url', async () => {
    const games = await import('./games.ts');
    const game = await answering(
      { items: [{ sysname: 'sweet-bonanza', name: 'Sweet', image_url: 'x.png', description: { name: 'Sweet Bonanza', img_288_192: 'y.png' } }], count: 1 },
      () => games.getGame('sweet-bonanza'),
    );
    expect(new URL(sent.at(-1)?.url ?? '', 'http://a').searchParams.get('options')).toBe('{"sysname":"sweet-bonanza","count":1}');
    expect(game && games.gameDisplay(game)).toEqual({ name: 'Sweet Bonanza', image: 'y.png' });
    expect(games.gameDisplay({ sysname: 's', name: 'Plain', image_url: 'p.png' })).toEqual({ name: 'Plain', image: 'p.png' });
    await expect(answering({ sysnames: ['a', 'b'] }, () => games.getLikes({}))).resolves.toEqual({ sysnames: ['a', 'b'] });
  });

  it('jackpots: a plain array in data is accepted, a data.items list is not', async () => {
    const jackpots = await import('./jackpots.ts');
    const list = await answering([{ id: 1, amount: { amount: '150000000', currency: 'UZS' } }], () => jackpots.get({}));
    expect(list[0]?.amount.amount).toBe(150_000_000);
    await expect(answering({ items: [] }, () => jackpots.get({}))).rejects.toMatchObject({ kind: 'schema' });
  });

  it('cashier.makedeposit: an Idempotency-Key, and SPEC §3 form defaults for the declared fields', async () => {
    const cashier = await import('./cashier.ts');
    await answering({ id: 77, status: 'new', flow: 'redirect', method: 'payme', amount: { amount: 50_000, currency: 'UZS' }, redirect_url: '/pay/checkout/t' }, () =>
      cashier.makeDeposit({ method: 'payme', amount: 50_000 }, { idempotencyKey: 'confirmed' }),
    );
    const last = sent.at(-1);
    expect(last?.headers['Idempotency-Key']).toBe('confirmed');
    expect(last?.form).toEqual([
      ['method', 'payme'],
      ['amount', '50000'],
      ['campaign_offer_id', 'null'],
      ['requisites', 'null'],
      ['promo_code', 'null'],
    ]);
  });

  it('loyalty: info with a null character and the characters list of SPEC §3', async () => {
    const loyalty = await import('./loyalty.ts');
    await expect(
      answering({ id: 1, is_active: true, points: 120, character: null, levels: [], pointsAlias: 'coins', uid: 5 }, () => loyalty.getInfo({})),
    ).resolves.toMatchObject({ points: 120, character: null });
    await expect(answering({ items: [{ id: 1, name: 'Owl' }], offset: 0, limit: 10, total: 1 }, () => loyalty.getCharacters({}))).resolves.toMatchObject({
      total: 1,
    });
  });
});
