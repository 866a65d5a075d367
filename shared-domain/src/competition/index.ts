// Entry of the competition concept: its public names.
export * from './champion';
export * from './entities';
export * from './home-search';
export * from './league-elimination';
export * from './public-match-view';
export * from './public-team-season';
export * from './public-team-view';
export * from './public-tournament-document';
export * from './public-tournament-view';
export * from './qualified-teams';
export * from './team-match-list';
export * from './tournament';
export * from './tournament-form';
export * from './tournament-format';
export * from './tournament-statistics';
export * from './tournament-time-zone';
export * from './visibility';
