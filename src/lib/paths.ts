/**
 * Route patterns, declared once (STYLE.md "One typed route registry"). Components build URLs with `href()`
 * and never concatenate paths by hand. Paths are without the locale prefix; the router adds /ru (SPEC §2).
 */
export const paths = {
  home: '/',
  signIn: '/forms/sign_in',
  signUp: '/forms/sign_up',
  gamehall: '/gamehall',
  betting: '/betting',
  promotions: '/promotions',
  profile: '/profile',
  cashierDeposit: '/cashier/deposit',
  support: '/support',
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
