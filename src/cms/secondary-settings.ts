/**
 * The CMS settings no first screen shows (SPEC §3: the SEO defaults, custom code, loyalty notices and form views),
 * loaded into the CMS store once the start is over (src/main.tsx; decision 030), so that the first screen neither waits
 * for four more requests nor carries their code. Their parts of the store keep their defaults until the answers arrive;
 * a newer locale wins as for the boot reads. A feature that comes to show one of them on a first screen moves its read
 * to the boot reads (src/api/cms/collections.ts BOOT_READS, boot-settings.ts).
 */
import { CUSTOM_CODE_POSITIONS, type CmsRead } from '../api/cms/collections.ts';
import { SECONDARY_READS, type FormField, type FormsConfig, type LoyaltyCms, type MetaDataTool, type SettingsSeo } from '../api/cms/secondary-collections.ts';
import { cmsState, type CmsLocale, type CmsState, type CustomCode } from '../stores/cms-store.ts';
import { or } from './boot-settings.ts';
import { loadCollection } from './client.ts';

// ---- merging, as boot-settings.ts does: a CMS value wins only when it is present ----

export function applyMetaDataTool(state: CmsState, data: MetaDataTool): void {
  state.customCode = (data.customCode ?? []).flatMap((entry): CustomCode[] =>
    // An entry without a known position cannot be placed, so it is skipped rather than guessed.
    entry.isEnabled === false || !entry.position || !(CUSTOM_CODE_POSITIONS as readonly string[]).includes(entry.position)
      ? []
      : [{ name: or(entry.name, ''), position: entry.position, code: entry.code }],
  );
}

export function applySettingsSeo(state: CmsState, data: SettingsSeo): void {
  state.seo = {
    defaults: or(data.defaultSeo, state.seo.defaults),
    titleTemplate: or(data.titleTemplate, state.seo.titleTemplate),
    disallowPatterns: or(data.disallowPatterns, state.seo.disallowPatterns),
  };
}

export function applyLoyalty(state: CmsState, data: LoyaltyCms): void {
  const notification = state.loyalty.notification;
  state.loyalty = {
    notices: (data.notices ?? []).map((notice) => ({ title: or(notice.title, ''), text: or(notice.text, ''), image: or(notice.image, null) })),
    notification: {
      durationMs: or(data.notification?.durationMs, notification.durationMs),
      volume: or(data.notification?.volume, notification.volume),
      delayMs: or(data.notification?.delayMs, notification.delayMs),
      sound: or(data.notification?.sound, notification.sound),
    },
    pointsAlias: or(data.pointsAlias, state.loyalty.pointsAlias),
  };
}

export function applyFormsConfig(state: CmsState, data: FormsConfig): void {
  const forms: Record<string, FormField[]> = {};
  for (const view of data.views ?? []) forms[view.view] = view.fields ?? [];
  state.forms = forms;
}

/** A collection loaded once the start is over (the first load carries only the boot's). */
interface CmsPart {
  collection: string;
  /** Fetches the collection; gives a function that applies it, or undefined on failure. */
  fetch: (locale: CmsLocale) => Promise<((state: CmsState) => void) | undefined>;
}

function part<T>(read: CmsRead<T>, apply: (state: CmsState, data: T) => void): CmsPart {
  return {
    collection: read.collection,
    fetch: async (locale) => {
      const data = await loadCollection(read.collection, read.schema, { ...read.query, locale });
      return data === undefined ? undefined : (state) => apply(state, data);
    },
  };
}

/** Loads the parts in parallel and applies each answer while `current()` holds; answers the collections that failed. */
async function loadParts(parts: readonly CmsPart[], locale: CmsLocale, current: () => boolean): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    parts.map(async ({ collection, fetch }) => {
      const apply = await fetch(locale);
      if (!current()) return;
      if (apply) apply(cmsState);
      else failed.push(collection);
    }),
  );
  return failed;
}

const settingsSeoByLocale = new Map<CmsLocale, Promise<SettingsSeo | undefined>>();

/**
 * settings-seo for `locale`, read once per language: the store's SEO defaults and the page head (src/app/pages/seo-head.tsx)
 * both take it from here, so it is one request (decision 030).
 */
export function loadSettingsSeo(locale: CmsLocale): Promise<SettingsSeo | undefined> {
  let pending = settingsSeoByLocale.get(locale);
  if (!pending) {
    const { collection, schema, query } = SECONDARY_READS.settingsSeo;
    pending = loadCollection(collection, schema, { ...query, locale });
    settingsSeoByLocale.set(locale, pending);
  }
  return pending;
}

const SECONDARY_PARTS: readonly CmsPart[] = [
  {
    collection: SECONDARY_READS.settingsSeo.collection,
    fetch: async (locale) => {
      const data = await loadSettingsSeo(locale);
      return data === undefined ? undefined : (state) => applySettingsSeo(state, data);
    },
  },
  part(SECONDARY_READS.metaDataTool, applyMetaDataTool),
  part(SECONDARY_READS.loyalty, applyLoyalty),
  part(SECONDARY_READS.formsConfig, applyFormsConfig),
];

/** Loads the secondary collections for `locale`; a failure keeps its part's defaults and joins `cmsState.failed`. */
export async function loadSecondarySettings(locale: CmsLocale): Promise<{ failed: string[] }> {
  const failed = await loadParts(SECONDARY_PARTS, locale, () => cmsState.locale === locale);
  if (cmsState.locale === locale && failed.length > 0) cmsState.failed = [...cmsState.failed, ...failed];
  return { failed };
}
