/** The dice page: roll 0.00-99.99, win when the roll is under the chosen target (mocks/games/fair.ts). */
import { DICE_MAX_TARGET, DICE_MIN_TARGET, diceMultiplier } from '../fair.ts';
import { runGame, type RoundAnswer } from './game.ts';
import { byId, byIdOf, fill, prefersReducedMotion, type Texts } from './page.ts';

const target = byIdOf('target', HTMLInputElement);
const roll = byId('roll');
let texts: Texts = {};

function currentTarget(): number {
  const value = Number(target.value);
  return Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(value)));
}

function renderTarget(): void {
  const value = currentTarget();
  byId('target-label').textContent = fill(texts.target ?? '{target}', { target: value });
  byId('multiplier').textContent = `${diceMultiplier(value).toFixed(4)}x`;
  byId('chance').textContent = `${value}%`;
}

target.addEventListener('input', renderTarget);

function showRoll(hundredths: number): void {
  roll.textContent = (hundredths / 100).toFixed(2);
}

runGame({
  engine: 'dice',
  init(_session, pageTexts) {
    texts = pageTexts;
    renderTarget();
  },
  request: () => ({ target: currentTarget() }),
  async show(answer: RoundAnswer) {
    const final = typeof answer.outcome.roll === 'number' ? answer.outcome.roll : 0;
    if (!prefersReducedMotion()) {
      for (let step = 0; step < 8; step++) {
        showRoll(Math.floor(Math.random() * 10000));
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    }
    showRoll(final);
    roll.dataset.win = answer.win > 0 ? 'true' : 'false';
  },
  verifyQuery: (answer) => ({ target: String(typeof answer.outcome.target === 'number' ? answer.outcome.target : currentTarget()) }),
  setBusy(busy) {
    target.disabled = busy;
  },
});
