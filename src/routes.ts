/**
 * The route table (SPEC §2): each route lazy-loaded with its layout and guard. Find a screen's code from its
 * route here in one step. Patterns live in src/lib/paths.ts so features can build links without importing this file.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths, type RouteName } from './lib/paths.ts';

export type Layout = 'default' | 'empty' | 'game' | 'svg-sprite';
export type Guard = 'auth' | 'none';

export interface RouteDef {
  name: RouteName;
  path: string;
  layout: Layout;
  guard: Guard;
  page: LazyExoticComponent<ComponentType>;
  meta?: { gamePage?: boolean };
}

const sectionShell = (titleKey: string) =>
  lazy(async () => {
    const { default: SectionPage } = await import('./features/section-shell/section-page.tsx');
    return { default: () => SectionPage({ titleKey }) };
  });

export const routes: readonly RouteDef[] = [
  { name: 'home', path: paths.home, layout: 'default', guard: 'none', page: lazy(() => import('./features/home/home-page.tsx')) },
  { name: 'signIn', path: paths.signIn, layout: 'empty', guard: 'none', page: lazy(() => import('./features/auth/sign-in-page.tsx')) },
  { name: 'signUp', path: paths.signUp, layout: 'empty', guard: 'none', page: sectionShell('nav.signIn') },
  { name: 'gamehall', path: paths.gamehall, layout: 'default', guard: 'none', page: sectionShell('nav.casino') },
  { name: 'betting', path: paths.betting, layout: 'default', guard: 'none', page: sectionShell('nav.betting') },
  { name: 'promotions', path: paths.promotions, layout: 'default', guard: 'none', page: sectionShell('nav.promotions') },
  { name: 'profile', path: paths.profile, layout: 'default', guard: 'auth', page: sectionShell('nav.profile') },
  { name: 'cashierDeposit', path: paths.cashierDeposit, layout: 'default', guard: 'auth', page: sectionShell('header.deposit') },
  { name: 'support', path: paths.support, layout: 'default', guard: 'none', page: sectionShell('system.userBlocked.button') },
];
