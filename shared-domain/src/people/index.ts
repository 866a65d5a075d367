// Entry of the people concept: its public names.
export * from './entities';
export * from './hex-color';
export * from './player';
export * from './player-edit';
export * from './player-statistics';
export * from './public-team-profile';
export * from './shirt-numbers';
export * from './squad-removal';
export * from './team';
export * from './team-membership';
export * from './team-name-duplicates';
export * from './team-summary';
