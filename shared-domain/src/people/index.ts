// Entry of the people concept: its public names.
export * from './entities';
export * from './player';
export * from './player-edit';
export * from './player-statistics';
export * from './team';
export * from './team-membership';
export * from './team-summary';
