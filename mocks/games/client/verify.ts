/**
 * The verification page: recomputes a round from its revealed seeds in the player's own browser,
 * with the same code the server used (mocks/games/fair.ts), and compares the seed's hash with the
 * commitment shown before the round.
 */
import { commitment, crashOutcome, diceOutcome, formatMultiplier, isCrashCashout, isDiceTarget, parseCashout, roundBytes, slotOutcome, toHex } from '../fair.ts';
import { byId, byIdOf, fill, readTexts } from './page.ts';

const texts = readTexts();
const form = byIdOf('verify-form', HTMLFormElement);
function field(id: string): HTMLInputElement | HTMLSelectElement {
  const element = byId(id);
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) return element;
  throw new Error(`#${id} is not a form field`);
}
const query = new URLSearchParams(window.location.search);

for (const name of ['game', 'server_seed', 'client_seed', 'nonce', 'target', 'cashout', 'commitment']) {
  const value = query.get(name);
  if (value !== null) field(name).value = value;
}

function recompute(): void {
  const game = field('game').value;
  const serverSeed = field('server_seed').value.trim();
  const clientSeed = field('client_seed').value.trim();
  const nonce = Number(field('nonce').value);
  const expected = field('commitment').value.trim().toLowerCase();
  byId('target-row').hidden = game !== 'dice';
  byId('cashout-row').hidden = game !== 'crash';
  const out = byId('verify-output');
  if (serverSeed === '') {
    out.hidden = true;
    byId('verify-empty').hidden = false;
    return;
  }
  byId('verify-empty').hidden = true;
  out.hidden = false;
  const hash = commitment(serverSeed);
  byId('out-hash').textContent = hash;
  const match = byId('out-match');
  match.hidden = expected === '';
  match.textContent = expected === hash ? (texts.verify_match ?? '✓') : (texts.verify_mismatch ?? '✗');
  match.dataset.match = String(expected === hash);
  const safeNonce = Number.isSafeInteger(nonce) && nonce >= 0 ? nonce : 0;
  const bytes = roundBytes(serverSeed, clientSeed, safeNonce);
  byId('out-hmac').textContent = toHex(bytes);
  if (game === 'dice') {
    const target = Number(field('target').value);
    if (!isDiceTarget(target)) {
      byId('out-outcome').textContent = texts.error_INVALID_TARGET ?? '';
      return;
    }
    const outcome = diceOutcome(bytes, target);
    byId('out-outcome').textContent = `${fill(texts.rolled ?? '{roll}', { roll: (outcome.roll / 100).toFixed(2) })} · ${texts.multiplier ?? ''}: ${outcome.multiplier}x`;
  } else if (game === 'crash') {
    const cashout = parseCashout(field('cashout').value);
    if (!isCrashCashout(cashout)) {
      byId('out-outcome').textContent = texts.error_INVALID_CASHOUT ?? '';
      return;
    }
    const outcome = crashOutcome(bytes, cashout);
    byId('out-outcome').textContent = `${fill(texts.crashed ?? '{crash}', { crash: formatMultiplier(outcome.crash) })} · ${texts.multiplier ?? ''}: ${outcome.multiplier}x`;
  } else {
    const outcome = slotOutcome(bytes);
    byId('out-outcome').textContent = `${outcome.reels.join(' · ')} · ${texts.multiplier ?? ''}: ${outcome.multiplier}x`;
  }
}

form.addEventListener('input', recompute);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  recompute();
});
recompute();
