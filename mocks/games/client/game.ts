/**
 * The shared loop of an in-house game page: read the launch token, load the session (balance,
 * limits, the committed hash of the next round), play rounds with an idempotent round id, show the
 * revealed seed and a link to the verification page, and tell the app (postMessage) when money moved.
 *
 * Messages to the app (same origin only): `omad:round-start` when a round is sent (money is at stake until it
 * settles), `omad:round` with the settled round (bet, win, balance), `omad:balance` after it, and `omad:round-end`
 * when the round is over either way (settled and shown, or refused). The app asks the host to confirm closing
 * between start and end, and celebrates a win.
 */
import { isLimitCode, limitRefusalText } from '../../limit-refusal-words.ts';
import { GameRequestError, byId, byIdOf, fill, formatMoney, gameApi, randomId, readTexts, tellParent, type Texts } from './page.ts';

export interface Session {
  sysname: string;
  name: string;
  engine: 'slot' | 'dice' | 'crash';
  mode: 'demo' | 'real';
  currency: string;
  balance: number;
  bet_limits: { min: number; max: number; presets: number[] };
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  freespins: { remaining: number; bet: number } | null;
}

export interface RoundAnswer {
  id: number;
  round_id: string;
  mode: 'demo' | 'real';
  currency: string;
  bet: number;
  win: number;
  freespin: boolean;
  freespins_left: number | null;
  outcome: Record<string, unknown>;
  balance: number;
  fair: { server_seed: string; server_seed_hash: string; client_seed: string; nonce: number };
  next_server_seed_hash: string;
  replayed: boolean;
}

export interface EngineView {
  readonly engine: 'slot' | 'dice' | 'crash';
  init(session: Session, texts: Texts): void;
  /** Extra fields of the round request (the dice target, the crash cash-out); undefined when the input is invalid. */
  request(): Record<string, unknown> | undefined;
  /** Shows the outcome (animated unless reduced motion); resolves when it has settled. */
  show(answer: RoundAnswer, texts: Texts): Promise<void>;
  /** Extra query of the verification link. */
  verifyQuery(answer: RoundAnswer): Record<string, string>;
  setBusy(busy: boolean): void;
}

const RETRY_DELAY_MS = 800;

