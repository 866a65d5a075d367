// shared-ui/ssr: what the remotes' server entries need to render a screen as the shell's hydration will find it.
// An entry of its own: the browser's shared kit never carries it.
export { AtOutlet, type OutletPath } from './at-outlet';
