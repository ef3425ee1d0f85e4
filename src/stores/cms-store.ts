/**
 * The CMS settings (SPEC §3 "CMS feature settings" and friends) as the app's valtio store (decision 031: app-wide
 * state lives in src/stores). Every part has a documented default that stays in place when its collection fails to
 * load (SPEC §8 "Most load failures leave defaults"), and every field the CMS leaves empty (null) also keeps its
 * default. Where each part comes from:
 *
 *   common          languages, logos, feature toggles, validation overrides, image mappings, promo code errors
 *   auth-config     settings.auth
 *   prazer-config   full-screen visibility, loyalty/character flags, characters place, balance updates
 *   meta-data-tool  custom code
 *   settings-seo    SEO defaults
 *   redirects       redirects
 *   games-config, cashier-config, search-config, loyalty, forms-config: their own parts
 *
 * src/cms fills it: the boot collections (src/cms/boot-settings.ts) and the secondary ones once the start is over
 * (src/cms/secondary-settings.ts).
 */
import { proxy } from 'valtio';
import { DEFAULT_BALANCE_SETTINGS } from '../api/balance-defaults.ts';
import { GAME_PAGE_SIZES } from '../api/game-pages.ts';
import type { BalanceUpdateSettings } from '../api/metadata.ts';
import {
  DEFAULT_IMAGE_MAPPINGS,
  GAME_SEARCH_TYPES,
  type CharactersPlace,
  type CustomCodePosition,
  type DepositDetailPlace,
  type DepositView,
  type FullScreenVisibility,
  type GameSearchType,
  type ImageMappings,
  type PaymentMethodInfo,
  type SeoData,
} from '../api/cms/collections.ts';
import type { FormField } from '../api/cms/secondary-collections.ts';
import type { Locale } from '../api/locales.ts';

export type CmsLocale = Locale;

export interface Toggle {
  isEnabled: boolean;
}

export interface CheckboxConfig {
  isActive: boolean;
  defaultValue: boolean;
}

export interface AuthSettings {
  /** Show the confirm-email popup after registration. */
  isConfirmEmailPopup: boolean;
  isCharacterSelect: boolean;
  isPromoCodeShown: boolean;
  isPromoCodeShownByDefault: boolean;
  termsCheckbox: CheckboxConfig;
  notifyCheckbox: CheckboxConfig;
  markBetting: boolean;
  /** Ways to sign in and register, e.g. phone, email, telegram. */
  authTypes: string[];
}

export interface FeatureSettings {
  twoFactor: Toggle;
  identityVerification: Toggle & {
    isRequiredForWithdrawal: boolean;
    /** Decision 033: the first deposit, real-money round or sports bet of a player not identified leads to identification first. */
    isRequiredForPlay: boolean;
  };
  responsibleGaming: Toggle;
  betHistory: Toggle & { isExportEnabled: boolean };
  noticeBetting: Toggle & { text: string };
  clickableTitle: Toggle;
  /** The sportsbook provider: its launch (null: none configured, /betting says the sportsbook is unavailable) and odds format. */
  sportsbook: { launchUrl: string | null; oddsFormat: 'decimal' | 'fractional' | 'american' };
  /** Image urls; null means "use the logo built into the app". */
  logos: { header: string | null; headerMobile: string | null; footer: string | null };
  /** SPEC §5: CMS overrides of validation messages, keyed by rule (required, email, minLength…). */
  validation: { strategy: 'eager' | 'onSubmit'; messages: Record<string, string> };
  auth: AuthSettings;
  isEnableLoyalty: boolean;
  isEnableCharacters: boolean;
}

export interface Language {
  code: string;
  language: string;
  name: string;
  dir: 'ltr' | 'rtl';
  icon: string | null;
  isDefault: boolean;
}

export interface CustomCode {
  name: string;
  position: CustomCodePosition;
  code: string;
}

export interface RedirectRule {
  from_url: string;
  to_url: string;
  external: boolean;
}

