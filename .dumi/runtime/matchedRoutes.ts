import { matchRoutes } from 'dumi';
import { basePrefix } from './page';

export interface SiteRoute {
  id: string;
  path?: string;
  parentId?: string;
  children?: SiteRoute[];
}

/** The routes, outermost first, that the router renders for `pathname`. */
export function matchedRoutes(routes: Record<string, SiteRoute>, pathname: string): SiteRoute[] {
  const tree = (parentId?: string): SiteRoute[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ ...route, children: tree(route.id) }));
  const matches: { route: SiteRoute }[] = matchRoutes(tree(), pathname, basePrefix || '/') ?? [];
  return matches.map(({ route }) => routes[route.id]);
}
