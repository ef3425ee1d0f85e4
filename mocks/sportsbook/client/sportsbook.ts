/**
 * The sandbox sportsbook frame (decision 017): events and live odds (Server-Sent Events), a bet slip (singles,
 * accumulators, systems; stake keypad with presets; the odds-change setting; the reasons a slip cannot be placed),
 * the player's bets with full and partial cash-out. It runs in an opaque origin inside the app's sandboxed frame and
 * talks to the app only through postMessage (the protocol of mocks/README.md "Sportsbook frame protocol").
 */
import { isLimitCode, limitRefusalText } from '../../limit-refusal-words.ts';

type Lang = 'uz' | 'ru';
type Texts = Record<string, string>;
type Money = { amount: number; currency: string };
type MarketStatus = 'active' | 'suspended' | 'settled' | 'cancelled';

interface Outcome { id: string; key: string; name: string; odds: number }
interface Market { key: string; type: string; line: number | null; name: string; status: MarketStatus; outcomes: Outcome[] }
interface SbEvent { id: number; sport: string; sport_name: string; league: string; home: string; away: string; starts_at: number; status: string; score: { home: number; away: number } | null; time: string; markets: Market[] }
interface Session { signed_in: boolean; currency: string; limits: { min: number; max: number; maxPayout: number; presets: number[] }; balance: { main: number; betting_bonus: number } | null; betting_bonus: { id: number; min_odds: number } | null }
interface Selection { id: string; eventId: number; event: string; market: string; outcome: string; odds: number; current: number; status: MarketStatus }
interface Bet {
  id: number; type: string; system_size: number | null; status: string; source: string; placed_at: number; stake: Money; original_stake: Money; total_odds: number;
  potential_payout: Money; payout: Money; cashout: { value: Money } | null; cashouts: { at: number; amount: Money }[];
  selections: { id: string; event: string; market: string; outcome: string; odds: number; result: string | null; score: string | null }[];
}
type View = { name: 'list' } | { name: 'event'; id: number } | { name: 'bets' };

const ALL_TEXTS = JSON.parse(document.getElementById('sb-texts')?.textContent ?? '{}') as Record<Lang, Texts>;
const query = new URLSearchParams(location.search);
let token = query.get('token') ?? '';
let lang: Lang = query.get('lang') === 'ru' ? 'ru' : 'uz';
/**
 * The app that framed the book: the origin of its referrer (the app frames with referrerPolicy `origin`), which is the
 * book's own origin when both share one. A real provider checks it against the operator's allowed origins.
 */
const PARENT_ORIGIN = ((): string => {
  try {
    return new URL(document.referrer).origin;
  } catch {
    return location.origin;
  }
})();
const SPORTS = ['football', 'tennis', 'basketball', 'ice_hockey', 'volleyball', 'esports'];

const app = document.getElementById('app') as HTMLElement;
let session: Session | undefined;
/** The host's hold on real-money bets (decision 033: `sportsbook:session`'s `hold`), until it sends none. */
let hold: 'identify' | 'pending' | null = null;
let tab: 'live' | 'upcoming' = 'live';
let sport = '';
let live: SbEvent[] = [];
let upcoming: SbEvent[] = [];
let detail: SbEvent | undefined;
let bets: Bet[] = [];
let failed = false;
const stack: View[] = [{ name: 'list' }];
const odds = new Map<string, { odds: number; status: MarketStatus }>();

const slip = {
  open: false,
  selections: [] as Selection[],
  type: 'single' as 'single' | 'acca' | 'system',
  systemSize: 2,
  stake: '',
  policy: 'none' as 'none' | 'higher' | 'all',
  source: 'main' as 'main' | 'betting_bonus',
  /** The key of the placement being sent: kept until an answer, so a retry after no answer is the same bet. */
  key: '' as string,
  busy: false,
  serverReasons: [] as string[],
  /** The last refusal was for want of identification (decision 033): said, but the same slip may be sent again once identified. */
  retryable: false,
  done: '',
};
/**
 * A cash-out's last word per bet; a refusal for a changed price carries the new quote (`offer`), which the note offers
 * in one tap (the same share of the bet as the refused press).
 */
const cashoutNotes = new Map<number, { text: string; kind: 'wait' | 'done' | 'error'; offer?: { value: number; percent: number } }>();
/** The partial cash-out share (10–90 %) each bet's slider is set to, kept across re-draws. */
const partPercent = new Map<number, number>();
/** True while My bets re-reads the quotes after a live odds move (one read at a time). */
let refreshingQuotes = false;

function t(key: string, values: Record<string, string | number> = {}): string {
  const template = ALL_TEXTS[lang]?.[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function fmt(amount: number): string {
  const whole = Number.isInteger(amount);
  return amount.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
}
function money(amount: number): string {
  return `${fmt(amount)} ${session?.currency ?? ''}`.trim();
}
function fmtOdds(value: number): string {
  return value.toFixed(2);
}
function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Frame -> app messages (mocks/README.md): the app checks origin, source and shape. */
function tell(message: Record<string, unknown>): void {
  if (window.parent !== window) window.parent.postMessage(message, PARENT_ORIGIN);
}

class RequestError extends Error {
  constructor(readonly code: string, readonly details: Record<string, unknown> = {}) {
    super(code);
  }
}

async function api<T>(path: string, body?: Record<string, unknown>): Promise<T> {
  const url = new URL(`/sandbox-sportsbook/api/${path}`, location.href);
  if (!body) {
    url.searchParams.set('token', token);
    url.searchParams.set('lang', lang);
  } else url.searchParams.set('lang', lang);
  let response: Response;
  try {
    response = await fetch(url, body ? { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ ...body, token }) } : { headers: { Accept: 'application/json' } });
  } catch {
    throw new RequestError('network');
  }
  const parsed = (await response.json().catch(() => undefined)) as { data?: T; error?: { code?: string } & Record<string, unknown> } | undefined;
  if (!response.ok || !parsed || !('data' in parsed)) throw new RequestError(parsed?.error?.code ?? 'network', parsed?.error ?? {});
  return parsed.data as T;
}

