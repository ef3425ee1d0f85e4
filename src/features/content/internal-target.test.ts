// @vitest-environment jsdom
import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { internalTarget } from './internal-target.ts';

function tap(html: string, init: Partial<Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-tap]') ?? document.body;
  return internalTarget({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target, ...init } as unknown as MouseEvent, 'https://omad.example');
}

describe('internalTarget (CMS links inside the app)', () => {
  it('gives the app path of a link to the app, without the locale prefix, keeping query and hash', () => {
    expect(tap('<a href="/promotions" data-tap>x</a>')).toBe('/promotions');
    expect(tap('<a href="/ru/promotions?x=1#top"><b data-tap>x</b></a>')).toBe('/promotions?x=1#top');
    expect(tap('<a href="https://omad.example/gamehall" data-tap>x</a>')).toBe('/gamehall');
  });

  it('leaves other sites, new tabs, downloads, anchors, modified clicks and unsafe links alone', () => {
    expect(tap('<a href="https://t.me/x" data-tap>x</a>')).toBeUndefined();
    expect(tap('<a href="/promotions" target="_blank" data-tap>x</a>')).toBeUndefined();
    expect(tap('<a href="/file.pdf" download data-tap>x</a>')).toBeUndefined();
    expect(tap('<a href="#faq" data-tap>x</a>')).toBeUndefined();
    expect(tap('<a href="/promotions" data-tap>x</a>', { ctrlKey: true })).toBeUndefined();
    expect(tap('<a href="/promotions" data-tap>x</a>', { button: 1 })).toBeUndefined();
    expect(tap('<a href="javascript:alert(1)" data-tap>x</a>')).toBeUndefined();
    expect(tap('<a href="//evil.example/x" data-tap>x</a>')).toBeUndefined();
    expect(tap('<p data-tap>no link</p>')).toBeUndefined();
  });
});
