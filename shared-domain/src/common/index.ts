// Entry of the common concept: its public names.
export * from './entities';
export * from './external-links';
export * from './ids';
export * from './is-one-of';
export * from './messages';
export * from './social-links';
