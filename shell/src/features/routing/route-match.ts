/** A pathname's segments: `/Admin/teams/` → ['Admin', 'teams']. */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Static segments outrank `:param` ones, as in React Router; patterns of other lengths never match. */
const staticCount = (pattern: string[]) => pattern.filter((segment) => !segment.startsWith(':')).length;

/**
 * The route a pathname renders, ranked as React Router ranks flat routes: same number of segments,
 * static segments compared case-insensitively, `:param` matching any one segment; the route with the
 * most static segments wins, and between equals the first declared. Our own few lines rather than
 * react-router's matchRoutes, so the shell's entry chunk can pick the route before the shared router
 * is loaded (route-table.test.ts holds the two to the same answers).
 * @example rankRoute([{ path: '/:org/:id' }, { path: '/admin/login' }], '/admin/login') // → { path: '/admin/login' }
 */
export function rankRoute<R extends { path: string }>(routes: readonly R[], pathname: string): R | undefined {
  const segments = segmentsOf(pathname).map((segment) => segment.toLowerCase());
  let best: { route: R; rank: number } | undefined;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]);
    if (!matches) continue;
    const rank = staticCount(pattern);
    if (!best || rank > best.rank) best = { route, rank };
  }
  return best?.route;
}
