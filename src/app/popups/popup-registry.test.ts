import { describe, expect, it } from 'vitest';
import { isPropsFreePopup, POPUPS } from './popup-registry.tsx';

describe('popups opened from the address (?popup=name, SPEC §2)', () => {
  it('opens only registered popups whose props are all optional', () => {
    expect(isPropsFreePopup('authentication')).toBe(true);
    expect(isPropsFreePopup('loyalty-character-change')).toBe(true);
    expect(isPropsFreePopup('games-search')).toBe(true);
    // Their props cannot come from an address: a content that needs them would show nothing true.
    for (const name of ['campaign', 'unseen-cashback', 'bonus-confirm', 'burn-bonuses-confirm', 'promo-code-activated', 'confirm-email', 'inactivity-warning', 'reality-check', 'loyalty-shop-confirm', 'buy', 'insufficient-funds', 'loyalty-character-confirm']) expect(isPropsFreePopup(name), name).toBe(false);
  });

  it('refuses names that are not registered, and anything that is not a name', () => {
    for (const value of ['bonus-confrim', '', 'toString', '__proto__', null, undefined, 7]) expect(isPropsFreePopup(value), String(value)).toBe(false);
  });

  it('every popup of SPEC §2 has its content (issue 15 filled in the last "coming" placeholder)', () => {
    const coming = Object.entries(POPUPS)
      .filter(([, def]) => def.content === undefined)
      .map(([name]) => name)
      .sort();
    expect(coming).toEqual([]);
  });
});
