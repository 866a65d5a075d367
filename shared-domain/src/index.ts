// Package entry: every concept's entry. Consumers import from 'shared-domain', never from a folder.
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
export * from './schemas';
