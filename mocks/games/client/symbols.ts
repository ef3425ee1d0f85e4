/** The slot's reel symbols as small inline SVGs (no image files, no emoji fonts needed). */
import type { SlotSymbol } from '../fair.ts';

const SVG = (body: string) => `<svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">${body}</svg>`;

export const SYMBOL_SVG: Readonly<Record<SlotSymbol, string>> = {
  cherry: SVG('<path d="M32 10 C30 24 22 30 20 38 M32 10 C36 24 42 30 44 38" stroke="#2e7d32" stroke-width="4" fill="none"/><circle cx="20" cy="44" r="11" fill="#d32f2f"/><circle cx="44" cy="44" r="11" fill="#c62828"/>'),
  lemon: SVG('<ellipse cx="32" cy="34" rx="22" ry="16" fill="#fdd835" stroke="#f9a825" stroke-width="3"/>'),
  grape: SVG('<circle cx="24" cy="24" r="8" fill="#7b1fa2"/><circle cx="40" cy="24" r="8" fill="#7b1fa2"/><circle cx="32" cy="36" r="8" fill="#8e24aa"/><circle cx="20" cy="38" r="7" fill="#6a1b9a"/><circle cx="44" cy="38" r="7" fill="#6a1b9a"/><circle cx="32" cy="50" r="7" fill="#8e24aa"/>'),
  bell: SVG('<path d="M32 8 C18 8 16 24 16 34 L10 46 H54 L48 34 C48 24 46 8 32 8 Z" fill="#ffb300" stroke="#ff8f00" stroke-width="3"/><circle cx="32" cy="52" r="5" fill="#ff8f00"/>'),
  star: SVG('<polygon points="32,6 39,24 58,24 43,36 49,56 32,44 15,56 21,36 6,24 25,24" fill="#ffd54f" stroke="#fbc02d" stroke-width="3"/>'),
  seven: SVG('<text x="32" y="50" text-anchor="middle" font-size="52" font-weight="900" font-family="system-ui,sans-serif" fill="#e53935" stroke="#b71c1c" stroke-width="2">7</text>'),
};
