/**
 * The CMS boot collections (SPEC §7 "CMS reads": what the first screen of some route shows) loaded into the CMS store
 * (src/stores/cms-store.ts), and the merging every CMS part shares: a CMS value wins only when it is present (not
 * null, not left out), so each part keeps its documented default otherwise (SPEC §8).
 */
import { record, string, type, unknown } from 'superstruct';
import {
  BOOT_READS,
  GAME_SEARCH_TYPES,
  type AuthConfig,
  type CashierConfig,
  type CommonSettings,
  type CmsRead,
  type GameSearchType,
  type GamesConfig,
  type PrazerConfig,
  type Redirect,
  type SearchConfig,
} from '../api/cms/collections.ts';
import { bootDataKeptAt, takeBootData } from '../lib/boot-data.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/device-storage.ts';
import { nextTask } from '../lib/next-task.ts';
import { cmsState, type CmsLocale, type CmsState, type Language } from '../stores/cms-store.ts';
import { fetchCollectionBody, parseCollection } from './client.ts';
import { mappingOr } from './images.ts';

// ---- merging: a CMS value wins only when it is present (not null, not left out) ----

export function or<T>(value: T | null | undefined, fallback: T): T {
  return value === null || value === undefined ? fallback : value;
}

/** Each field of `fallback` taken from `value` where the CMS gives it (not null, not left out); no other field. */
function merged<T extends object>(value: { readonly [K in keyof T]?: T[K] | null } | null | undefined, fallback: T): T {
  const result = { ...fallback };
  for (const key in fallback) result[key] = or<T[typeof key]>(value?.[key], fallback[key]);
  return result;
}

function nonEmpty<T>(list: T[] | null | undefined, fallback: T[]): T[] {
  return list && list.length > 0 ? list : fallback;
}


export function applyCommon(state: CmsState, data: CommonSettings): void {
  const settings = state.settings;
  settings.twoFactor = merged(data.twoFactor, settings.twoFactor);
  settings.identityVerification = merged(data.identityVerification, settings.identityVerification);
  settings.responsibleGaming = merged(data.responsibleGaming, settings.responsibleGaming);
  settings.betHistory = merged(data.betHistory, settings.betHistory);
  settings.noticeBetting = merged(data.noticeBetting, settings.noticeBetting);
  settings.clickableTitle = merged(data.clickableTitle, settings.clickableTitle);
  settings.sportsbook = { launchUrl: data.sportsbook?.launchUrl || settings.sportsbook.launchUrl, oddsFormat: or(data.sportsbook?.oddsFormat, settings.sportsbook.oddsFormat) };
  settings.logos = merged(data.logos, settings.logos);
  settings.validation = {
    strategy: or(data.validation?.strategy, settings.validation.strategy),
    messages: { ...or(data.validation?.messages, settings.validation.messages) },
  };
  const languages = (data.languages ?? []).map(
    (entry): Language => ({
      code: entry.code,
      language: or(entry.language, entry.code),
      name: entry.name,
      dir: or(entry.dir, 'ltr'),
      icon: or(entry.icon, null),
      isDefault: or(entry.isDefault, false),
    }),
  );
  state.languages = nonEmpty(languages, state.languages);
  const images = data.imageMappings;
  state.imageMappings = {
    banner: mappingOr(images?.banner, state.imageMappings.banner),
    offer: mappingOr(images?.offer, state.imageMappings.offer),
    tournament: mappingOr(images?.tournament, state.imageMappings.tournament),
    jackpot: mappingOr(images?.jackpot, state.imageMappings.jackpot),
  };
  state.promoCodeErrors = { ...or(data.promoCodeErrors, state.promoCodeErrors) };
  state.offerErrors = { ...or(data.offerErrors, state.offerErrors) };
}

