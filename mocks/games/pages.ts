/**
 * The HTML of the in-house game pages and the verification page. Plain HTML with inline styles and
 * one script file each (the sandbox's CSP is `script-src 'self'`); the words come from texts.ts by the
 * `lang` query and reach the script in a JSON data block (not executed, so not blocked by the CSP).
 */
import { SLOT_FIRST_CHERRY, SLOT_PAYTABLE, SLOT_SYMBOLS, SLOT_TWO_CHERRIES, DICE_MIN_TARGET, DICE_MAX_TARGET } from './fair.ts';
import type { EngineName } from '../state/games.ts';
import { escapeXml as escapeHtml } from '../fixtures/games/artwork.ts';
import { GAME_TEXTS, type GameLang, type TextKey } from './texts.ts';
import { jsonBlock, sandboxPage } from '../sandbox-page.ts';
import { SYMBOL_SVG } from './client/symbols.ts';

const STYLE = `
:root { color-scheme: dark; --bg: #0f1524; --card: #19223a; --line: #2b3757; --text: #eef2ff; --muted: #9aa7c7; --accent: #ffb300; --win: #4caf50; --error: #ff6b6b; }
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 520px; margin: 0 auto; padding: 12px 12px 24px; display: flex; flex-direction: column; gap: 12px; }
.bar { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.bar strong { font-size: 18px; flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.mode { font-size: 12px; font-weight: 700; text-transform: uppercase; padding: 2px 8px; border-radius: 999px; background: var(--line); }
.mode[data-mode="real"] { background: var(--win); color: #06140a; }
.balance { font-size: 14px; color: var(--muted); }
.balance b { color: var(--text); font-size: 16px; }
.freespins { margin: 0; padding: 8px 12px; border-radius: 12px; background: #3b2f0b; color: var(--accent); font-weight: 600; }
.reels { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; padding: 12px; border-radius: 16px; background: var(--card); border: 2px solid var(--line); }
.reels[data-win="true"] { border-color: var(--win); }
.reel { aspect-ratio: 1; display: grid; place-items: center; border-radius: 12px; background: #0b1020; }
.reel svg { width: 70%; height: auto; }
.dice { display: flex; flex-direction: column; gap: 10px; padding: 16px; border-radius: 16px; background: var(--card); }
.roll { font-size: 56px; font-weight: 800; text-align: center; font-variant-numeric: tabular-nums; }
.roll[data-win="true"] { color: var(--win); }
.roll[data-win="false"] { color: var(--error); }
input[type="range"] { width: 100%; height: 44px; accent-color: var(--accent); }
.stats { display: flex; justify-content: space-between; color: var(--muted); }
.stats b { color: var(--text); }
.result { min-height: 1.4em; margin: 0; text-align: center; font-weight: 700; font-size: 18px; }
.error { margin: 0; padding: 10px 12px; border-radius: 12px; background: #3a1518; color: var(--error); }
.bet-row { display: grid; grid-template-columns: 56px 1fr 56px; gap: 8px; align-items: center; }
.bet-row button { height: 48px; border-radius: 12px; border: 0; background: var(--line); color: var(--text); font-size: 24px; }
.bet { text-align: center; }
.bet small { display: block; color: var(--muted); font-size: 12px; }
.bet output { font-size: 18px; font-weight: 700; }
.play { height: 56px; border: 0; border-radius: 16px; background: var(--accent); color: #1a1200; font-size: 20px; font-weight: 800; }
button:disabled { opacity: 0.5; }
h2 { font-size: 16px; margin: 12px 0 0; }
details { border-radius: 12px; background: var(--card); padding: 10px 12px; }
summary { min-height: 32px; cursor: pointer; font-weight: 600; }
code { font-size: 12px; word-break: break-all; color: var(--muted); }
label { display: block; margin-top: 8px; font-size: 14px; color: var(--muted); }
input[type="text"], select { width: 100%; min-height: 44px; margin-top: 4px; padding: 8px 10px; border-radius: 10px; border: 1px solid var(--line); background: #0b1020; color: var(--text); font: inherit; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
td { padding: 4px 0; }
td:last-child { text-align: right; font-weight: 700; }
td svg { width: 28px; height: 28px; vertical-align: middle; }
a { color: var(--accent); display: inline-block; min-height: 44px; line-height: 44px; }
.crash { position: relative; display: flex; flex-direction: column; gap: 10px; padding: 16px; border-radius: 16px; background: var(--card); overflow: hidden; }
.sky { position: relative; height: 180px; border-radius: 12px; background: linear-gradient(#0b1020, #1b2547); overflow: hidden; }
.rocket { position: absolute; left: 12%; bottom: 8px; width: 48px; height: 48px; transform: translate(calc(var(--progress, 0) * 220%), calc(var(--progress, 0) * -240%)) rotate(45deg); transition: transform 80ms linear; }
.crash[data-state="crashed"] .rocket { filter: grayscale(1) brightness(0.6); }
.now { font-size: 48px; font-weight: 800; text-align: center; font-variant-numeric: tabular-nums; }
.crash[data-state="won"] .now { color: var(--win); }
.crash[data-state="crashed"] .now { color: var(--error); }
.hint { margin: 0; font-size: 13px; color: var(--muted); }
.match[data-match="true"] { color: var(--win); }
.match[data-match="false"] { color: var(--error); }
`;

