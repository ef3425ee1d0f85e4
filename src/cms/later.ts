/**
 * The CMS collections no screen shows yet (SPEC §3: the SEO defaults, custom code, loyalty notices and form views),
 * read after the first screen, when the browser is idle (src/main.tsx), so that the first screen neither waits for
 * four more requests nor carries their schemas (issue 12 part 1). Their parts of the store keep their defaults until
 * the answers arrive; a newer locale wins as for the boot reads. A feature that comes to show one of them should move
 * its read to the boot reads (schemas.ts, store.ts) if its first screen needs it.
 */
import { array, boolean, number, string, type, type Infer } from 'superstruct';
import { CUSTOM_CODE_POSITIONS, MediaUrl, opt, read, SEO_POPULATE, SeoData, StringList, tolerantEnum, type CmsRead } from './schemas.ts';
import { cmsState, or, type CmsLocale, type CmsState, type CustomCode } from './store.ts';
import { loadCollection } from './client.ts';

// ---- settings-seo: the SEO defaults (SPEC §3 "SEO data") ----

export const SettingsSeo = type({
  defaultSeo: opt(SeoData),
  titleTemplate: opt(string()),
  // SPEC §9: robots rules add "noindex, follow" for disallowed patterns.
  disallowPatterns: StringList,
});
export type SettingsSeo = Infer<typeof SettingsSeo>;

// ---- meta-data-tool: custom code (SPEC §3 "Custom code entry") ----

export const CustomCodeEntry = type({
  name: opt(string()),
  isEnabled: opt(boolean()),
  position: tolerantEnum(CUSTOM_CODE_POSITIONS),
  code: string(),
});
export type CustomCodeEntry = Infer<typeof CustomCodeEntry>;

export const MetaDataTool = type({ customCode: opt(array(CustomCodeEntry)) });
export type MetaDataTool = Infer<typeof MetaDataTool>;

// ---- loyalty, forms-config ----

export const LoyaltyCms = type({
  notices: opt(array(type({ title: opt(string()), text: opt(string()), image: MediaUrl }))),
  notification: opt(type({ durationMs: opt(number()), volume: opt(number()), delayMs: opt(number()), sound: MediaUrl })),
  pointsAlias: opt(string()),
});
export type LoyaltyCms = Infer<typeof LoyaltyCms>;

export const FormField = type({
  name: string(),
  type: opt(string()),
  isRequired: opt(boolean()),
  mask: opt(string()),
  regex: opt(string()),
});
export type FormField = Infer<typeof FormField>;

export const FormsConfig = type({ views: opt(array(type({ view: string(), fields: opt(array(FormField)) }))) });
export type FormsConfig = Infer<typeof FormsConfig>;

/** The reads made after the first screen (SPEC §7 "CMS reads"). */
export const LATER_READS = {
  settingsSeo: read('settings-seo', SettingsSeo, { populate: { defaultSeo: SEO_POPULATE } }),
  metaDataTool: read('meta-data-tool', MetaDataTool, { populate: '*' }),
  loyalty: read('loyalty', LoyaltyCms, { populate: { notices: { populate: '*' }, notification: { populate: '*' } } }),
  formsConfig: read('forms-config', FormsConfig, { populate: { views: { populate: '*' } } }),
} as const;

// ---- merging, as store.ts does: a CMS value wins only when it is present ----

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

/** A collection loaded after the first screen (moved here from store.ts: the first load carries only the boot's). */
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
 * settings-seo for `locale`, read once per language: the store's SEO defaults and the page head (src/app/seo-head.tsx)
 * both take it from here, so it is one request (decision 030).
 */
export function loadSettingsSeo(locale: CmsLocale): Promise<SettingsSeo | undefined> {
  let pending = settingsSeoByLocale.get(locale);
  if (!pending) {
    const { collection, schema, query } = LATER_READS.settingsSeo;
    pending = loadCollection(collection, schema, { ...query, locale });
    settingsSeoByLocale.set(locale, pending);
  }
  return pending;
}

const LATER_PARTS: readonly CmsPart[] = [
  {
    collection: LATER_READS.settingsSeo.collection,
    fetch: async (locale) => {
      const data = await loadSettingsSeo(locale);
      return data === undefined ? undefined : (state) => applySettingsSeo(state, data);
    },
  },
  part(LATER_READS.metaDataTool, applyMetaDataTool),
  part(LATER_READS.loyalty, applyLoyalty),
  part(LATER_READS.formsConfig, applyFormsConfig),
];

/** Loads the later collections for `locale`; a failure keeps its part's defaults and joins `cmsState.failed`. */
export async function loadCmsLater(locale: CmsLocale): Promise<{ failed: string[] }> {
  const failed = await loadParts(LATER_PARTS, locale, () => cmsState.locale === locale);
  if (cmsState.locale === locale && failed.length > 0) cmsState.failed = [...cmsState.failed, ...failed];
  return { failed };
}
