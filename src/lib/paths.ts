/**
 * Route patterns of SPEC §2, declared once (STYLE.md "One typed route registry"). Components build URLs with
 * `href()` and never concatenate paths by hand. Paths are without the locale prefix; the router adds /ru.
 * The route table that maps each pattern to its lazy page, layout and guard is src/routes.ts.
 */
export const paths = {
  home: '/',
  icons: '/_icons',
  betting: '/betting',
  cashier: '/cashier',
  cashierBilling: '/cashier/billing',
  cashierDeposit: '/cashier/deposit',
  cashierDepositMethod: '/cashier/deposit/:sysname',
  cashierHistory: '/cashier/history',
  cashierPayCancel: '/cashier/paycancel',
  cashierPayFail: '/cashier/payfail/:transaction',
  cashierPayMobile: '/cashier/paymobile',
  cashierPayNewWindow: '/cashier/paynewwindow',
  cashierPayPending: '/cashier/paypending/:transaction',
  cashierPaySuccess: '/cashier/paysuccess/:transaction',
  cashierReceipt: '/cashier/receipt',
  cashierWallet: '/cashier/wallet',
  cashierWithdraw: '/cashier/withdraw',
  confirmation: '/confirmation',
  confirmationSuccess: '/confirmation/success',
  signIn: '/forms/sign_in',
  signUp: '/forms/sign_up',
  game: '/game/:sysname',
  gamehall: '/gamehall',
  gamehallCategory: '/gamehall/:id',
  jackpots: '/jackpots',
  jackpot: '/jackpots/:id',
  loyalty: '/loyalty',
  loyaltyShop: '/loyalty/shop',
  loyaltyProgram: '/loyalty/:sysname',
  offers: '/offers',
  offer: '/offers/:id',
  profile: '/profile',
  profileSettings: '/profile/settings',
  profileSecurity: '/profile/security',
  profileVerification: '/profile/verification',
  profileResponsibleGame: '/profile/responsible-game',
  profileBets: '/profile/bets',
  profileBetsHistory: '/profile/bets/history',
  profileBetsExports: '/profile/bets/exports',
  profileLoyalty: '/profile/loyalty',
  profileBonuses: '/profile/bonuses',
  profileCashback: '/profile/cashback',
  profileNotification: '/profile/notification',
  promotions: '/promotions',
  promotion: '/promotions/:id',
  providers: '/providers',
  support: '/support',
  tournaments: '/tournaments',
  tournament: '/tournaments/:id',
  tournamentGamehall: '/tournaments/:id/gamehall',
  unsubscribe: '/unsubscribe',
  winners: '/winners',
  responsibleGamePlaceholder: '/responsible-game',
  betsPlaceholder: '/bets/*',
  slug: '/:slug',
} as const;

export type RouteName = keyof typeof paths;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof paths)[N]>]: string | number };

/** Builds a path for a route, filling `:params` (encoded) and an optional query. */
export function href<N extends RouteName>(
  name: N,
  ...[params, query]: ParamNames<(typeof paths)[N]> extends never
    ? [params?: undefined, query?: Record<string, string>]
    : [params: RouteParams<N>, query?: Record<string, string>]
): string {
  let path: string = paths[name];
  if (params) {
    for (const [key, value] of Object.entries(params as Record<string, string | number>)) {
      path = path.replace(`:${key}`, encodeURIComponent(String(value)));
    }
  }
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** SPEC §2: uz has no prefix, ru lives under /ru. */
export function localePrefix(locale: string): string {
  return locale === 'ru' ? '/ru' : '';
}

/** Splits `/ru/profile` into its locale and the path without prefix. */
export function splitLocale(pathname: string): { locale: 'uz' | 'ru'; path: string } {
  if (pathname === '/ru' || pathname.startsWith('/ru/')) {
    return { locale: 'ru', path: pathname.slice(3) || '/' };
  }
  return { locale: 'uz', path: pathname || '/' };
}

/** The same page, query and hash in another locale (SPEC §2: changing locale rewrites the prefix). */
export function localizedUrl(locale: string, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const { path } = splitLocale(location.pathname);
  const prefix = localePrefix(locale);
  const full = prefix && path === '/' ? prefix : `${prefix}${path}`;
  return `${full}${location.search}${location.hash}`;
}

const GUARDED_SEGMENT = /(^|\/)(bets|cashier|profile|responsible-game)(\/|$)/;

/** SPEC §2: guests may not open a path containing bets, cashier, profile or responsible-game (slug routes excepted). */
export function needsAuth(path: string, routeName: RouteName | undefined): boolean {
  if (routeName === 'slug') return false;
  return GUARDED_SEGMENT.test(path.split(/[?#]/)[0] ?? '');
}