function current(): View {
  return stack[stack.length - 1] as View;
}
function go(view: View): void {
  stack.push(view);
  tell({ type: 'sportsbook:history', depth: stack.length - 1 });
  void load();
}
function back(): void {
  if (stack.length > 1) stack.pop();
  tell({ type: 'sportsbook:history', depth: stack.length - 1 });
  void load();
}

async function loadSession(): Promise<void> {
  try {
    session = await api<Session>('session');
  } catch {
    session = undefined;
  }
  if (!session?.betting_bonus) slip.source = 'main';
}

async function load(): Promise<void> {
  failed = false;
  const view = current();
  try {
    if (view.name === 'list') {
      const data = await api<{ live: SbEvent[]; upcoming: SbEvent[] }>(sport ? `events?sport=${sport}` : 'events');
      live = data.live;
      upcoming = data.upcoming;
      for (const event of [...live, ...upcoming]) remember(event);
    } else if (view.name === 'event') {
      detail = await api<SbEvent>(`event/${view.id}`);
      remember(detail);
    } else if (session?.signed_in) {
      bets = (await api<{ items: Bet[] }>('bets')).items;
    }
  } catch {
    failed = true;
  }
  render();
}

function remember(event: SbEvent): void {
  for (const market of event.markets) for (const outcome of market.outcomes) odds.set(outcome.id, { odds: outcome.odds, status: market.status });
}

function oddButton(event: SbEvent, market: Market, outcome: Outcome): string {
  const state = odds.get(outcome.id) ?? { odds: outcome.odds, status: market.status };
  const chosen = slip.selections.some((selection) => selection.id === outcome.id);
  const disabled = state.status !== 'active';
  const data = esc(JSON.stringify({ eventId: event.id, event: `${event.home} – ${event.away}`, market: market.name, outcome: outcome.name }));
  return `<button type="button" class="odd" data-id="${esc(outcome.id)}" data-info="${data}" aria-pressed="${chosen}" ${disabled ? 'disabled' : ''} aria-label="${esc(`${outcome.name} ${fmtOdds(state.odds)}`)}"><span>${esc(outcome.name)}</span><b>${disabled && state.status !== 'suspended' ? '—' : fmtOdds(state.odds)}</b></button>`;
}

function eventCard(event: SbEvent): string {
  const market = event.markets[0];
  const when = event.status === 'live' ? `<span class="live-dot">● ${esc(event.time)}</span>` : esc(new Date(event.starts_at * 1000).toLocaleString(lang === 'ru' ? 'ru-RU' : 'uz-UZ', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }));
  const score = event.score ? `<span class="score" data-score="${event.id}">${event.score.home}:${event.score.away}</span>` : '';
  return `<article class="event" data-event-id="${event.id}" data-status="${esc(event.status)}">
<header><span>${esc(event.sport_name)} · ${esc(event.league)}</span><span data-time="${event.id}">${when}</span></header>
<div class="teams"><a href="#" data-open-event="${event.id}">${esc(event.home)} – ${esc(event.away)}</a>${score}</div>
${market ? `<div class="odds-row">${market.outcomes.map((outcome) => oddButton(event, market, outcome)).join('')}</div>` : ''}
</article>`;
}

function renderList(): string {
  const chips = `<nav class="chips" aria-label="${esc(t('title'))}">${['', ...SPORTS]
    .map((key) => {
      const name = key === '' ? t('all_sports') : ([...live, ...upcoming].find((event) => event.sport === key)?.sport_name ?? key);
      return `<button type="button" class="pill" data-sport="${key}" aria-pressed="${sport === key}">${esc(name)}</button>`;
    })
    .join('')}</nav>`;
  const tabs = `<nav class="chips"><button type="button" class="pill" data-tab="live" aria-pressed="${tab === 'live'}">${esc(t('live'))} (${live.length})</button><button type="button" class="pill" data-tab="upcoming" aria-pressed="${tab === 'upcoming'}">${esc(t('upcoming'))} (${upcoming.length})</button></nav>`;
  const events = tab === 'live' ? live : upcoming;
  return `${chips}${tabs}${events.length === 0 ? `<p class="note">${esc(t('no_events'))}</p>` : events.map(eventCard).join('')}`;
}

