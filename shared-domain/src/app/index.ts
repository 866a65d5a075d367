// Entry of the app concept: its public names.
export * from './data-client-defaults';
export * from './storage-keys';
export * from './theme';
