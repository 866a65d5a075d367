// Entry of the people concept: its public names.
export * from './entities';
export * from './hex-color';
export * from './player';
export * from './player-statistics';
export * from './public-team-profile';
export * from './squad-removal';
export * from './team';
export * from './team-membership';
export * from './team-summary';
