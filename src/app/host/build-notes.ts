/**
 * What a newly deployed build changed (SPEC §7 builds/meta): when the app learns of a new build, it
 * reads `builds/latest.json` for the new id, then `builds/meta/<id>.json` (`{ id, changes: { uz: […], ru: […] } }`,
 * written by the build from release-notes.json), so the prompt to reload can say what changed. Loaded only then.
 * Any failure gives no notes: the prompt says only that a new version is ready (SPEC §8).
 */
import type { Locale } from '../../i18n/index.ts';

const ID = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_LINES = 3;
const MAX_LINE = 120;

/** The notes in `locale` from a builds/meta answer; [] when it does not fit. */
export function parseBuildMeta(value: unknown, locale: Locale): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const changes = (value as { changes?: unknown }).changes;
  if (typeof changes !== 'object' || changes === null) return [];
  const lines = (changes as Record<string, unknown>)[locale];
  if (!Array.isArray(lines)) return [];
  return lines
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .slice(0, MAX_LINES)
    .map((line) => (line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line.trim()));
}

async function json(fetcher: typeof fetch, url: string): Promise<unknown> {
  const response = await fetcher(url, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

export async function loadBuildNotes(locale: Locale, fetcher: typeof fetch = fetch): Promise<string[]> {
  try {
    const latest = await json(fetcher, '/builds/latest.json');
    const id = typeof latest === 'object' && latest !== null ? (latest as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || !ID.test(id)) return [];
    return parseBuildMeta(await json(fetcher, `/builds/meta/${id}.json`), locale);
  } catch (error) {
    console.warn('[omad] build notes not read', error);
    return [];
  }
}
