import { nextTask } from './features/remotes/next-task';
import { preloadRouteRemote, startRemotes } from './features/remotes/remote-start';

// Before anything else: read /remotes.json and preload the route's remote (its manifest, entry and
// screens module) while the shell's own chunks below download. Bootstrap awaits the same start and
// reports its failure; here it only must not go unhandled.
startRemotes()
  .then(() => preloadRouteRemote(location.pathname))
  .catch(() => undefined);

// Async boundary: lets Module Federation negotiate the shared singletons before any of them is used. In a task
// after this script's: evaluating the federation runtime and then negotiating the singletons and requesting the
// shell's chunks in the same task made one long task on a phone (Lighthouse mobile, 5 runs of each public page on
// the 2-core Intel machine: median total blocking time 316-323 ms with it, 191-279 ms split).
void nextTask().then(() => import('./bootstrap'));
