// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyHead } from './apply.ts';
import { buildHead } from './head.ts';
import { matchPage } from './pages.ts';
import { renderHeadTags } from './render.ts';

const head = (path: string, locale: 'uz' | 'ru', title: string) =>
  buildHead({ origin: 'https://omad.example', path, locale, page: matchPage(path), pageSeo: { title, faq: [{ question: 'Q', answer: 'A' }] }, webSettings: { favicon: '/f.svg' } });

describe('applyHead', () => {
  it('replaces the served tags with the new page’s, once each, and sets <html lang>', () => {
    document.head.innerHTML = `<meta charset="utf-8"><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/a.css">${renderHeadTags(head('/', 'uz', 'Home'))}`;
    applyHead(document, head('/promotions', 'ru', '</title><b>x</b>'));
    expect(document.documentElement.lang).toBe('ru');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('</title><b>x</b>');
    expect(document.querySelectorAll('b')).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://omad.example/ru/promotions');
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('https://omad.example/f.svg');
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.querySelector('meta[charset]')).not.toBeNull();
  });
});
