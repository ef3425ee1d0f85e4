/**
 * The route table of SPEC §2: each route lazy-loaded with its layout, meta and guard, plus the redirects.
 * Find a screen's code from its route here in one step. Patterns live in src/lib/paths.ts so that features can
 * build links without importing this file (which lazy-imports every feature).

 */
import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { href, paths, type RouteName } from './lib/paths.ts';
import { AfterStart } from './ui/when-idle.tsx';

export type Layout = 'default' | 'empty' | 'game' | 'svg-sprite';

export interface RouteMeta {
  /** SPEC §2: /game/{sysname} is marked as a game page (no balance poll, no chat badge, popups kept open). */
  gamePage?: boolean;
  /** SPEC §4: betting pages hide the chat badge (the sportsbook's own controls sit where it would). */
  bettingPage?: boolean;
}

export type RouteParams = Record<string, string | undefined>;

export interface PageRoute {
  name: RouteName;
  path: string;
  layout: Layout;
  page: LazyExoticComponent<ComponentType<{ params: RouteParams }>>;
  meta?: RouteMeta;
  /** SPEC §2: a route may carry a validate step; when it fails, a 404 'Page Not Found: {path}' results. */
  validate?: (params: RouteParams) => boolean;
}

export interface RedirectRoute {
  name: RouteName;
  path: string;
  /** Where to go instead; receives the route params and the current query string (without `?`). */
  redirect: (params: RouteParams, search: string) => string;
}

export type RouteDef = PageRoute | RedirectRoute;

export function isRedirect(route: RouteDef): route is RedirectRoute {
  return 'redirect' in route;
}

type Page = PageRoute['page'];

/** SPEC §2 payment pages (decision 010): one page, told which of them it is; it reads the real transaction. */
const payResult = (kind: 'cancel' | 'fail' | 'newWindow' | 'mobile' | 'success' | 'pending'): Page =>
  lazy(async () => {
    const { PayResultPage } = await import('./features/cashier/pay-result/pay-result-page.tsx');
    return { default: ({ params }: { params: RouteParams }) => createElement(PayResultPage, { kind, params }) };
  });

/** Promotions and offers (decision 011): one list and one detail page, told which section they show. */
const offerList = (kind: 'promotions' | 'offers'): Page =>
  lazy(async () => {
    const { OffersListPage } = await import('./features/bonuses/offers/offers-page.tsx');
    return { default: () => createElement(OffersListPage, { kind }) };
  });
const offerDetail = (kind: 'promotions' | 'offers'): Page =>
  lazy(async () => {
    const { OfferPage } = await import('./features/bonuses/offers/offers-page.tsx');
    return { default: ({ params }: { params: RouteParams }) => createElement(OfferPage, { kind, id: params.id ?? '' }) };
  });

/** Home with the casino's rails composed in (decision 031): features do not import each other, the route table joins them. */
const homeWithRails: Page = lazy(async () => {
  const [{ default: HomePage }, { default: LobbyRails }] = await Promise.all([import('./features/home/home-page.tsx'), import('./features/casino/lobby/lobby-rails.tsx')]);
  return { default: () => createElement(HomePage, { rails: createElement(LobbyRails) }) };
});

/** The game hall. */
const gameHall: Page = lazy(() => import('./features/casino/hall/game-hall-page.tsx'));

/**
 * The profile with the loyalty character composed in (SPEC §9 characters place `profile-page`; decision 018): the
 * character's code arrives after the profile's, so the profile's first load does not carry it.
 */
const profileCharacter = lazy(() => import('./features/loyalty/character/character-card.tsx'));
const profileWithCharacter: Page = lazy(async () => {
  const { default: ProfilePage } = await import('./features/profile/menu/profile-page.tsx');
  // The character is a decoration: it comes once the start is over, not before the profile is drawn (decision 030).
  return { default: () => createElement(ProfilePage, { character: createElement(AfterStart, null, createElement(Suspense, { fallback: null }, createElement(profileCharacter))) }) };
});

/** /tournaments/{id}/gamehall (decision 016): the casino's hall with only the tournament's games; the route table joins the two features. */
const tournamentGameHall: Page = lazy(async () => {
  const [{ TournamentGames }, { default: GameHallPage }] = await Promise.all([import('./features/tournaments/tournament/tournament-games.tsx'), import('./features/casino/hall/game-hall-page.tsx')]);
  return {
    default: ({ params }: { params: RouteParams }) =>
      createElement(TournamentGames, { params, hall: (games: readonly string[], heading: string) => createElement(GameHallPage, { games, heading }) }),
  };
});