function renderEvent(): string {
  if (!detail) return `<p class="note">${esc(t('loading'))}</p>`;
  const event = detail;
  const score = event.score ? `<span class="score" data-score="${event.id}">${event.score.home}:${event.score.away}</span>` : '';
  const state = event.status === 'finished' ? t('finished') : event.status === 'cancelled' ? t('cancelled') : event.status === 'live' ? `● ${event.time}` : new Date(event.starts_at * 1000).toLocaleString();
  return `<article class="event" data-event-id="${event.id}" data-status="${esc(event.status)}"><header><span>${esc(event.sport_name)} · ${esc(event.league)}</span><span data-time="${event.id}">${esc(state)}</span></header>
<div class="teams"><h2 style="font-size:16px;margin:0">${esc(event.home)} – ${esc(event.away)}</h2>${score}</div>
${event.markets
  .map((market) => `<section class="market" data-market="${esc(market.key)}" data-market-status="${market.status}"><h3>${esc(market.name)}${market.status === 'suspended' ? ` · ${esc(t('suspended'))}` : ''}</h3><div class="odds-row">${market.outcomes.map((outcome) => oddButton(event, market, outcome)).join('')}</div></section>`)
  .join('')}</article>`;
}

/** The amount a share of a bet's cash-out value pays: the whole value at 100 %, else rounded down to the tiyin. */
function shareOf(value: number, percent: number): number {
  return percent >= 100 ? value : Math.floor(((value * percent) / 100) * 100) / 100;
}

function renderBets(): string {
  if (!session?.signed_in) return `<p class="note">${esc(t('sign_in_to_bet'))}</p><button type="button" class="primary" data-sign-in>${esc(t('sign_in'))}</button>`;
  if (bets.length === 0) return `<p class="note">${esc(t('no_bets'))}</p>`;
  return bets
    .map((bet) => {
      const note = cashoutNotes.get(bet.id);
      const kind = bet.type === 'system' ? t('system_of', { k: bet.system_size ?? 0, n: bet.selections.length }) : t(bet.type);
      const percent = partPercent.get(bet.id) ?? 50;
      const cashout = bet.cashout
        ? `<div class="row"><button type="button" class="secondary" data-cashout="${bet.id}" data-value="${bet.cashout.value.amount}">${esc(t('cashout', { amount: money(bet.cashout.value.amount) }))}</button></div>
<label class="row" style="display:block">${esc(t('cashout_part'))}: <output data-part-out="${bet.id}">${esc(money(shareOf(bet.cashout.value.amount, percent)))}</output>
<input type="range" min="10" max="90" step="10" value="${percent}" data-part-range="${bet.id}" data-value="${bet.cashout.value.amount}" aria-label="${esc(t('cashout_part'))}"></label>
<button type="button" class="secondary" data-cashout-part="${bet.id}" data-value="${bet.cashout.value.amount}">${esc(t('cashout_part'))}</button>`
        : '';
      const offer =
        note?.offer && bet.cashout
          ? `<button type="button" class="primary" data-cashout-offer="${bet.id}" data-value="${note.offer.value}" data-percent="${note.offer.percent}">${esc(t('cashout_take', { amount: money(shareOf(note.offer.value, note.offer.percent)) }))}</button>`
          : '';
      return `<article class="bet" data-bet-id="${bet.id}" data-status="${esc(bet.status)}"><header><span>${esc(kind)} · ${fmtOdds(bet.total_odds)}</span><b>${esc(t(bet.status))}</b></header>
<ul>${bet.selections.map((selection) => `<li>${esc(selection.event)}${selection.score ? ` (${esc(selection.score)})` : ''}: ${esc(selection.market)} — ${esc(selection.outcome)} @ ${fmtOdds(selection.odds)}${selection.result ? ` · ${esc(t(selection.result))}` : ''}</li>`).join('')}</ul>
<div class="sum"><span>${esc(t('stake_label', { amount: money(bet.stake.amount) }))}</span><span>${bet.status === 'open' ? esc(`${t('potential')}: ${money(bet.potential_payout.amount)}`) : esc(`${t('payout')}: ${money(bet.payout.amount)}`)}</span></div>
${bet.cashouts.map((entry) => `<div class="sum"><span>${esc(t('cashed_out'))}</span><span>${esc(money(entry.amount.amount))}</span></div>`).join('')}
${cashout}${note ? `<p class="${note.kind === 'error' ? 'error' : note.kind === 'done' ? 'done' : ''}" role="status">${esc(note.text)}</p>${offer}` : ''}</article>`;
    })
    .join('');
}

/** The reasons the slip cannot be placed now, shown on it (decision 017). */
function reasons(): string[] {
  const out: string[] = [];
  const count = slip.selections.length;
  if (count === 0) return out;
  const events = new Set(slip.selections.map((selection) => selection.eventId));
  if (slip.type !== 'single' && events.size < count) out.push(t('reason_same_event'));
  if (slip.type === 'acca' && count < 2) out.push(t('reason_acca'));
  if (slip.type === 'system' && count < 3) out.push(t('reason_system'));
  if (slip.selections.some((selection) => selection.status !== 'active')) out.push(t('reason_suspended'));
  const stake = Number(slip.stake);
  const limits = session?.limits;
  if (limits && slip.stake !== '' && stake > limits.max) out.push(t('reason_stake_high', { max: money(limits.max) }));
  if (limits && slip.stake !== '' && stake > 0 && stake < limits.min) out.push(t('reason_stake_low', { min: money(limits.min) }));
  if (session?.balance && slip.stake !== '') {
    const available = slip.source === 'betting_bonus' ? session.balance.betting_bonus : session.balance.main;
    if (totalStake() > available) out.push(t('reason_balance'));
  }
  if (slip.source === 'betting_bonus' && session?.betting_bonus && slip.selections.some((selection) => selection.current < (session?.betting_bonus?.min_odds ?? 0))) {
    out.push(t('reason_bonus_odds', { odds: session.betting_bonus.min_odds }));
  }
  return out;
}

