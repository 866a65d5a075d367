// Entry of the match-day planner (issue 25), published as its own package entry ('shared-domain/match-day'):
// only the admin's planner uses it, and the package entry is the shared bundle every page loads (the login's
// included).
export * from './plan-conflicts';
export * from './plan-edits';
export * from './plan-input-errors';
export * from './plan-minutes';
export * from './plan-types';
export * from './schedule-board';
export * from './schedule-generator';
export * from './tournament-plan';
export * from './venue-setup';
export * from './scorekeeper-link-expiry';
export * from './printed-schedule';
export * from './pitch-now-next';
export * from './referee-list';
export * from './referee-assignment';
export * from './referee-schedule';
export * from './planner-grid';
