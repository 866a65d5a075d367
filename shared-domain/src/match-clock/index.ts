// Entry of the touchline clock (issue 25), published as its own package entry ('shared-domain/match-clock'): the
// scorekeeper's screen and the public pages use it, and the package entry is the shared bundle every page loads
// (the login's included).
export * from './clock-steps';
export * from './running-minute';
export * from './scorekeeper-link';
export * from './score-changes';
export * from './card-counts';