export function runGame(view: EngineView): void {
  const texts = readTexts();
  const t = (key: string, values: Record<string, string | number> = {}) => fill(texts[key] ?? key, values);
  const query = new URLSearchParams(window.location.search);
  const token = query.get('token') ?? '';
  const lang = query.get('lang') === 'ru' ? 'ru' : 'uz';

  const balanceEl = byId('balance');
  const betEl = byId('bet');
  const betDown = byIdOf('bet-down', HTMLButtonElement);
  const betUp = byIdOf('bet-up', HTMLButtonElement);
  const play = byIdOf('play', HTMLButtonElement);
  const result = byId('result');
  const errorEl = byId('error');
  const freespinsEl = byId('freespins');
  const nextHash = byId('next-hash');
  const clientSeed = byIdOf('client-seed', HTMLInputElement);
  const nonceEl = byId('nonce');
  const lastRound = byId('last-round');
  const lastSeed = byId('last-seed');
  const lastHash = byId('last-hash');
  const verifyLink = byIdOf('verify-link', HTMLAnchorElement);

  let session: Session | undefined;
  let betIndex = 0;
  /** A round whose answer never arrived: retried with the same id so it is never played twice. */
  let pendingRoundId: string | undefined;

  const showError = (code: string, errorData?: unknown) => {
    errorEl.hidden = false;
    // Decision 032: the player's own limit is worded with its amounts and the moment more is left.
    if (isLimitCode(code) && session) {
      const currency = session.currency;
      errorEl.textContent = limitRefusalText(code, errorData, t, (amount) => formatMoney(amount, currency));
      return;
    }
    errorEl.textContent = texts[`error_${code}`] ?? texts.error_network ?? code;
  };
  const clearError = () => {
    errorEl.hidden = true;
    errorEl.textContent = '';
  };

  const render = () => {
    if (!session) return;
    balanceEl.textContent = formatMoney(session.balance, session.currency);
    const presets = session.bet_limits.presets;
    const free = session.freespins;
    betEl.textContent = formatMoney(free ? free.bet : (presets[betIndex] ?? session.bet_limits.min), session.currency);
    betDown.disabled = free !== null || betIndex <= 0;
    betUp.disabled = free !== null || betIndex >= presets.length - 1;
    freespinsEl.hidden = free === null;
    if (free) freespinsEl.textContent = t('freespins', { count: free.remaining, bet: formatMoney(free.bet, session.currency) });
    nextHash.textContent = session.server_seed_hash;
    nonceEl.textContent = String(session.nonce);
  };

  betDown.addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1);
    render();
  });
  betUp.addEventListener('click', () => {
    if (!session) return;
    betIndex = Math.min(session.bet_limits.presets.length - 1, betIndex + 1);
    render();
  });

  const setBusy = (busy: boolean) => {
    play.disabled = busy || !session;
    view.setBusy(busy);
  };

  const send = async (body: Record<string, unknown>): Promise<RoundAnswer> => {
    const init = { method: 'POST', body: JSON.stringify(body) };
    try {
      return await gameApi<RoundAnswer>('round', init);
    } catch (error) {
      if (!(error instanceof GameRequestError) || error.code !== 'network') throw error;
      // One quiet retry with the same round id: the server answers the first result if it got it.
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return gameApi<RoundAnswer>('round', init);
    }
  };

  const playRound = async () => {
    if (!session) return;
    clearError();
    result.textContent = '';
    const extra = view.request();
    if (!extra) return;
    setBusy(true);
    const roundId = pendingRoundId ?? randomId();
    pendingRoundId = roundId;
    const bet = session.bet_limits.presets[betIndex] ?? session.bet_limits.min;
    const mode = session.mode;
    tellParent({ type: 'omad:round-start', sysname: session.sysname, mode, round_id: roundId });
    try {
      const answer = await send({ token, round_id: roundId, bet, client_seed: clientSeed.value.trim(), ...extra });
      pendingRoundId = undefined;
      await view.show(answer, texts);
      session.balance = answer.balance;
      session.server_seed_hash = answer.next_server_seed_hash;
      session.nonce = answer.fair.nonce + 1;
      session.client_seed = answer.fair.client_seed;
      if (session.freespins) {
        session.freespins = answer.freespins_left !== null && answer.freespins_left > 0 ? { ...session.freespins, remaining: answer.freespins_left } : null;
      }
      result.textContent = answer.win > 0 ? t('win', { amount: formatMoney(answer.win, answer.currency) }) : t('no_win');
      if (answer.freespin) result.textContent = `${t('freespin_round')} · ${result.textContent}`;
      lastRound.hidden = false;
      lastSeed.textContent = answer.fair.server_seed;
      lastHash.textContent = answer.fair.server_seed_hash;
      const verify = new URLSearchParams({
        game: view.engine,
        server_seed: answer.fair.server_seed,
        client_seed: answer.fair.client_seed,
        nonce: String(answer.fair.nonce),
        commitment: answer.fair.server_seed_hash,
        lang,
        ...view.verifyQuery(answer),
      });
      verifyLink.href = `/sandbox-games/verify?${verify.toString()}`;
      render();
      tellParent({ type: 'omad:round', sysname: session.sysname, mode: answer.mode, round_id: answer.round_id, bet: answer.bet, win: answer.win, balance: answer.balance, currency: answer.currency });
      tellParent({ type: 'omad:balance', mode: answer.mode, balance: answer.balance, currency: answer.currency });
    } catch (error) {
      const code = error instanceof GameRequestError ? error.code : 'network';
      // Only a lost answer keeps the round id; a refused round is over.
      if (code !== 'network') pendingRoundId = undefined;
      showError(code, error instanceof GameRequestError ? error.errorData : undefined);
      if (code === 'INVALID_TOKEN' || code === 'SESSION_ENDED') {
        session = undefined;
        tellParent({ type: 'omad:balance' });
      }
    } finally {
      setBusy(false);
      tellParent({ type: 'omad:round-end', mode, round_id: roundId });
    }
  };

  play.addEventListener('click', () => void playRound());

  const load = async () => {
    setBusy(true);
    try {
      const loaded = await gameApi<Session>(`session?${new URLSearchParams({ token, lang }).toString()}`);
      session = loaded;
      byId('game-name').textContent = loaded.name;
      document.title = loaded.name;
      byId('mode').textContent = texts[loaded.mode] ?? loaded.mode;
      byId('mode').dataset.mode = loaded.mode;
      clientSeed.value = loaded.client_seed;
      betIndex = Math.max(0, loaded.bet_limits.presets.findIndex((value) => value >= loaded.bet_limits.min));
      view.init(loaded, texts);
      render();
    } catch (error) {
      showError(error instanceof GameRequestError ? error.code : 'network');
      balanceEl.textContent = '—';
    } finally {
      setBusy(false);
    }
  };
  void load();
}
