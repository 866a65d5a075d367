// Entry of the playoffs concept: its public names.
export * from './cleared-result-text';
export * from './custom-playoff';
export * from './custom-playoff-edit';
export * from './entities';
export * from './knockout-game';
export * from './played-bracket';
export * from './playoff-bracket';
export * from './playoff-display';
export * from './playoff-matches';
export * from './playoff-placeholders';
export * from './playoff-round-names';
export * from './playoff-start';
export * from './result-changes';