type Texts = Readonly<Record<TextKey, string>>;

function page(lang: GameLang, title: string, body: string, script: string, texts: Texts): string {
  return sandboxPage({
    lang,
    title,
    style: STYLE,
    cover: true,
    head: '<meta name="referrer" content="no-referrer">\n',
    body: `${body}\n${jsonBlock('omad-texts', texts)}\n<script type="module" src="/sandbox-games/assets/${script}.js"></script>`,
  });
}

function fairPanel(t: Texts): string {
  // Open: the next round's hash is shown before the round, not hidden behind a tap.
  return `<details class="fair" open>
  <summary>${escapeHtml(t.fair)}</summary>
  <p>${escapeHtml(t.fair_hint)}</p>
  <label>${escapeHtml(t.next_hash)}<br><code id="next-hash">…</code></label>
  <label for="client-seed">${escapeHtml(t.client_seed)}</label>
  <input id="client-seed" type="text" autocomplete="off" spellcheck="false" maxlength="64">
  <label>${escapeHtml(t.nonce)}: <b id="nonce">0</b></label>
  <div id="last-round" hidden>
    <h2>${escapeHtml(t.last_round)}</h2>
    <label>${escapeHtml(t.server_seed)}<br><code id="last-seed"></code></label>
    <label>SHA-256<br><code id="last-hash"></code></label>
    <a id="verify-link" href="/sandbox-games/verify" target="_blank" rel="noopener">${escapeHtml(t.verify)}</a>
  </div>
</details>`;
}

function gameShell(lang: GameLang, engine: EngineName, board: string, extra: string): string {
  const t = GAME_TEXTS[lang];
  const title = engine === 'slot' ? t.title_slot : engine === 'crash' ? t.title_crash : t.title_dice;
  const body = `<main class="game" data-engine="${engine}">
  <header class="bar">
    <strong id="game-name">${escapeHtml(title)}</strong>
    <span id="mode" class="mode"></span>
    <span class="balance">${escapeHtml(t.balance)}: <b id="balance">${escapeHtml(t.loading)}</b></span>
  </header>
  <p id="freespins" class="freespins" hidden></p>
  ${board}
  <p id="result" class="result" role="status" aria-live="polite"></p>
  <p id="error" class="error" role="alert" hidden></p>
  <div class="bet-row">
    <button id="bet-down" type="button" aria-label="${escapeHtml(t.bet_down)}">−</button>
    <div class="bet"><small>${escapeHtml(t.bet)}</small><output id="bet">…</output></div>
    <button id="bet-up" type="button" aria-label="${escapeHtml(t.bet_up)}">+</button>
  </div>
  <button id="play" class="play" type="button" disabled>${escapeHtml(engine === 'slot' ? t.spin : engine === 'crash' ? t.launch : t.roll)}</button>
  ${fairPanel(t)}
  ${extra}
</main>`;
  return page(lang, title, body, engine, t);
}

