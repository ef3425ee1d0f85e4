/**
 * The CMS reads of the contract floor (decision 031; SPEC §3, §7 "CMS reads"): the schema of each flattened answer and
 * the query each read sends. One declaration per collection, used by the CMS client and store, the edge's head
 * (server/head.ts), the sandbox's first screen and its contract tests, so none of them can drift.
 *
 * Tolerant on purpose (STYLE.md "Data at the edges"): `type()` keeps unknown fields, Strapi's
 * null for an empty field is accepted everywhere, and an enum value this build does not know
 * becomes null (the store then keeps its default) instead of failing the whole collection.
 *
 * The collections no first screen shows (SEO defaults, custom code, loyalty notices, form views) are declared in
 * secondary-collections.ts, so the first load does not carry their schemas.
 */
import {
  array,
  boolean,
  coerce,
  enums,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';
import type { CmsQuery } from './query.ts';

/** A field Strapi may leave out (not populated) or answer as null (empty). */
export function opt<T, S>(struct: Struct<T, S>) {
  return optional(nullable(struct));
}

/** An enum that turns an unknown value into null rather than failing. */
export function tolerantEnum<const V extends string>(values: readonly V[]) {
  const known = enums(values);
  return optional(nullable(coerce(known, string(), (value) => ((values as readonly string[]).includes(value) ? value : null))));
}

/** After flattening, an image or audio field is its url (SPEC §3). */
export const MediaUrl = opt(string());
export const StringList = opt(array(string()));
const Flag = type({ isEnabled: opt(boolean()) });

// SPEC §9 enumerations.
export const FULL_SCREEN_VISIBILITY = ['all', 'telegram', 'product', 'none'] as const;
export type FullScreenVisibility = (typeof FULL_SCREEN_VISIBILITY)[number];
export const CHARACTERS_PLACES = ['profile-page', 'loyalty-page', 'profile-loyalty-pages'] as const;
export type CharactersPlace = (typeof CHARACTERS_PLACES)[number];
export const CUSTOM_CODE_POSITIONS = ['head', 'bodyStart', 'bodyEnd'] as const;
export type CustomCodePosition = (typeof CUSTOM_CODE_POSITIONS)[number];
export const GAME_SEARCH_TYPES = ['all', 'casino', 'slot', 'live', 'fast'] as const;
export type GameSearchType = (typeof GAME_SEARCH_TYPES)[number];
export const DEPOSIT_VIEWS = ['ContainerView', 'ContainerScrollView'] as const;
export type DepositView = (typeof DEPOSIT_VIEWS)[number];
export const DEPOSIT_DETAIL_PLACES = ['header-cashier', 'header-profile-menu'] as const;
export type DepositDetailPlace = (typeof DEPOSIT_DETAIL_PLACES)[number];

// ---- common: languages, logos, feature toggles, validation overrides, image mappings ----

export const LanguageEntry = type({
  code: string(),
  language: opt(string()),
  name: string(),
  dir: tolerantEnum(['ltr', 'rtl']),
  icon: MediaUrl,
  isDefault: opt(boolean()),
});
export type LanguageEntry = Infer<typeof LanguageEntry>;

const ImageKeyMapping = record(string(), string());

/**
 * SPEC §3 image mappings: CMS key -> app key, e.g. `{ image_735_240: 'desktop_image', image_360_520: 'mobile_image' }`.
 * The operator names image slots after their sizes, the app after their use; the CMS holds the mapping, so a new size
 * needs no release.
 */
export type ImageKeyMapping = Readonly<Record<string, string>>;
export type ImageKind = 'banner' | 'offer' | 'tournament' | 'jackpot';
export type ImageMappings = Readonly<Record<ImageKind, ImageKeyMapping>>;

/**
 * Used until the CMS answers (SPEC §8 "Most load failures leave defaults"), by the app and by the edge that draws home's
 * first paint (mocks/http/first-screen.ts).
 */
export const DEFAULT_IMAGE_MAPPINGS: ImageMappings = {
  banner: { image_735_240: 'desktop_image', image_360_520: 'mobile_image' },
  offer: { image_735_240: 'desktop_image', image_360_520: 'mobile_image' },
  tournament: { image_735_240: 'desktop_image', image_360_520: 'mobile_image' },
  jackpot: { image_735_240: 'desktop_image', image_360_520: 'mobile_image' },
};

export const CommonSettings = type({
  languages: opt(array(LanguageEntry)),
  logos: opt(type({ header: MediaUrl, headerMobile: MediaUrl, footer: MediaUrl })),
  twoFactor: opt(Flag),
  identityVerification: opt(type({ isEnabled: opt(boolean()), isRequiredForWithdrawal: opt(boolean()), isRequiredForPlay: opt(boolean()) })),
  responsibleGaming: opt(Flag),
  betHistory: opt(type({ isEnabled: opt(boolean()), isExportEnabled: opt(boolean()) })),
  noticeBetting: opt(type({ isEnabled: opt(boolean()), text: opt(string()) })),
  clickableTitle: opt(Flag),
  // The operator's sportsbook provider (docs/decisions/029-vendors-by-configuration.md): where the app exchanges the
  // session for a launch (a path on the app's origin the deployment proxies to its provider adapter, or a URL) and
  // the odds format the frame shows.
  sportsbook: opt(type({ launchUrl: opt(string()), oddsFormat: tolerantEnum(['decimal', 'fractional', 'american']) })),
  // SPEC §1, §5: validation messages overridable from the CMS.
  validation: opt(type({ strategy: tolerantEnum(['eager', 'onSubmit']), messages: opt(record(string(), string())) })),
  imageMappings: opt(
    type({ banner: opt(ImageKeyMapping), offer: opt(ImageKeyMapping), tournament: opt(ImageKeyMapping), jackpot: opt(ImageKeyMapping) }),
  ),
  // SPEC §8: promo code error texts, keyed by the platform's error_data key.
  promoCodeErrors: opt(record(string(), string())),
  // Offer refusal texts the same way, keyed by the platform's error_data.offer_id key (NOT_ELIGIBLE, EXPIRED, ...).
  offerErrors: opt(record(string(), string())),
});
export type CommonSettings = Infer<typeof CommonSettings>;

// ---- auth-config (SPEC §3 "auth config") ----

const Checkbox = type({ isActive: opt(boolean()), defaultValue: opt(boolean()) });

export const AuthConfig = type({
  isConfirmEmailPopup: opt(boolean()),
  isCharacterSelect: opt(boolean()),
  isPromoCodeShown: opt(boolean()),
  isPromoCodeShownByDefault: opt(boolean()),
  termsCheckbox: opt(Checkbox),
  notifyCheckbox: opt(Checkbox),
  markBetting: opt(boolean()),
  authTypes: StringList,
});
export type AuthConfig = Infer<typeof AuthConfig>;

// ---- prazer-config: the product's own switches ----

export const BalanceUpdateSettings = type({
  countSecondsForDelayBetweenClick: opt(number()),
  isEnabledInterval: opt(boolean()),
  countSecondsForInterval: opt(number()),
  isEnabledTurnOffRequests: opt(boolean()),
  countMinutesAfterWhichRequestsTurnedOff: opt(number()),
  isEnabledRequestsAfterClick: opt(boolean()),
});

export const PrazerConfig = type({
  fullScreenVisibility: tolerantEnum(FULL_SCREEN_VISIBILITY),
  isEnableLoyalty: opt(boolean()),
  isEnableCharacters: opt(boolean()),
  charactersPlace: tolerantEnum(CHARACTERS_PLACES),
  balanceUpdate: opt(BalanceUpdateSettings),
});
export type PrazerConfig = Infer<typeof PrazerConfig>;

// ---- games-config, search-config, cashier-config ----

export const GamesConfig = type({
  pageSize: opt(number()),
  pageSizeMobile: opt(number()),
  pageSizeAll: opt(number()),
  isDemoEnabled: opt(boolean()),
  providersOrder: StringList,
});
export type GamesConfig = Infer<typeof GamesConfig>;

export const SearchConfig = type({
  isEnabled: opt(boolean()),
  types: StringList,
  minQueryLength: opt(number()),
});
export type SearchConfig = Infer<typeof SearchConfig>;

export const PaymentMethodInfo = type({
  sysname: string(),
  icons: StringList,
  descriptions: opt(array(type({ title: opt(string()), text: opt(string()) }))),
});
export type PaymentMethodInfo = Infer<typeof PaymentMethodInfo>;

export const CashierConfig = type({
  depositView: tolerantEnum(DEPOSIT_VIEWS),
  depositDetailPlace: tolerantEnum(DEPOSIT_DETAIL_PLACES),
  paymentMethods: opt(array(PaymentMethodInfo)),
  // SPEC §3 "Deposit amount presets: per currency, a list of entries with a value field".
  amountPresets: opt(array(type({ currency: string(), values: array(type({ value: number() })) }))),
});
export type CashierConfig = Infer<typeof CashierConfig>;

// ---- SEO (SPEC §3 "SEO data") ----

/** One question of a FAQ block (SPEC §3 "SEO data" faq, a content page's faq): shown, and given to search engines as JSON-LD. */
const FaqEntry = type({ question: string(), answer: string() });
export type FaqItem = Infer<typeof FaqEntry>;

export const SeoData = type({
  title: opt(string()),
  description: opt(string()),
  openGraph: opt(type({ title: opt(string()), description: opt(string()), image: MediaUrl, type: opt(string()), url: opt(string()) })),
  robots: opt(string()),
  meta: opt(array(type({ name: opt(string()), property: opt(string()), content: string() }))),
  canonical: opt(string()),
  organization: opt(
    type({
      name: opt(string()),
      url: opt(string()),
      logo: MediaUrl,
      contactPoint: opt(
        type({ telephone: opt(string()), contactType: opt(string()), areaServed: opt(union([string(), array(string())])), availableLanguage: StringList }),
      ),
      sameAs: StringList,
    }),
  ),
  product: opt(type({ name: opt(string()), image: MediaUrl, description: opt(string()), sku: opt(string()), brandName: opt(string()) })),
  faq: opt(array(FaqEntry)),
  article: opt(
    type({ headline: opt(string()), description: opt(string()), image: MediaUrl, datePublished: opt(string()), dateModified: opt(string()) }),
  ),
  text: opt(string()),
  replacements: opt(record(string(), string())),
});
export type SeoData = Infer<typeof SeoData>;

export const PageSeo = type({ url: string(), seo: opt(SeoData) });
export type PageSeo = Infer<typeof PageSeo>;
export const PageSeoList = array(PageSeo);

/**
 * A content page of the catch-all `/{slug}` route (SPEC §2); `body` is CMS rich text, sanitised before it is shown;
 * `faq` its FAQ blocks (shown as questions that open, and given to search engines as FAQ JSON-LD).
 */
export const ContentPage = type({ slug: string(), title: string(), body: opt(string()), faq: opt(array(FaqEntry)) });
export type ContentPage = Infer<typeof ContentPage>;
export const ContentPageList = array(ContentPage);

export const DomainSeo = type({ host: string(), seo: opt(SeoData), robots: opt(string()) });
export type DomainSeo = Infer<typeof DomainSeo>;
export const DomainSeoList = array(DomainSeo);

export const WebSettings = type({ favicon: MediaUrl, appleTouchIcon: MediaUrl, themeColor: opt(string()) });
export type WebSettings = Infer<typeof WebSettings>;

// ---- redirects (SPEC §2 "CMS redirects use a from_url wildcard pattern with *") ----

export const Redirect = type({ from_url: string(), to_url: string(), external: opt(boolean()) });
export type Redirect = Infer<typeof Redirect>;
export const RedirectList = array(Redirect);

// ---- banners by locale (SPEC §3 "Auth banner", "Menu banner") ----

export const AuthBanner = type({
  isExist: opt(boolean()),
  label: opt(string()),
  value: opt(string()),
  addition: opt(string()),
  image_360_520: MediaUrl,
  image_735_240: MediaUrl,
});
export type AuthBanner = Infer<typeof AuthBanner>;

export const MenuBanner = type({
  isExist: opt(boolean()),
  title: opt(string()),
  subtitle: opt(string()),
  buttonTitle: opt(string()),
  buttonSlug: opt(string()),
  image: MediaUrl,
  publicTitle: opt(string()),
  publicSubtitle: opt(string()),
  publicButtonTitle: opt(string()),
  publicImage: MediaUrl,
});
export type MenuBanner = Infer<typeof MenuBanner>;

export const CmsBanners = type({ authBanner: opt(AuthBanner), menuBanner: opt(MenuBanner) });
export type CmsBanners = Infer<typeof CmsBanners>;

// ---- the reads: collection, schema and populate ----

/** Deep populate of an SEO component: its nested components and their images. */
export const SEO_POPULATE = {
  populate: {
    openGraph: { populate: '*' },
    meta: true,
    organization: { populate: '*' },
    product: { populate: '*' },
    faq: true,
    article: { populate: '*' },
  },
} as const;

export interface CmsRead<T> {
  collection: string;
  schema: Struct<T>;
  /** Populate and other query keys; the locale is added by the caller. */
  query: CmsQuery;
}

export function read<T>(collection: string, schema: Struct<T>, query: CmsQuery): CmsRead<T> {
  return { collection, schema, query };
}

/**
 * The boot reads (SPEC §7 "CMS reads"), in the order they are listed there: what the first screen of some route shows.
 * The collections no screen shows yet are read once the start is over (secondary-collections.ts).
 */
export const BOOT_READS = {
  prazerConfig: read('prazer-config', PrazerConfig, { populate: '*' }),
  cashierConfig: read('cashier-config', CashierConfig, { populate: { paymentMethods: { populate: '*' }, amountPresets: { populate: '*' } } }),
  searchConfig: read('search-config', SearchConfig, { populate: '*' }),
  gamesConfig: read('games-config', GamesConfig, { populate: '*' }),
  common: read('common', CommonSettings, {
    populate: {
      languages: { populate: '*' },
      logos: { populate: '*' },
      twoFactor: true,
      identityVerification: true,
      responsibleGaming: true,
      betHistory: true,
      noticeBetting: true,
      clickableTitle: true,
      sportsbook: true,
      validation: true,
    },
  }),
  authConfig: read('auth-config', AuthConfig, { populate: '*' }),
  redirects: read('redirects', RedirectList, { pagination: { pageSize: 100 } }),
} as const;

/** Reads made per page or per host, outside the boot (src/cms/reads.ts). */
export const PAGE_READS = {
  seos: read('seos', PageSeoList, { populate: { seo: SEO_POPULATE } }),
  domainSeo: read('domain-seo', DomainSeoList, { populate: { seo: SEO_POPULATE } }),
  webSettings: read('web-settings', WebSettings, { populate: '*' }),
  banners: read('banners', CmsBanners, { populate: { authBanner: { populate: '*' }, menuBanner: { populate: '*' } } }),
  contentPages: read('pages', ContentPageList, { fields: ['slug', 'title', 'body'], populate: { faq: true } }),
} as const;
