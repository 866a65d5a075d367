// Entry of the common concept: its public names.
export * from './calendar-date';
export * from './entities';
export * from './external-links';
export * from './field-merge';
export * from './field-merge-labels';
export * from './file-name-slug';
export * from './ids';
export * from './is-one-of';
export * from './messages';
export * from './progress-lines';
export * from './social-links';
export * from './stored-text-limits';
export * from './text-limits';
export * from './url-text';
export * from './whole-number-field';
