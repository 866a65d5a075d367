import { Fragment, type ReactNode } from 'react';

/**
 * Where the shell's layout holds a route's screen in React's tree, as the forks on the way down from the root:
 * at each, how many children the parent renders as a list and the screen's place in it. React's `useId` is made
 * of exactly these, so a screen rendered on the server on its own gets the ids the browser's hydration computes
 * for it inside the shell only when it is rendered at the same forks.
 */
export type OutletPath = readonly (readonly [count: number, index: number])[];

/**
 * `children` at the forks of `path` (lists of that many children, all empty but the one in the screen's place):
 * renders nothing more than `children`, only their ids change.
 * @example renderToString(<AtOutlet path={[[4, 2]]}><Screen /></AtOutlet>)
 */
export function AtOutlet({ path, children }: { path: OutletPath; children: ReactNode }) {
  return path.reduceRight<ReactNode>(
    (inner, [count, index]) => Array.from({ length: count }, (_, slot) => (slot === index ? <Fragment key={slot}>{inner}</Fragment> : null)),
    children,
  );
}