function oddsMoved(): boolean {
  return slip.selections.some((selection) => selection.current !== selection.odds);
}

function totalStake(): number {
  const stake = Number(slip.stake) || 0;
  return slip.type === 'single' ? stake * slip.selections.length : stake;
}

function combos(n: number, k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, picked: number[]) => {
    if (picked.length === k) {
      out.push(picked);
      return;
    }
    for (let index = start; index < n; index++) walk(index + 1, [...picked, index]);
  };
  walk(0, []);
  return out;
}

function potential(): number {
  const stake = Number(slip.stake) || 0;
  const values = slip.selections.map((selection) => selection.odds);
  if (slip.type === 'single') return values.reduce((total, value) => total + stake * value, 0);
  if (slip.type === 'acca') return stake * values.reduce((total, value) => total * value, 1);
  const lines = combos(values.length, slip.systemSize);
  return lines.reduce((total, line) => total + (stake / lines.length) * line.reduce((product, index) => product * (values[index] ?? 1), 1), 0);
}

function renderSlip(): string {
  const count = slip.selections.length;
  const bar = `<button type="button" class="slip-bar" data-toggle-slip aria-expanded="${slip.open}"><span>${esc(t('slip'))}<span class="count" data-slip-count>${count}</span></span><span>${slip.open ? '▾' : '▴'}</span></button>`;
  if (!slip.open) return bar;
  if (count === 0) return `${bar}<div class="slip-body">${slip.done ? `<p class="done" role="status">${esc(slip.done)}</p>` : ''}<p class="note">${esc(t('slip_empty'))}</p></div>`;
  const limits = session?.limits;
  const presets = (limits?.presets ?? [5000, 10000, 50000, 100000]).map((value) => `<button type="button" data-preset="${value}">${esc(fmt(value))}</button>`).join('');
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', '⌫'].map((key) => `<button type="button" data-key="${key}">${key}</button>`).join('');
  const systemOptions = count >= 3 ? Array.from({ length: count - 2 }, (_, index) => index + 2).map((k) => `<option value="${k}" ${k === slip.systemSize ? 'selected' : ''}>${esc(t('system_of', { k, n: count }))}</option>`).join('') : '';
  const all = [...reasons(), ...slip.serverReasons];
  const moved = oddsMoved();
  const guest = !session?.signed_in;
  const canPlace = !slip.busy && (slip.retryable ? reasons().length === 0 : all.length === 0) && !moved && Number(slip.stake) > 0;
  const totalOdds = slip.selections.reduce((total, selection) => total * selection.odds, 1);
  return `${bar}<div class="slip-body" data-slip>
${slip.selections
  .map(
    (selection) => `<div class="sel" data-selection="${esc(selection.id)}" data-sel-status="${selection.status}"><div>${esc(selection.outcome)}<small>${esc(selection.event)} · ${esc(selection.market)}</small></div>
<b data-sel-odds class="${selection.current > selection.odds ? 'flash-up' : selection.current < selection.odds ? 'flash-down' : ''}">${selection.current !== selection.odds ? `<s>${fmtOdds(selection.odds)}</s> ` : ''}${fmtOdds(selection.current)}</b><button type="button" class="x" data-remove="${esc(selection.id)}" aria-label="${esc(t('remove'))}">✕</button></div>`,
  )
  .join('')}
<div class="row" role="group">${(['single', 'acca', 'system'] as const).map((type) => `<button type="button" class="pill" data-type="${type}" aria-pressed="${slip.type === type}">${esc(t(type))}</button>`).join('')}</div>
${slip.type === 'system' && systemOptions ? `<div class="row"><select data-system aria-label="${esc(t('system'))}">${systemOptions}</select></div>` : ''}
<div class="row"><label for="sb-policy">${esc(t('odds_setting'))}</label><select id="sb-policy" data-policy><option value="none" ${slip.policy === 'none' ? 'selected' : ''}>${esc(t('accept_none'))}</option><option value="higher" ${slip.policy === 'higher' ? 'selected' : ''}>${esc(t('accept_higher'))}</option><option value="all" ${slip.policy === 'all' ? 'selected' : ''}>${esc(t('accept_all'))}</option></select></div>
${session?.betting_bonus ? `<div class="row" role="group" aria-label="${esc(t('pay_from'))}"><button type="button" class="pill" data-source="main" aria-pressed="${slip.source === 'main'}">${esc(t('from_main'))}</button><button type="button" class="pill" data-source="betting_bonus" aria-pressed="${slip.source === 'betting_bonus'}">${esc(t('from_bonus'))}</button></div>` : ''}
<label class="row" for="sb-stake" style="display:block">${esc(slip.type === 'single' && count > 1 ? t('stake_each') : t('stake'))}</label>
<input id="sb-stake" type="text" inputmode="none" readonly data-stake value="${esc(slip.stake)}" placeholder="${esc(limits ? fmt(limits.min) : '')}">
<div class="presets">${presets}</div>
<div class="keypad" aria-label="${esc(t('keypad'))}">${keys}</div>
<div class="sum"><span>${esc(t('total_odds'))}</span><b data-total-odds>${fmtOdds(slip.type === 'single' ? slip.selections[0]?.odds ?? 1 : totalOdds)}</b></div>
<div class="sum"><span>${esc(t('potential'))}</span><b data-potential>${esc(money(Math.floor(potential() * 100) / 100))}</b></div>
${moved ? `<p class="error" role="alert" data-odds-changed>${esc(t('odds_changed'))}</p><button type="button" class="secondary" data-accept-changes>${esc(t('accept_changes'))}</button>` : ''}
<ul class="reasons" data-reasons>${all.map((reason) => `<li>${esc(reason)}</li>`).join('')}</ul>
${guest ? `<p class="note" style="padding:6px">${esc(t('sign_in_to_bet'))}</p>` : ''}
${all.includes(t('reason_balance')) ? `<button type="button" class="secondary" data-deposit>${esc(t('deposit'))}</button>` : ''}
<button type="button" class="primary" data-place ${guest || canPlace ? '' : 'disabled'}>${esc(slip.busy ? t('placing') : t('place'))}</button>
<div class="row"><button type="button" class="pill" data-clear>${esc(t('clear'))}</button></div>
</div>`;
}

