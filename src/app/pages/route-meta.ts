/** The current route's name and meta from the route table (src/routes.ts), for app-wide parts that follow the route. */
import { matchRoute, useLocation, useRouter } from 'wouter';
import type { RouteName } from '../../lib/paths.ts';
import { isRedirect, routes, type RouteMeta } from '../../routes.ts';

export function useRouteName(): RouteName | undefined {
  const router = useRouter();
  const [location] = useLocation();
  return routes.find((route) => matchRoute(router.parser, route.path, location)[0])?.name;
}

const NO_META: RouteMeta = {};

export function useRouteMeta(): RouteMeta {
  const name = useRouteName();
  const route = routes.find((candidate) => candidate.name === name);
  return route && !isRedirect(route) ? (route.meta ?? NO_META) : NO_META;
}