/** Sysnames and SEO names: letters, digits, `-` and `_` (SPEC §2 SEO URL patterns use a name in place of the id). */
const NAME_OR_ID = /^[\p{L}\p{N}_-]{1,128}$/u;
const validName = (key: string) => (params: RouteParams) => NAME_OR_ID.test(params[key] ?? '');

const withQuery = (path: string, search: string): string => (search ? `${path}?${search}` : path);

/** Order matters: the first match wins, so the catch-all slug route is last. */
export const routes: readonly RouteDef[] = [
  { name: 'home', path: paths.home, layout: 'default', page: homeWithRails },
  { name: 'icons', path: paths.icons, layout: 'svg-sprite', page: lazy(() => import('./features/icon-sprite/icons-page.tsx')) },
  { name: 'betting', path: paths.betting, layout: 'default', meta: { bettingPage: true }, page: lazy(() => import('./features/betting/betting-page.tsx')) },

  // Cashier (SPEC §2): billing and the bare path go to the deposit page, keeping the query.
  { name: 'cashier', path: paths.cashier, redirect: (_, search) => withQuery(href('cashierDeposit'), search) },
  { name: 'cashierBilling', path: paths.cashierBilling, redirect: (_, search) => withQuery(href('cashierDeposit'), search) },
  { name: 'cashierDeposit', path: paths.cashierDeposit, layout: 'default', page: lazy(() => import('./features/cashier/deposit/deposit-page.tsx')) },
  { name: 'cashierDepositMethod', path: paths.cashierDepositMethod, validate: validName('sysname'), layout: 'default', page: lazy(() => import('./features/cashier/deposit/deposit-page.tsx')) },
  { name: 'cashierHistory', path: paths.cashierHistory, layout: 'default', page: lazy(() => import('./features/cashier/history/history-page.tsx')) },
  { name: 'cashierPayCancel', path: paths.cashierPayCancel, layout: 'default', page: payResult('cancel') },
  { name: 'cashierPayFail', path: paths.cashierPayFail, layout: 'default', page: payResult('fail') },
  { name: 'cashierPayMobile', path: paths.cashierPayMobile, layout: 'default', page: payResult('mobile') },
  { name: 'cashierPayNewWindow', path: paths.cashierPayNewWindow, layout: 'default', page: payResult('newWindow') },
  { name: 'cashierPayPending', path: paths.cashierPayPending, layout: 'default', page: payResult('pending') },
  { name: 'cashierPaySuccess', path: paths.cashierPaySuccess, layout: 'default', page: payResult('success') },
  { name: 'cashierReceipt', path: paths.cashierReceipt, layout: 'default', page: lazy(() => import('./features/cashier/receipt/receipt-page.tsx')) },
  { name: 'cashierWallet', path: paths.cashierWallet, layout: 'default', page: lazy(() => import('./features/cashier/wallet/wallet-page.tsx')) },
  { name: 'cashierWithdraw', path: paths.cashierWithdraw, layout: 'default', page: lazy(() => import('./features/cashier/withdraw/withdraw-page.tsx')) },

  { name: 'confirmation', path: paths.confirmation, layout: 'default', page: lazy(() => import('./features/profile/confirmation/confirmation-page.tsx')) },
  { name: 'confirmationSuccess', path: paths.confirmationSuccess, layout: 'default', page: lazy(() => import('./features/profile/confirmation/confirmation-success-page.tsx')) },
  { name: 'signIn', path: paths.signIn, layout: 'empty', page: lazy(() => import('./features/auth/sign-in/sign-in-page.tsx')) },
  { name: 'signUp', path: paths.signUp, layout: 'empty', page: lazy(() => import('./features/auth/registration/sign-up-page.tsx')) },

  { name: 'game', path: paths.game, validate: validName('sysname'), layout: 'game', meta: { gamePage: true }, page: lazy(() => import('./features/casino/game/game-page.tsx')) },
  { name: 'gamehall', path: paths.gamehall, layout: 'default', page: gameHall },
  // SPEC §2: /gamehall/{id} redirects to a game-hall category.
  { name: 'gamehallCategory', path: paths.gamehallCategory, redirect: (params) => href('gamehall', undefined, { category: params.id ?? '' }) },

  { name: 'jackpots', path: paths.jackpots, layout: 'default', page: lazy(() => import('./features/casino/jackpots/jackpots-page.tsx')) },
  { name: 'jackpot', path: paths.jackpot, validate: validName('id'), layout: 'default', page: lazy(() => import('./features/casino/jackpots/jackpot-page.tsx')) },
  { name: 'loyalty', path: paths.loyalty, layout: 'default', page: lazy(() => import('./features/loyalty/overview/loyalty-page.tsx')) },
  { name: 'loyaltyShop', path: paths.loyaltyShop, layout: 'default', page: lazy(() => import('./features/loyalty/shop/shop-page.tsx')) },
  { name: 'loyaltyProgram', path: paths.loyaltyProgram, validate: validName('sysname'), layout: 'default', page: lazy(() => import('./features/loyalty/program/program-page.tsx')) },
  { name: 'offers', path: paths.offers, layout: 'default', page: offerList('offers') },
  { name: 'offer', path: paths.offer, validate: validName('id'), layout: 'default', page: offerDetail('offers') },

  { name: 'profile', path: paths.profile, layout: 'default', page: profileWithCharacter },
  { name: 'profileSettings', path: paths.profileSettings, layout: 'default', page: lazy(() => import('./features/profile/settings/settings-page.tsx')) },
  { name: 'profileSecurity', path: paths.profileSecurity, layout: 'default', page: lazy(() => import('./features/profile/security/security-page.tsx')) },
  { name: 'profileVerification', path: paths.profileVerification, layout: 'default', page: lazy(() => import('./features/profile/verification/verification-page.tsx')) },
  { name: 'profileResponsibleGame', path: paths.profileResponsibleGame, layout: 'default', page: lazy(() => import('./features/profile/responsible-game/responsible-game-page.tsx')) },
  // SPEC §2: the bare bets path redirects to bets/history.
  { name: 'profileBets', path: paths.profileBets, redirect: (_, search) => withQuery(href('profileBetsHistory'), search) },
  { name: 'profileBetsHistory', path: paths.profileBetsHistory, layout: 'default', page: lazy(() => import('./features/profile/bets/game-history-page.tsx')) },
  { name: 'profileBetsExports', path: paths.profileBetsExports, layout: 'default', page: lazy(() => import('./features/profile/bets/game-history-exports-page.tsx')) },
  { name: 'profileLoyalty', path: paths.profileLoyalty, layout: 'default', page: lazy(async () => ({ default: (await import('./features/loyalty/overview/loyalty-page.tsx')).ProfileLoyaltyPage })) },
  { name: 'profileBonuses', path: paths.profileBonuses, layout: 'default', page: lazy(() => import('./features/bonuses/my-bonuses/bonuses-page.tsx')) },
  { name: 'profileCashback', path: paths.profileCashback, layout: 'default', page: lazy(() => import('./features/bonuses/cashback/cashback-page.tsx')) },
  { name: 'profileNotification', path: paths.profileNotification, layout: 'default', page: lazy(() => import('./features/profile/notification/notification-page.tsx')) },

  { name: 'promotions', path: paths.promotions, layout: 'default', page: offerList('promotions') },
  { name: 'promotion', path: paths.promotion, validate: validName('id'), layout: 'default', page: offerDetail('promotions') },
  { name: 'providers', path: paths.providers, layout: 'default', page: lazy(() => import('./features/casino/hall/providers-page.tsx')) },
  { name: 'support', path: paths.support, layout: 'default', page: lazy(() => import('./features/support/support-page.tsx')) },
  { name: 'tournaments', path: paths.tournaments, layout: 'default', page: lazy(() => import('./features/tournaments/list/tournaments-page.tsx')) },
  { name: 'tournament', path: paths.tournament, validate: validName('id'), layout: 'default', page: lazy(() => import('./features/tournaments/tournament/tournament-page.tsx')) },
  { name: 'tournamentGamehall', path: paths.tournamentGamehall, validate: validName('id'), layout: 'default', page: tournamentGameHall },
  { name: 'unsubscribe', path: paths.unsubscribe, layout: 'default', page: lazy(() => import('./features/profile/unsubscribe/unsubscribe-page.tsx')) },
  { name: 'winners', path: paths.winners, layout: 'default', page: lazy(() => import('./features/casino/jackpots/winners-page.tsx')) },

  // SPEC §2: two placeholder routes with no page of their own: they lead to their profile pages.
  { name: 'responsibleGamePlaceholder', path: paths.responsibleGamePlaceholder, redirect: () => href('profileResponsibleGame') },
  { name: 'betsPlaceholder', path: paths.betsPlaceholder, redirect: () => href('profileBetsHistory') },

  { name: 'slug', path: paths.slug, layout: 'default', page: lazy(() => import('./features/content/content-page.tsx')) },
];
