// Entry of the public kick-off text and place (when and where a match is played), published as its own package
// entry ('shared-domain/kickoff'): only the public pages, the widget, the calendar feeds and the gateway's public
// readers use them, and the package entry is the shared bundle every page loads (the login's included).
export * from './kickoff-text';
export * from './match-place';
