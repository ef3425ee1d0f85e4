/** The 3-reel slot page (mocks/games/pages.ts renders its HTML). */
import { SLOT_SYMBOLS, type SlotSymbol } from '../fair.ts';
import { runGame, type RoundAnswer } from './game.ts';
import { byId, prefersReducedMotion } from './page.ts';
import { SYMBOL_SVG } from './symbols.ts';

const SPIN_MS = 700;
const STEP_MS = 70;

const reels = [0, 1, 2].map((index) => byId(`reel-${index}`));

function setSymbol(reel: HTMLElement, symbol: SlotSymbol): void {
  reel.innerHTML = SYMBOL_SVG[symbol];
  reel.dataset.symbol = symbol;
}

function isSymbol(value: unknown): value is SlotSymbol {
  return typeof value === 'string' && (SLOT_SYMBOLS as readonly string[]).includes(value);
}

reels.forEach((reel, index) => setSymbol(reel, SLOT_SYMBOLS[(index * 2) % SLOT_SYMBOLS.length] ?? 'seven'));

runGame({
  engine: 'slot',
  init() {
    byId('reels').dataset.ready = 'true';
  },
  request: () => ({}),
  async show(answer: RoundAnswer) {
    const outcome = Array.isArray(answer.outcome.reels) ? (answer.outcome.reels as unknown[]) : [];
    const final = outcome.filter(isSymbol);
    if (!prefersReducedMotion()) {
      let step = 0;
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          step++;
          reels.forEach((reel, index) => setSymbol(reel, SLOT_SYMBOLS[(step + index * 3) % SLOT_SYMBOLS.length] ?? 'cherry'));
          if (step * STEP_MS >= SPIN_MS) {
            clearInterval(timer);
            resolve();
          }
        }, STEP_MS);
      });
    }
    reels.forEach((reel, index) => setSymbol(reel, final[index] ?? 'cherry'));
    byId('reels').dataset.win = answer.win > 0 ? 'true' : 'false';
  },
  verifyQuery: () => ({}),
  setBusy(busy) {
    byId('reels').dataset.spinning = busy ? 'true' : 'false';
  },
});