export interface CmsState {
  /** True once a boot load has finished (whatever failed). */
  loaded: boolean;
  locale: CmsLocale;
  /** Collections whose last load failed and kept their defaults. */
  failed: string[];
  settings: FeatureSettings;
  fullScreenVisibility: FullScreenVisibility;
  charactersPlace: CharactersPlace;
  languages: Language[];
  /** SPEC §3 "Balance-update settings" from the CMS (the platform's general info comes first). */
  balanceUpdate: BalanceUpdateSettings;
  /** Enabled entries only. */
  customCode: CustomCode[];
  seo: { defaults: SeoData; titleTemplate: string; disallowPatterns: string[] };
  redirects: RedirectRule[];
  imageMappings: ImageMappings;
  promoCodeErrors: Record<string, string>;
  /** Words for a refused offer by its error_data.offer_id key, as promoCodeErrors (decision 011). */
  offerErrors: Record<string, string>;
  games: { pageSize: number; pageSizeMobile: number; pageSizeAll: number; isDemoEnabled: boolean; providersOrder: string[] };
  search: { isEnabled: boolean; types: GameSearchType[]; minQueryLength: number };
  cashier: {
    depositView: DepositView;
    depositDetailPlace: DepositDetailPlace;
    paymentMethods: PaymentMethodInfo[];
    /** Currency -> preset amounts (SPEC §3 "Deposit amount presets"). */
    amountPresets: Record<string, { value: number }[]>;
  };
  loyalty: { notices: { title: string; text: string; image: string | null }[]; notification: { durationMs: number; volume: number; delayMs: number; sound: string | null }; pointsAlias: string };
  /** Form view name -> its fields. */
  forms: Record<string, FormField[]>;
}

/** The defaults, each a safe choice for a site whose CMS is unreachable. */
export function cmsDefaults(): CmsState {
  return {
    loaded: false,
    locale: 'uz',
    failed: [],
    settings: {
      // Off until the operator turns them on: none of them can work half-configured.
      twoFactor: { isEnabled: false },
      // Identification before real-money play is the licence's rule (decision 033): on unless the operator turns it off.
      identityVerification: { isEnabled: false, isRequiredForWithdrawal: false, isRequiredForPlay: true },
      // Responsible-gaming tools stay visible unless the operator hides them.
      responsibleGaming: { isEnabled: true },
      // Without the CMS, exports are offered where the platform offers them (general info).
      betHistory: { isEnabled: true, isExportEnabled: true },
      noticeBetting: { isEnabled: false, text: '' },
      clickableTitle: { isEnabled: false },
      sportsbook: { launchUrl: null, oddsFormat: 'decimal' },
      logos: { header: null, headerMobile: null, footer: null },
      // SPEC §5: default strategy eager; default messages live with the validation rules.
      validation: { strategy: 'eager', messages: {} },
      auth: {
        isConfirmEmailPopup: false,
        isCharacterSelect: false,
        isPromoCodeShown: true,
        isPromoCodeShownByDefault: false,
        termsCheckbox: { isActive: true, defaultValue: false },
        notifyCheckbox: { isActive: true, defaultValue: false },
        markBetting: false,
        authTypes: ['phone', 'email'],
      },
      // SPEC §6: loyalty needs one of these flags; off without the CMS.
      isEnableLoyalty: false,
      isEnableCharacters: false,
    },
    fullScreenVisibility: 'none',
    charactersPlace: 'profile-loyalty-pages',
    // SPEC §1: uz (default) and ru.
    languages: [
      { code: 'uz', language: 'uz-UZ', name: "O'zbekcha", dir: 'ltr', icon: null, isDefault: true },
      { code: 'ru', language: 'ru-RU', name: 'Русский', dir: 'ltr', icon: null, isDefault: false },
    ],
    balanceUpdate: { ...DEFAULT_BALANCE_SETTINGS },
    customCode: [],
    seo: { defaults: { robots: 'index, follow' }, titleTemplate: '%s', disallowPatterns: [] },
    redirects: [],
    imageMappings: DEFAULT_IMAGE_MAPPINGS,
    promoCodeErrors: {},
    offerErrors: {},
    games: { ...GAME_PAGE_SIZES, isDemoEnabled: true, providersOrder: [] },
    search: { isEnabled: true, types: [...GAME_SEARCH_TYPES], minQueryLength: 3 },
    cashier: { depositView: 'ContainerView', depositDetailPlace: 'header-cashier', paymentMethods: [], amountPresets: {} },
    // SPEC §9: loyalty notification 5 s, volume 0.5, shown after 300 ms.
    loyalty: { notices: [], notification: { durationMs: 5000, volume: 0.5, delayMs: 300, sound: null }, pointsAlias: '' },
    forms: {},
  };
}

export const cmsState = proxy<CmsState>(cmsDefaults());

/** Back to the defaults (tests; a fresh start). */
export function reset(): void {
  Object.assign(cmsState, cmsDefaults());
}
