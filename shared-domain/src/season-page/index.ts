// Entry of the public season page's first view, published as its own package entry ('shared-domain/season-page'):
// only mf-public's tournament page (server and browser) uses it, and the package entry is the shared bundle every
// page loads (the login's included).
export * from './cup-view';
export * from './season-page-view';
export * from './season-rounds';
