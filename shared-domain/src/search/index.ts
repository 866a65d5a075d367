// Entry of home search's teams and players (issue 23), published as its own package entry
// ('shared-domain/search'): only the gateway and the in-memory test world search; the browser's shared
// bundle (the package entry, on every page) need not carry it.
export * from './team-search';
export * from './organizer-profile-card';
