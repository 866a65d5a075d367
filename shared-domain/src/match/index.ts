// Entry of the match concept: its public names.
export * from './entities';
export * from './fixture-display';
export * from './goal-events';
export * from './goal-line';
export * from './lineup-roster';
export * from './match-calendar';
export * from './match-detail-edit';
export * from './match-edit';
export * from './match-patch';
export * from './match-schedule';
export * from './match-statistics';
export * from './match-status';
export * from './penalties';
export * from './score-input';
export * from './scores';
export * from './time-of-day';
