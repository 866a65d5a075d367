// Entry of the league concept: its public names.
export * from './entities';
export * from './league-completion';
export * from './match-points';
export * from './round-robin';
export * from './standings';
export * from './tie-break-order';
export * from './tie-breakers';
