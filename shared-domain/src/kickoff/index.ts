// Entry of the public kick-off text, published as its own package entry ('shared-domain/kickoff'): only the public
// pages and the widget show it, and the package entry is the shared bundle every page loads (the login's included).
export * from './kickoff-text';