export function slotPage(lang: GameLang): string {
  const t = GAME_TEXTS[lang];
  const rows = [...SLOT_SYMBOLS]
    .reverse()
    .map((symbol) => `<tr><td>${SYMBOL_SVG[symbol].repeat(3)}</td><td>${SLOT_PAYTABLE[symbol]}x</td></tr>`)
    .join('');
  const paytable = `<details><summary>${escapeHtml(t.paytable)}</summary><table>
  <tr><td colspan="2">${escapeHtml(t.paytable_three)}</td></tr>${rows}
  <tr><td>${escapeHtml(t.paytable_cherries)} ${SYMBOL_SVG.cherry.repeat(2)}</td><td>${SLOT_TWO_CHERRIES}x</td></tr>
  <tr><td>${escapeHtml(t.paytable_first)} ${SYMBOL_SVG.cherry}</td><td>${SLOT_FIRST_CHERRY}x</td></tr>
</table></details>`;
  const board = `<div class="reels" id="reels" aria-live="polite"><div class="reel" id="reel-0"></div><div class="reel" id="reel-1"></div><div class="reel" id="reel-2"></div></div>`;
  return gameShell(lang, 'slot', board, paytable);
}

export function dicePage(lang: GameLang): string {
  const t = GAME_TEXTS[lang];
  const board = `<div class="dice">
  <output id="roll" class="roll" aria-live="polite">--.--</output>
  <label for="target" id="target-label">${escapeHtml(t.target.replace('{target}', '50'))}</label>
  <input id="target" type="range" min="${DICE_MIN_TARGET}" max="${DICE_MAX_TARGET}" step="1" value="50">
  <div class="stats"><span>${escapeHtml(t.multiplier)}: <b id="multiplier"></b></span><span>${escapeHtml(t.chance)}: <b id="chance"></b></span></div>
</div>`;
  return gameShell(lang, 'dice', board, '');
}

const ROCKET_SVG =
  '<svg class="rocket" id="rocket" viewBox="0 0 64 64" aria-hidden="true"><path d="M32 4 C44 14 46 30 42 44 H22 C18 30 20 14 32 4 Z" fill="#eef2ff"/><circle cx="32" cy="24" r="6" fill="#4fc3f7"/><path d="M22 36 L12 48 L22 46 Z M42 36 L52 48 L42 46 Z" fill="#ff6b6b"/><path d="M26 46 L32 60 L38 46 Z" fill="#ffb300"/></svg>';

export function crashPage(lang: GameLang): string {
  const t = GAME_TEXTS[lang];
  const board = `<div class="crash" id="crash" data-state="idle">
  <div class="sky">${ROCKET_SVG}</div>
  <output id="now" class="now" aria-live="off">1.00x</output>
  <p id="crash-note" class="hint" aria-live="polite"></p>
  <label for="cashout">${escapeHtml(t.cashout)}</label>
  <input id="cashout" type="text" inputmode="decimal" autocomplete="off" value="2.00" maxlength="7" aria-describedby="cashout-hint">
  <p id="cashout-hint" class="hint">${escapeHtml(t.cashout_hint)}</p>
</div>`;
  return gameShell(lang, 'crash', board, '');
}

export function verifyPage(lang: GameLang): string {
  const t = GAME_TEXTS[lang];
  const input = (id: string, label: string, attributes = '') =>
    `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" type="text" autocomplete="off" spellcheck="false" ${attributes}>`;
  const body = `<main>
  <header class="bar"><strong>${escapeHtml(t.title_verify)}</strong></header>
  <p>${escapeHtml(t.verify_intro)}</p>
  <form id="verify-form">
    <label for="game">${escapeHtml(t.verify_game)}</label>
    <select id="game" name="game"><option value="slot">${escapeHtml(t.title_slot)}</option><option value="dice">${escapeHtml(t.title_dice)}</option><option value="crash">${escapeHtml(t.title_crash)}</option></select>
    ${input('server_seed', t.server_seed)}
    ${input('client_seed', t.client_seed)}
    ${input('nonce', t.nonce, 'inputmode="numeric" value="0"')}
    <div id="target-row" hidden>${input('target', t.verify_target, 'inputmode="numeric" value="50"')}</div>
    <div id="cashout-row" hidden>${input('cashout', t.verify_cashout, 'inputmode="decimal" value="2.00"')}</div>
    ${input('commitment', t.verify_commitment)}
  </form>
  <p id="verify-empty">${escapeHtml(t.verify_empty)}</p>
  <section id="verify-output" hidden>
    <label>${escapeHtml(t.verify_hash)}<br><code id="out-hash"></code></label>
    <p id="out-match" class="match" hidden></p>
    <label>${escapeHtml(t.verify_hmac)}<br><code id="out-hmac"></code></label>
    <label>${escapeHtml(t.verify_outcome)}</label>
    <p id="out-outcome" class="result"></p>
  </section>
</main>`;
  return page(lang, t.title_verify, body, 'verify', t);
}