function render(): void {
  const content = document.getElementById('content');
  const scroll = content?.scrollTop ?? 0;
  const slipScroll = document.querySelector('.slip-body')?.scrollTop ?? 0;
  const view = current();
  const balance = session?.balance
    ? `<div class="balance">${esc(t('balance'))}: <b data-balance>${esc(money(session.balance.main))}</b>${session.balance.betting_bonus > 0 ? `<br>${esc(t('bonus_balance'))}: <b data-bonus-balance>${esc(money(session.balance.betting_bonus))}</b>` : ''}</div>`
    : session && !session.signed_in
      ? `<button type="button" class="pill" data-sign-in>${esc(t('sign_in'))}</button>`
      : '';
  const body = failed
    ? `<p class="note error" role="alert">${esc(t('load_failed'))}</p><button type="button" class="primary" data-retry>${esc(t('retry'))}</button>`
    : view.name === 'list'
      ? renderList()
      : view.name === 'event'
        ? renderEvent()
        : renderBets();
  app.innerHTML = `<div class="top">${stack.length > 1 ? `<button type="button" class="pill" data-back aria-label="${esc(t('back'))}">←</button>` : ''}<h1>${esc(view.name === 'bets' ? t('my_bets') : t('title'))}</h1>${balance}<button type="button" class="pill" data-my-bets aria-current="${view.name === 'bets' ? 'page' : 'false'}">${esc(t('my_bets'))}</button></div>
${session?.betting_bonus ? `<div class="row" style="padding:0 10px"><a href="#" class="pill" style="display:inline-flex;align-items:center;text-decoration:none" data-navigate="/profile/bonuses">${esc(t('bonuses_link'))}</a></div>` : ''}
<div id="content">${body}</div><div class="slip" id="slip">${renderSlip()}</div>`;
  app.dataset.ready = 'true';
  app.dataset.view = view.name;
  const nextContent = document.getElementById('content');
  if (nextContent) nextContent.scrollTop = scroll;
  const nextSlip = document.querySelector('.slip-body');
  if (nextSlip) nextSlip.scrollTop = slipScroll;
}

function toggleSelection(button: HTMLButtonElement): void {
  const id = button.dataset.id ?? '';
  const index = slip.selections.findIndex((selection) => selection.id === id);
  slip.done = '';
  slip.serverReasons = [];
  if (index >= 0) slip.selections.splice(index, 1);
  else {
    const info = JSON.parse(button.dataset.info ?? '{}') as { eventId: number; event: string; market: string; outcome: string };
    const state = odds.get(id);
    if (!state) return;
    slip.selections.push({ id, eventId: info.eventId, event: info.event, market: info.market, outcome: info.outcome, odds: state.odds, current: state.odds, status: state.status });
    if (slip.selections.length === 2 && slip.type === 'single') slip.type = 'acca';
    slip.open = true;
  }
  slip.key = '';
  render();
}

function press(key: string): void {
  slip.serverReasons = [];
  slip.key = '';
  if (key === '⌫') slip.stake = slip.stake.slice(0, -1);
  else if (key === '.') slip.stake = slip.stake.includes('.') || slip.stake === '' ? slip.stake : `${slip.stake}.`;
  else if (/^\d$/.test(key) && slip.stake.length < 10 && !/\.\d\d$/.test(slip.stake)) slip.stake = slip.stake === '0' ? key : `${slip.stake}${key}`;
}

const REASON_OF: Record<string, string> = {
  SAME_EVENT: 'reason_same_event',
  SUSPENDED: 'reason_suspended',
  STAKE_TOO_HIGH: 'reason_stake_high',
  STAKE_TOO_LOW: 'reason_stake_low',
  PAYOUT_TOO_HIGH: 'reason_payout_high',
  INSUFFICIENT_FUNDS: 'reason_balance',
  VERIFICATION_REQUIRED: 'reason_verification',
  BONUS_MIN_ODDS: 'reason_bonus_odds',
  NO_BETTING_BONUS: 'reason_no_bonus',
  EVENT_CLOSED: 'reason_closed',
  SELECTION_UNKNOWN: 'reason_unknown',
  EVENT_NOT_OFFERED: 'reason_not_offered',
  network: 'reason_network',
};

