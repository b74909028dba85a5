// react-router (aliased in .dumirc.ts) with a `matchRoutes` that matches a route table once per
// path: dumi's `useRouteMeta` ranks every route some thirty times before a page has hydrated.
import { matchRoutes as matchRoutesAgain } from 'react-router-real';

export * from 'react-router-real';

type Matches = ReturnType<typeof matchRoutesAgain>;
type Routes = Parameters<typeof matchRoutesAgain>[0];
type Location = Parameters<typeof matchRoutesAgain>[1];

/** Per route table (the array itself), its matches by path and base, with its length then. */
const found = new WeakMap<Routes, { length: number; byPath: Map<string, Matches> }>();

/** Each caller gets arrays and params of its own: dumi pops the last match off the array. */
const copy = (matches: Matches): Matches =>
  matches && matches.map((match) => ({ ...match, params: { ...match.params } }));

export function matchRoutes(routes: Routes, location: Location, basename = '/'): Matches {
  const pathname = typeof location === 'string' ? location : location.pathname;
  // A path with a search or hash goes through as it is: react-router parses the string itself.
  if (typeof pathname !== 'string' || /[?#]/.test(pathname))
    return matchRoutesAgain(routes, location, basename);
  let table = found.get(routes);
  // Routes added to or removed from the same array: match afresh.
  if (!table || table.length !== routes.length) {
    table = { length: routes.length, byPath: new Map() };
    found.set(routes, table);
  }
  const key = `${basename}\n${pathname}`;
  if (!table.byPath.has(key)) table.byPath.set(key, matchRoutesAgain(routes, pathname, basename));
  return copy(table.byPath.get(key) ?? null);
}
