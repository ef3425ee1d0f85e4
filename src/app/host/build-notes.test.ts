import { describe, expect, it, vi } from 'vitest';
import { loadBuildNotes, parseBuildMeta } from './build-notes.ts';

const meta = { id: 'b2', changes: { uz: ['Chat', '  ', 'x'.repeat(200), 'd', 'e'], ru: ['Чат'] } };

describe('builds/meta notes (SPEC §7, issue 18 part 4)', () => {
  it('the notes in the page language, at most three short lines', () => {
    const uz = parseBuildMeta(meta, 'uz');
    expect(uz).toHaveLength(3);
    expect(uz[0]).toBe('Chat');
    expect(uz[1]).toHaveLength(120);
    expect(parseBuildMeta(meta, 'ru')).toEqual(['Чат']);
    expect(parseBuildMeta({ id: 'b2' }, 'ru')).toEqual([]);
    expect(parseBuildMeta('nope', 'ru')).toEqual([]);
  });

  it('reads latest.json for the id, then that build’s meta; a failure gives none', async () => {
    const seen: string[] = [];
    const fetcher = ((url: string) => {
      seen.push(url);
      return Promise.resolve(new Response(JSON.stringify(url.endsWith('latest.json') ? { id: 'b2' } : meta)));
    }) as unknown as typeof fetch;
    await expect(loadBuildNotes('ru', fetcher)).resolves.toEqual(['Чат']);
    expect(seen).toEqual(['/builds/latest.json', '/builds/meta/b2.json']);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = (() => Promise.resolve(new Response('no', { status: 404 }))) as unknown as typeof fetch;
    await expect(loadBuildNotes('uz', missing)).resolves.toEqual([]);
    const badId = (() => Promise.resolve(new Response(JSON.stringify({ id: '../x' })))) as unknown as typeof fetch;
    await expect(loadBuildNotes('uz', badId)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