async function place(): Promise<void> {
  if (!session?.signed_in) {
    // Decision 017: a guest is asked to sign in; the slip stays as it is (the app hands over the new session in place).
    tell({ type: 'sportsbook:open-sign-in' });
    return;
  }
  if (slip.busy) return;
  if (hold) {
    // Decision 033: the host holds bets until the player is identified; the slip stays for after the approval.
    slip.serverReasons = [t(hold === 'pending' ? 'reason_verification_pending' : 'reason_verification')];
    slip.retryable = true;
    render();
    if (hold === 'identify') tell({ type: 'sportsbook:open-verification', step: 'verification' });
    return;
  }
  slip.busy = true;
  slip.serverReasons = [];
  slip.key ||= randomKey();
  render();
  const base = { accept: slip.policy, source: slip.source, stake: slip.stake };
  const requests =
    slip.type === 'single'
      ? slip.selections.map((selection, index) => ({ ...base, key: `${slip.key}-${index}`, type: 'single', selections: [{ id: selection.id, odds: selection.odds }] }))
      : [{ ...base, key: slip.key, type: slip.type, system_size: slip.type === 'system' ? slip.systemSize : undefined, selections: slip.selections.map((selection) => ({ id: selection.id, odds: selection.odds })) }];
  let placed = 0;
  const placedIds = new Set<string>();
  try {
    for (const request of requests) {
      await api<Bet>('bet', request);
      placed += 1;
      for (const selection of request.selections) placedIds.add(selection.id);
      tell({ type: 'sportsbook:bet-placed', bet_type: request.type, stake: Number(slip.stake), currency: session.currency, selections: request.selections.length });
    }
    slip.selections = [];
    slip.stake = '';
    slip.key = '';
    slip.done = placed > 1 ? t('placed_many', { count: placed }) : t('placed');
  } catch (error) {
    const code = error instanceof RequestError ? error.code : 'network';
    const details = error instanceof RequestError ? error.details : {};
    // Singles already placed leave the slip; the rest stay to try again.
    slip.selections = slip.selections.filter((selection) => !placedIds.has(selection.id));
    if (code === 'ODDS_CHANGED' && Array.isArray(details.selections)) {
      for (const changed of details.selections as { id: string; odds: number }[]) {
        const selection = slip.selections.find((item) => item.id === changed.id);
        if (selection) selection.current = changed.odds;
      }
    } else if (code === 'SUSPENDED' && Array.isArray(details.selections)) {
      for (const id of details.selections as string[]) {
        const selection = slip.selections.find((item) => item.id === id);
        if (selection) selection.status = 'suspended';
      }
    } else if (isLimitCode(code)) {
      // Decision 032: the player's own limit, worded with its amounts and the moment more is left (what to do: a smaller stake, or wait).
      slip.serverReasons = [limitRefusalText(code, details.error_data, t, money)];
    } else {
      const key = code === 'VERIFICATION_REQUIRED' && details.pending === true ? 'reason_verification_pending' : (REASON_OF[code] ?? 'reason_generic');
      slip.serverReasons = [t(key, { max: money(Number(details.max ?? details.max_payout ?? 0)), min: money(Number(details.min ?? 0)), odds: typeof details.min_odds === 'number' ? String(details.min_odds) : '' })];
    }
    slip.retryable = code === 'VERIFICATION_REQUIRED';
    // A refusal is an answer: the next try is a new placement. No answer keeps the key (the same bet if it did go through).
    if (code !== 'network') slip.key = '';
    if (code === 'SIGN_IN') tell({ type: 'sportsbook:open-sign-in' });
    // Decision 033: the book refused for want of identification; the app opens its verification step.
    if (code === 'VERIFICATION_REQUIRED') tell({ type: 'sportsbook:open-verification', step: details.step === 'profile' ? 'profile' : 'verification' });
  } finally {
    slip.busy = false;
  }
  if (placed > 0) tell({ type: 'sportsbook:balance-changed' });
  await loadSession();
  render();
}

/**
 * Cashes out `percent` of the bet at the quoted `value` (100: all of it). A refusal for a changed price (at once, or
 * after the acceptance delay) names the new value and offers that share of it in one tap; the bet's quote shows it.
 */
