// Entry of the result as typed (issue 22: a score is one value), published as its own package entry
// ('shared-domain/score-entry'): only the admin rows and the match centre enter scores, and the package entry is the
// shared bundle every page loads (the login's included).
export * from './score-pair';