export function applyAuthConfig(state: CmsState, data: AuthConfig): void {
  const auth = state.settings.auth;
  state.settings.auth = {
    isConfirmEmailPopup: or(data.isConfirmEmailPopup, auth.isConfirmEmailPopup),
    isCharacterSelect: or(data.isCharacterSelect, auth.isCharacterSelect),
    isPromoCodeShown: or(data.isPromoCodeShown, auth.isPromoCodeShown),
    isPromoCodeShownByDefault: or(data.isPromoCodeShownByDefault, auth.isPromoCodeShownByDefault),
    termsCheckbox: merged(data.termsCheckbox, auth.termsCheckbox),
    notifyCheckbox: merged(data.notifyCheckbox, auth.notifyCheckbox),
    markBetting: or(data.markBetting, auth.markBetting),
    authTypes: nonEmpty(data.authTypes, auth.authTypes),
  };
}

export function applyPrazerConfig(state: CmsState, data: PrazerConfig): void {
  state.fullScreenVisibility = or(data.fullScreenVisibility, state.fullScreenVisibility);
  state.charactersPlace = or(data.charactersPlace, state.charactersPlace);
  state.settings.isEnableLoyalty = or(data.isEnableLoyalty, state.settings.isEnableLoyalty);
  state.settings.isEnableCharacters = or(data.isEnableCharacters, state.settings.isEnableCharacters);
  state.balanceUpdate = merged(data.balanceUpdate, state.balanceUpdate);
}

export function applyRedirects(state: CmsState, data: Redirect[]): void {
  state.redirects = data.map((entry) => ({ from_url: entry.from_url, to_url: entry.to_url, external: or(entry.external, false) }));
}

export function applyGamesConfig(state: CmsState, data: GamesConfig): void {
  state.games = merged(data, state.games);
}

export function applySearchConfig(state: CmsState, data: SearchConfig): void {
  const types = (data.types ?? []).filter((value): value is GameSearchType => (GAME_SEARCH_TYPES as readonly string[]).includes(value));
  state.search = {
    isEnabled: or(data.isEnabled, state.search.isEnabled),
    types: nonEmpty(types, state.search.types),
    minQueryLength: or(data.minQueryLength, state.search.minQueryLength),
  };
}

export function applyCashierConfig(state: CmsState, data: CashierConfig): void {
  const presets: Record<string, { value: number }[]> = {};
  for (const entry of data.amountPresets ?? []) presets[entry.currency] = entry.values.map(({ value }) => ({ value }));
  state.cashier = {
    depositView: or(data.depositView, state.cashier.depositView),
    depositDetailPlace: or(data.depositDetailPlace, state.cashier.depositDetailPlace),
    paymentMethods: or(data.paymentMethods, state.cashier.paymentMethods),
    amountPresets: data.amountPresets ? presets : state.cashier.amountPresets,
  };
}

/** One boot collection: its read, and what a checked answer fills. */
interface BootPart {
  collection: string;
  query: CmsRead<unknown>['query'];
  /** Checks an answer body with the read's schema (throws CmsError) and gives what applies it. */
  parse: (body: unknown) => (state: CmsState) => void;
}

function bootPart<T>(read: CmsRead<T>, apply: (state: CmsState, data: T) => void): BootPart {
  return {
    collection: read.collection,
    query: read.query,
    parse: (body) => {
      const data = parseCollection(read.collection, read.schema, body);
      return (state) => apply(state, data);
    },
  };
}

/** SPEC §7 "CMS reads" made at boot, each with what it fills. */
const BOOT_PARTS: readonly BootPart[] = [
  bootPart(BOOT_READS.common, applyCommon),
  bootPart(BOOT_READS.authConfig, applyAuthConfig),
  bootPart(BOOT_READS.gamesConfig, applyGamesConfig),
  bootPart(BOOT_READS.cashierConfig, applyCashierConfig),
  bootPart(BOOT_READS.searchConfig, applySearchConfig),
  bootPart(BOOT_READS.prazerConfig, applyPrazerConfig),
  bootPart(BOOT_READS.redirects, applyRedirects),
];