async function cashout(betId: number, value: number, percent: number): Promise<void> {
  cashoutNotes.set(betId, { text: t('cashout_waiting'), kind: 'wait' });
  render();
  const changed = (now: number) => {
    const bet = bets.find((item) => item.id === betId);
    if (bet?.cashout) bet.cashout.value.amount = now;
    cashoutNotes.set(betId, { text: t('cashout_changed', { amount: money(now) }), kind: 'error', offer: { value: now, percent } });
  };
  try {
    let request = await api<{ id: number; status: string; reason: string | null; wait_ms: number; amount: number; value: number | null }>('cashout', { key: randomKey(), bet_id: betId, amount: shareOf(value, percent), value });
    while (request.status === 'pending') {
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(request.wait_ms, 250), 1000)));
      request = await api(`cashout/${request.id}`);
    }
    if (request.status === 'accepted') {
      cashoutNotes.set(betId, { text: t('cashout_done', { amount: money(request.amount) }), kind: 'done' });
      tell({ type: 'sportsbook:balance-changed' });
    } else if (request.reason === 'CASHOUT_PRICE_CHANGED' && typeof request.value === 'number') changed(request.value);
    else cashoutNotes.set(betId, { text: t('cashout_unavailable'), kind: 'error' });
  } catch (error) {
    const code = error instanceof RequestError ? error.code : 'network';
    const now = error instanceof RequestError ? error.details.value : undefined;
    if (code === 'CASHOUT_PRICE_CHANGED' && typeof now === 'number') changed(now);
    else cashoutNotes.set(betId, { text: code === 'network' ? t('reason_network') : t('cashout_unavailable'), kind: 'error' });
  }
  await loadSession();
  await load();
  // The bets read again may already carry a newer quote than the refusal's: offer that one.
  const note = cashoutNotes.get(betId);
  const quote = bets.find((item) => item.id === betId)?.cashout?.value.amount;
  if (note?.offer && quote !== undefined && quote !== note.offer.value) {
    changed(quote);
    render();
  }
}

/**
 * My bets follows the live feed (as a real book's cash-out quotes do): after a push that moved odds, the open bets are
 * read again and their cash-out amounts patched in place (a button the player is about to tap stays that button).
 */
async function refreshQuotes(): Promise<void> {
  if (refreshingQuotes || current().name !== 'bets' || !session?.signed_in || !bets.some((bet) => bet.cashout)) return;
  refreshingQuotes = true;
  try {
    const fresh = (await api<{ items: Bet[] }>('bets')).items;
    if (current().name !== 'bets') return;
    bets = fresh;
    if (!patchQuotes()) render();
  } catch {
    // The next move asks again; the amounts shown stay, and a press on a stale one is answered with the new one.
  } finally {
    refreshingQuotes = false;
  }
}

/** Writes the bets' cash-out amounts into the page; false when the page's bets differ in shape (then it is re-drawn). */
function patchQuotes(): boolean {
  const shown = document.querySelectorAll('.bet');
  if (shown.length !== bets.length) return false;
  for (const bet of bets) {
    const article = document.querySelector(`.bet[data-bet-id="${bet.id}"]`);
    const full = article?.querySelector<HTMLButtonElement>(`[data-cashout="${bet.id}"]`);
    if (!article || article.getAttribute('data-status') !== bet.status || Boolean(full) !== Boolean(bet.cashout)) return false;
    if (!bet.cashout || !full) continue;
    const value = bet.cashout.value.amount;
    const offer = cashoutNotes.get(bet.id)?.offer;
    if (offer && offer.value !== value) return false;
    full.dataset.value = String(value);
    full.textContent = t('cashout', { amount: money(value) });
    const range = article.querySelector<HTMLInputElement>(`[data-part-range="${bet.id}"]`);
    if (range) range.dataset.value = String(value);
    const part = article.querySelector<HTMLButtonElement>(`[data-cashout-part="${bet.id}"]`);
    if (part) part.dataset.value = String(value);
    const out = article.querySelector(`[data-part-out="${bet.id}"]`);
    if (out) out.textContent = money(shareOf(value, partPercent.get(bet.id) ?? 50));
  }
  return true;
}

app.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('button, a');
  if (!target) return;
  const data = target.dataset;
  if (target.tagName === 'A') event.preventDefault();
  if (data.id && target instanceof HTMLButtonElement) toggleSelection(target);
  else if (data.openEvent) go({ name: 'event', id: Number(data.openEvent) });
  else if (data.sport !== undefined) {
    sport = data.sport;
    void load();
  } else if (data.tab) {
    tab = data.tab === 'upcoming' ? 'upcoming' : 'live';
    render();
  } else if ('back' in data) back();
  else if ('myBets' in data) {
    if (current().name !== 'bets') go({ name: 'bets' });
  } else if ('retry' in data) void load();
  else if ('signIn' in data) tell({ type: 'sportsbook:open-sign-in' });
  else if ('deposit' in data) tell({ type: 'sportsbook:open-deposit' });
  else if (data.navigate) tell({ type: 'sportsbook:navigate', path: data.navigate });
  else if ('toggleSlip' in data) {
    slip.open = !slip.open;
    render();
  } else if (data.remove) {
    slip.selections = slip.selections.filter((selection) => selection.id !== data.remove);
    slip.key = '';
    slip.serverReasons = [];
    render();
  } else if (data.type) {
    slip.type = data.type === 'acca' ? 'acca' : data.type === 'system' ? 'system' : 'single';
    slip.systemSize = Math.min(slip.systemSize, Math.max(2, slip.selections.length - 1));
    slip.key = '';
    slip.serverReasons = [];
    render();
  } else if (data.source) {
    slip.source = data.source === 'betting_bonus' ? 'betting_bonus' : 'main';
    slip.key = '';
    slip.serverReasons = [];
    render();
  } else if (data.preset) {
    slip.stake = data.preset;
    slip.key = '';
    slip.serverReasons = [];
    render();
  } else if (data.key) {
    press(data.key);
    render();
  } else if ('acceptChanges' in data) {
    for (const selection of slip.selections) selection.odds = selection.current;
    slip.key = '';
    render();
  } else if ('place' in data) void place();
  else if ('clear' in data) {
    slip.selections = [];
    slip.key = '';
    slip.serverReasons = [];
    render();
  } else if (data.cashout) void cashout(Number(data.cashout), Number(data.value), 100);
  else if (data.cashoutPart) void cashout(Number(data.cashoutPart), Number(data.value), partPercent.get(Number(data.cashoutPart)) ?? 50);
  else if (data.cashoutOffer) void cashout(Number(data.cashoutOffer), Number(data.value), Number(data.percent));
});

