// Entry of the league concept: its public names.
export * from './entities';
export * from './league-completion';
export * from './round-robin';
export * from './standings';
export * from './tie-breakers';