/** The boot answers kept for the next start (decision 015), per locale; each body is checked again when used. */
const StoredBoot = type({ locale: string(), bodies: record(string(), unknown()) });

let generation = 0;

const notLoaded = (collection: string, error: unknown) =>
  console.warn(`[cms] ${collection} not loaded, defaults kept:`, error instanceof Error ? error.message : error);

/** The parse of a body the page or storage holds, or undefined (logged) when it does not fit: the network is asked then. */
function tryParse(part: BootPart, body: unknown, from: string): ((state: CmsState) => void) | undefined {
  if (body === undefined) return undefined;
  try {
    return part.parse(body);
  } catch (error) {
    console.warn(`[cms] ${part.collection} from ${from} set aside:`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/**
 * Loads every boot collection in parallel and fills the store. Never throws: a collection that
 * fails is logged (console.warn) and its part keeps what it had (SPEC §8).
 * An answer the page carries (src/lib/boot-data.ts; decision 015) is used as it is (and read again when the page is
 * one the service worker kept from an earlier start); an answer kept from the last start is
 * shown at once and read again in the background (`revalidated`), and every answer is kept for the next start.
 * A newer call (a locale switch) wins over one still in flight. The collections no screen shows yet are loaded
 * once the start is over (secondary-settings.ts, src/main.tsx).
 */
export async function loadCmsBoot(locale: CmsLocale): Promise<{ failed: string[]; revalidated: Promise<void> }> {
  const current = ++generation;
  const live = () => current === generation;
  cmsState.locale = locale;
  // Decision 030: storage is read (and its JSON parsed and checked) only when the page did not carry a collection, so
  // a start with the inlined boot data checks each body once, where it enters.
  let kept: Record<string, unknown> | undefined;
  const keptBodies = (): Record<string, unknown> => {
    if (!kept) {
      const stored = readStored(STORAGE_KEYS.cmsBoot, StoredBoot);
      kept = stored?.locale === locale ? stored.bodies : {};
    }
    return kept;
  };
  const bodies: Record<string, unknown> = {};
  const failed: string[] = [];
  const background: Promise<void>[] = [];
  const settle = (part: BootPart, apply: (state: CmsState) => void, body: unknown) => {
    if (live()) apply(cmsState);
    bodies[part.collection] = body;
  };
  const fromNetwork = async (part: BootPart) => {
    const body = await fetchCollectionBody(part.collection, { ...part.query, locale });
    settle(part, part.parse(body), body);
  };
  await Promise.all(
    BOOT_PARTS.map(async (part) => {
      // Each collection is checked in a task of its own: together they were a long task right after the entry's.
      await nextTask();
      const inlined = takeBootData('cms', part.collection, locale);
      const fresh = tryParse(part, inlined, 'the page');
      const body = fresh ? inlined : keptBodies()[part.collection];
      const parsed = fresh ?? tryParse(part, body, 'storage');
      if (parsed) {
        // The check and the store's write (valtio proxies every new object) in tasks of their own: the largest
        // collection (common) made one long task of the two on a slow phone (decision 030, the trace table).
        await nextTask();
        settle(part, parsed, body);
        // An answer from storage, or a page the service worker kept from an earlier start: read again.
        if (!fresh || bootDataKeptAt() !== undefined) background.push(fromNetwork(part).catch((error: unknown) => notLoaded(part.collection, error)));
        return;
      }
      try {
        await fromNetwork(part);
      } catch (error) {
        notLoaded(part.collection, error);
        failed.push(part.collection);
      }
    }),
  );
  if (live()) {
    cmsState.failed = failed;
    cmsState.loaded = true;
  }
  const revalidated = Promise.all(background).then(() => {
    if (live()) writeStored(STORAGE_KEYS.cmsBoot, { locale, bodies });
  });
  return { failed, revalidated };
}
