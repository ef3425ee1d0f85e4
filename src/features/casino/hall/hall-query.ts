/** The hall's URL (SPEC §2: /gamehall with `category={id}` or `providers={comma-separated ids}`), its categories and providers in order. */
import type { GetProvidersParams, Provider } from '../../../api/games.ts';
import { href } from '../../../lib/paths.ts';

/** Pseudo categories of the hall; real categories are numeric ids from games.getCategories. */
export const FAVOURITES = 'favourites';
export const RECENT = 'recent';

export interface HallQuery {
  category: string | undefined;
  providers: string[];
}

/** Reads `category` and `providers` (SPEC §2); provider ids are trimmed, deduplicated and empty ones dropped. */
export function parseHallQuery(search: string): HallQuery {
  const query = new URLSearchParams(search);
  const category = query.get('category')?.trim() || undefined;
  const providers = [...new Set((query.get('providers') ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
  return { category, providers };
}

export function hallHref(query: HallQuery): string {
  const params: Record<string, string> = {};
  if (query.category) params.category = query.category;
  if (query.providers.length > 0) params.providers = query.providers.join(',');
  return href('gamehall', undefined, params);
}

/** SPEC §7: games.getProviders with fields game_params and types casino,slot,live,fast (the hall's filter and /providers share the read). */
export const PROVIDER_PARAMS: GetProvidersParams = { fields: ['game_params'], types: ['casino', 'slot', 'live', 'fast'] };

/** The CMS providersOrder first, then by name. */
export function sortProviders(providers: readonly Provider[], order: readonly string[]): Provider[] {
  const rank = (sysname: string) => {
    const at = order.indexOf(sysname);
    return at < 0 ? order.length : at;
  };
  return [...providers].sort((a, b) => rank(a.sysname) - rank(b.sysname) || (a.name ?? a.sysname).localeCompare(b.name ?? b.sysname));
}

