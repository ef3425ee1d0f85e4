/**
 * The crash page ("Raketa"): the player names a cash-out before the round; the server's answer holds the crash point
 * (mocks/games/fair.ts), and the page flies the rocket up to the cash-out (a win) or to the explosion (a loss).
 */
import { formatMultiplier, isCrashCashout, parseCashout } from '../fair.ts';
import { runGame, type RoundAnswer } from './game.ts';
import { byId, byIdOf, fill, prefersReducedMotion, type Texts } from './page.ts';

const board = byId('crash');
const now = byId('now');
const cashoutInput = byIdOf('cashout', HTMLInputElement);
const errorEl = byId('error');
let texts: Texts = {};

/** The multiplier grows like e^(0.06 t): 2x in about 11.5 s of real flight, shortened below for a phone's patience. */
const GROWTH_PER_MS = 0.00018;
const MAX_FLIGHT_MS = 4000;

function showMultiplier(hundredths: number): void {
  now.textContent = formatMultiplier(hundredths);
  // The rocket climbs along the diagonal; log scale, so 10x is most of the way up.
  const progress = Math.min(1, Math.log(hundredths / 100) / Math.log(10));
  board.style.setProperty('--progress', progress.toFixed(3));
}

function flyTo(hundredths: number): Promise<void> {
  if (prefersReducedMotion() || hundredths <= 100) {
    showMultiplier(hundredths);
    return Promise.resolve();
  }
  const logTarget = Math.log(hundredths / 100);
  // Long flights are sped up so a round never takes more than MAX_FLIGHT_MS.
  const duration = Math.min(MAX_FLIGHT_MS, logTarget / GROWTH_PER_MS);
  const started = performance.now();
  return new Promise((resolve) => {
    const frame = (at: number) => {
      const share = Math.min(1, (at - started) / duration);
      showMultiplier(Math.max(100, Math.floor(100 * Math.exp(logTarget * share))));
      if (share < 1) requestAnimationFrame(frame);
      else {
        showMultiplier(hundredths);
        resolve();
      }
    };
    requestAnimationFrame(frame);
  });
}

function cashoutValue(): number {
  return parseCashout(cashoutInput.value);
}

runGame({
  engine: 'crash',
  init(_session, pageTexts) {
    texts = pageTexts;
    showMultiplier(100);
  },
  request() {
    const cashout = cashoutValue();
    if (!isCrashCashout(cashout)) {
      errorEl.hidden = false;
      errorEl.textContent = texts.error_INVALID_CASHOUT ?? '';
      cashoutInput.setAttribute('aria-invalid', 'true');
      cashoutInput.focus();
      return undefined;
    }
    cashoutInput.removeAttribute('aria-invalid');
    board.dataset.state = 'idle';
    byId('crash-note').textContent = '';
    showMultiplier(100);
    return { cashout: (cashout / 100).toFixed(2) };
  },
  async show(answer: RoundAnswer) {
    const crash = typeof answer.outcome.crash === 'number' ? answer.outcome.crash : 100;
    const cashout = typeof answer.outcome.cashout === 'number' ? answer.outcome.cashout : cashoutValue();
    const won = crash >= cashout;
    board.dataset.state = 'flying';
    now.setAttribute('aria-label', texts.flying ?? '');
    await flyTo(won ? cashout : crash);
    now.removeAttribute('aria-label');
    board.dataset.state = won ? 'won' : 'crashed';
    board.dataset.crash = String(crash);
    byId('crash-note').textContent = won
      ? `${fill(texts.cashed_out ?? '{cashout}', { cashout: formatMultiplier(cashout) })} · ${fill(texts.crashed ?? '{crash}', { crash: formatMultiplier(crash) })}`
      : fill(texts.crashed ?? '{crash}', { crash: formatMultiplier(crash) });
  },
  verifyQuery: (answer) => ({ cashout: formatMultiplier(typeof answer.outcome.cashout === 'number' ? answer.outcome.cashout : cashoutValue()).replace('x', '') }),
  setBusy(busy) {
    cashoutInput.disabled = busy;
  },
});
