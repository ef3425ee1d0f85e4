/**
 * The sandbox sportsbook frame's HTML: plain markup, one script file (CSP `script-src 'self'`), the words of both
 * languages in a JSON data block (the app may switch the language without reloading the frame).
 */
import { SB_TEXTS } from './texts.ts';
import { jsonBlock, sandboxPage } from '../sandbox-page.ts';
import type { SbLang } from './fixtures.ts';

const STYLE = `
:root { color-scheme: dark; --bg: #0f1524; --card: #19223a; --line: #2b3757; --text: #eef2ff; --muted: #9aa7c7; --accent: #ffb300; --win: #4caf50; --error: #ff6b6b; --up: #4caf50; --down: #ff6b6b; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; overflow: hidden; background: var(--bg); color: var(--text); font: 15px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
button { font: inherit; color: inherit; cursor: pointer; }
#app { display: flex; flex-direction: column; height: 100%; }
.top { display: flex; align-items: center; gap: 8px; padding: 8px 10px; border-bottom: 1px solid var(--line); }
.top h1 { font-size: 16px; margin: 0; flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.balance { font-size: 13px; color: var(--muted); text-align: right; font-variant-numeric: tabular-nums; }
.balance b { color: var(--text); }
.pill { min-height: 40px; padding: 0 12px; border-radius: 999px; border: 1px solid var(--line); background: var(--card); }
.pill[aria-pressed="true"], .pill[aria-current="page"] { background: var(--accent); color: #1a1200; border-color: var(--accent); font-weight: 700; }
.chips { display: flex; gap: 6px; overflow-x: auto; padding: 8px 10px; scrollbar-width: none; }
.chips::-webkit-scrollbar { display: none; }
.chips .pill { flex: 0 0 auto; }
#content { flex: 1 1 auto; overflow-y: auto; overscroll-behavior: contain; padding: 0 10px 12px; }
.event { background: var(--card); border-radius: 12px; padding: 10px; margin: 8px 0; }
.event header { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; color: var(--muted); }
.teams { display: flex; justify-content: space-between; gap: 8px; margin: 6px 0; font-weight: 600; }
.teams a { color: inherit; text-decoration: none; flex: 1 1 auto; min-height: 32px; }
.score { font-variant-numeric: tabular-nums; color: var(--accent); font-weight: 800; }
.live-dot { color: var(--error); font-weight: 700; }
.market h3 { font-size: 13px; color: var(--muted); margin: 10px 0 4px; font-weight: 600; }
.odds-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(80px, 1fr)); gap: 6px; }
.odd { display: flex; justify-content: space-between; align-items: center; gap: 6px; min-height: 44px; padding: 4px 8px; border-radius: 8px; border: 1px solid var(--line); background: #0b1020; text-align: left; font-variant-numeric: tabular-nums; }
.odd span { color: var(--muted); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.odd b { font-size: 15px; }
.odd[aria-pressed="true"] { border-color: var(--accent); background: #3b2f0b; }
.odd:disabled { opacity: 0.5; cursor: not-allowed; }
.odd[data-move="up"] b { color: var(--up); }
.odd[data-move="down"] b { color: var(--down); }
.flash-up { animation: flash-up 0.8s; }
.flash-down { animation: flash-down 0.8s; }
/* A moved price flashes a ring in its colour, not a background: the price on a flashed background fell under WCAG AA
   contrast while the flash lasted (green on green), which the e2e a11y scan of the frame met. */
@keyframes flash-up { from { box-shadow: inset 0 0 0 2px var(--up); } }
@keyframes flash-down { from { box-shadow: inset 0 0 0 2px var(--down); } }
@media (prefers-reduced-motion: reduce) { .flash-up, .flash-down { animation: none; } }
.note { color: var(--muted); text-align: center; padding: 24px 8px; }
.error { color: var(--error); }
.slip { border-top: 1px solid var(--line); background: var(--card); max-height: 75%; display: flex; flex-direction: column; }
.slip-bar { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 48px; padding: 0 12px; border: 0; background: transparent; width: 100%; font-weight: 700; }
.slip-bar .count { background: var(--accent); color: #1a1200; border-radius: 999px; padding: 0 8px; margin-left: 6px; }
.slip-body { overflow-y: auto; padding: 0 12px 12px; }
.sel { display: grid; grid-template-columns: 1fr auto auto; gap: 6px; align-items: center; padding: 8px 0; border-bottom: 1px solid var(--line); font-size: 13px; }
.sel small { display: block; color: var(--muted); }
.sel .x { min-width: 40px; min-height: 40px; border-radius: 8px; border: 0; background: var(--line); }
.row { display: flex; gap: 6px; flex-wrap: wrap; margin: 8px 0; align-items: center; }
.row label { font-size: 13px; color: var(--muted); }
select, input[type="text"] { min-height: 44px; padding: 6px 10px; border-radius: 10px; border: 1px solid var(--line); background: #0b1020; color: var(--text); font: inherit; }
input[type="text"] { width: 100%; font-size: 18px; font-variant-numeric: tabular-nums; }
.keypad { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
.keypad button { min-height: 44px; border-radius: 10px; border: 0; background: var(--line); font-size: 16px; }
.presets { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; margin: 6px 0; }
.presets button { min-height: 40px; border-radius: 10px; border: 1px solid var(--line); background: transparent; font-size: 13px; }
.sum { display: flex; justify-content: space-between; font-size: 14px; margin: 4px 0; font-variant-numeric: tabular-nums; }
.reasons { margin: 6px 0; padding: 0; list-style: none; }
.reasons li { color: var(--error); font-size: 13px; margin: 4px 0; }
.primary { width: 100%; min-height: 52px; border: 0; border-radius: 14px; background: var(--accent); color: #1a1200; font-size: 17px; font-weight: 800; }
.primary:disabled { opacity: 0.5; }
.secondary { min-height: 44px; padding: 0 12px; border-radius: 12px; border: 1px solid var(--accent); background: transparent; color: var(--accent); font-weight: 700; }
.done { color: var(--win); font-weight: 700; }
.bet { background: var(--card); border-radius: 12px; padding: 10px; margin: 8px 0; font-size: 13px; }
.bet header { display: flex; justify-content: space-between; font-weight: 700; font-size: 14px; }
.bet[data-status="won"] header b, .bet[data-status="cashed_out"] header b { color: var(--win); }
.bet[data-status="lost"] header b { color: var(--error); }
.bet ul { margin: 6px 0; padding-left: 16px; }
input[type="range"] { width: 100%; height: 40px; accent-color: var(--accent); }
:root[data-theme="light"] { color-scheme: light; --bg: #f4f6fb; --card: #ffffff; --line: #d5dbea; --text: #10162f; --muted: #4d5677; --accent: #9a4f00; --win: #2e7d32; --error: #c62828; --up: #2e7d32; --down: #c62828; }
/* Light: text on the accent is white, and the fields are light (WCAG AA contrast, e2e a11y scans the frame). */
:root[data-theme="light"] .pill[aria-pressed="true"], :root[data-theme="light"] .pill[aria-current="page"], :root[data-theme="light"] .slip-bar .count, :root[data-theme="light"] .primary { color: #ffffff; }
:root[data-theme="light"] .odd, :root[data-theme="light"] select, :root[data-theme="light"] input[type="text"] { background: #ffffff; }
:root[data-theme="light"] .odd[aria-pressed="true"] { background: #fde9cf; }
`;

/** `theme`: the host's light or dark, as the app launched the book (its launch's `theme`). */
export function sportsbookPage(lang: SbLang, theme: 'light' | 'dark' = 'dark'): string {
  return sandboxPage({
    lang,
    title: SB_TEXTS[lang].title,
    style: STYLE,
    cover: true,
    head: '<meta name="referrer" content="no-referrer">\n',
    htmlAttributes: ` data-theme="${theme}"`,
    body: `<div id="app" data-ready="false"><p class="note">${SB_TEXTS[lang].loading}</p></div>\n${jsonBlock('sb-texts', SB_TEXTS)}\n<script type="module" src="/sandbox-sportsbook/assets/sportsbook.js"></script>`,
  });
}
