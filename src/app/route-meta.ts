/** The current route's meta from the route table (src/routes.ts), for app-wide parts that follow the route. */
import { isRedirect, routes, type RouteMeta } from '../routes.ts';
import { useRouteName } from './popup-query.ts';

const NO_META: RouteMeta = {};

export function useRouteMeta(): RouteMeta {
  const name = useRouteName();
  const route = routes.find((candidate) => candidate.name === name);
  return route && !isRedirect(route) ? (route.meta ?? NO_META) : NO_META;
}
