/**
 * The CMS collections no first screen shows (SPEC §3: the SEO defaults, custom code, loyalty notices and form views):
 * their schemas and reads, part of the contract floor (decision 031) beside collections.ts. The app reads them once the
 * start is over (src/cms/secondary-settings.ts), so the first load carries none of this; the edge (server/head.ts)
 * reads the SEO defaults and custom code with the same declarations.
 */
import { array, boolean, number, string, type, type Infer } from 'superstruct';
import { CUSTOM_CODE_POSITIONS, MediaUrl, opt, read, SEO_POPULATE, SeoData, StringList, tolerantEnum } from './collections.ts';

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

/** The reads made once the start is over (SPEC §7 "CMS reads"). */
export const SECONDARY_READS = {
  settingsSeo: read('settings-seo', SettingsSeo, { populate: { defaultSeo: SEO_POPULATE } }),
  metaDataTool: read('meta-data-tool', MetaDataTool, { populate: '*' }),
  loyalty: read('loyalty', LoyaltyCms, { populate: { notices: { populate: '*' }, notification: { populate: '*' } } }),
  formsConfig: read('forms-config', FormsConfig, { populate: { views: { populate: '*' } } }),
} as const;
