// Package entry: every concept's entry. Consumers import from 'shared-domain', never from a folder; the
// package's other entries (package.json "exports") hold what must stay out of the browser's shared bundle.
export * from './common';
export * from './app';
export * from './auth';
export * from './organizer';
export * from './media';
export * from './match';
export * from './people';
export * from './league';
export * from './playoffs';
export * from './competition';
export * from './calendar';
export * from './stored-items';