app.addEventListener('change', (event) => {
  const target = event.target as HTMLElement;
  if (target instanceof HTMLSelectElement && 'policy' in target.dataset) {
    slip.policy = target.value === 'higher' ? 'higher' : target.value === 'all' ? 'all' : 'none';
    applyPolicy();
    render();
  } else if (target instanceof HTMLSelectElement && 'system' in target.dataset) {
    slip.systemSize = Number(target.value);
    slip.key = '';
    render();
  }
});

app.addEventListener('input', (event) => {
  const target = event.target as HTMLElement;
  if (target instanceof HTMLInputElement && target.dataset.partRange) {
    const value = Number(target.dataset.value);
    partPercent.set(Number(target.dataset.partRange), Number(target.value));
    const out = document.querySelector(`[data-part-out="${target.dataset.partRange}"]`);
    if (out) out.textContent = money(shareOf(value, Number(target.value)));
  }
});

/** The setting decides what a move does to the slip: accepted silently, or shown for the player to accept. */
function applyPolicy(): void {
  for (const selection of slip.selections) {
    if (slip.policy === 'all' || (slip.policy === 'higher' && selection.current > selection.odds)) selection.odds = selection.current;
  }
}

/** Live odds: patched in place so a price flashes up or down without re-drawing the page. */
function onOdds(data: { changes: { id: string; odds: number; status: MarketStatus }[]; scores: { id: number; home: number; away: number; time: string }[] }): void {
  let slipChanged = false;
  for (const change of data.changes) {
    const before = odds.get(change.id);
    odds.set(change.id, { odds: change.odds, status: change.status });
    for (const button of document.querySelectorAll<HTMLButtonElement>(`.odd[data-id="${CSS.escape(change.id)}"]`)) {
      const value = button.querySelector('b');
      if (value) value.textContent = fmtOdds(change.odds);
      button.disabled = change.status !== 'active';
      if (before && before.odds !== change.odds) {
        const move = change.odds > before.odds ? 'up' : 'down';
        button.dataset.move = move;
        button.classList.remove('flash-up', 'flash-down');
        // Reading the layout restarts the flash animation when a price moves twice in a row.
        button.getBoundingClientRect();
        button.classList.add(`flash-${move}`);
      }
    }
    const selection = slip.selections.find((item) => item.id === change.id);
    if (selection && (selection.current !== change.odds || selection.status !== change.status)) {
      selection.current = change.odds;
      selection.status = change.status;
      slipChanged = true;
    }
  }
  for (const score of data.scores) {
    for (const element of document.querySelectorAll(`[data-score="${score.id}"]`)) element.textContent = `${score.home}:${score.away}`;
    for (const element of document.querySelectorAll(`[data-time="${score.id}"]`)) element.textContent = `● ${score.time}`;
  }
  if (data.changes.length > 0) void refreshQuotes();
  if (slipChanged) {
    applyPolicy();
    const slipElement = document.getElementById('slip');
    if (slipElement && !slip.busy) {
      const scroll = document.querySelector('.slip-body')?.scrollTop ?? 0;
      slipElement.innerHTML = renderSlip();
      const body = document.querySelector('.slip-body');
      if (body) body.scrollTop = scroll;
    }
  }
}

let source: EventSource | undefined;

/** The odds stream of this launch (it needs the token): reopened when the app hands over a new launch. */
function connect(): void {
  source?.close();
  source = new EventSource(`/sandbox-sportsbook/api/stream?${new URLSearchParams({ lang, token }).toString()}`);
  source.addEventListener('odds', (event) => {
    try {
      onOdds(JSON.parse((event as MessageEvent<string>).data) as Parameters<typeof onOdds>[0]);
    } catch {
      // A malformed push is skipped; the next one carries the state again.
    }
  });
  source.addEventListener('events', () => {
    if (current().name === 'list') void load();
  });
}

/** App -> frame messages: only from the parent window and the app's origin, only these shapes. */
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== PARENT_ORIGIN) return;
  const data = event.data as { type?: unknown; token?: unknown; locale?: unknown; hold?: unknown };
  if (typeof data !== 'object' || data === null) return;
  if (data.type === 'sportsbook:back') back();
  else if (data.type === 'sportsbook:session' && typeof data.token === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(data.token)) {
    const changedLang = (data.locale === 'ru' || data.locale === 'uz') && data.locale !== lang;
    if (data.locale === 'ru' || data.locale === 'uz') lang = data.locale;
    document.documentElement.lang = lang;
    hold = data.hold === 'identify' || data.hold === 'pending' ? data.hold : null;
    if (data.token !== token || changedLang) {
      token = data.token;
      connect();
      void loadSession().then(load);
    }
  }
});

new ResizeObserver(() => tell({ type: 'sportsbook:height-changed', height: Math.ceil(document.documentElement.scrollHeight) })).observe(document.body);

void loadSession().then(() => {
  tell({ type: 'sportsbook:history', depth: 0 });
  return load();
});
connect();
