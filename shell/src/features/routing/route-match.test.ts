import { describe, expect, it } from 'vitest';
import { rankRoute } from './route-match';

const routes = [
  { path: '/' },
  { path: '/:org/:id' },
  { path: '/admin/login' },
  { path: '/public/teams/:id' },
  { path: '/:org/players/:id' },
  { path: '/:a/:b/:c' },
];

describe('rankRoute', () => {
  it.each([
    ['/', '/'],
    ['/admin/login', '/admin/login'],
    ['/riverside/t1', '/:org/:id'],
    ['/public/teams/t1', '/public/teams/:id'],
    ['/riverside/players/p1', '/:org/players/:id'],
    ['/riverside/other/p1', '/:a/:b/:c'],
    ['/ADMIN/Login/', '/admin/login'],
    ['//', '/'],
  ])('%s → %s', (pathname, pattern) => {
    expect(rankRoute(routes, pathname)?.path).toBe(pattern);
  });

  it.each(['/x', '/a/b/c/d', '/public/teams/t1/extra/more'])('%s matches no route', (pathname) => {
    expect(rankRoute(routes, pathname)).toBeUndefined();
  });

  it('keeps the first declared of equally ranked routes', () => {
    expect(rankRoute([{ path: '/:a', n: 1 }, { path: '/:b', n: 2 }], '/x')).toEqual({ path: '/:a', n: 1 });
  });
});
