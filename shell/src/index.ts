import { preloadRouteRemote, startRemotes } from './features/remotes/remote-start';

// Before anything else: read /remotes.json and preload the route's remote (its manifest, entry and
// screens module) while the shell's own chunks below download. Bootstrap awaits the same start and
// reports its failure; here it only must not go unhandled.
startRemotes()
  .then(() => preloadRouteRemote(location.pathname))
  .catch(() => undefined);

// Async boundary: lets Module Federation negotiate the shared singletons before any of them is used.
import('./bootstrap');
