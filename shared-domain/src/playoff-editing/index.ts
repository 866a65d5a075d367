// Entry `shared-domain/playoff-editing`: the rules of editing playoffs (issue 22), which only the admin
// screens and their lazy shared-data use cases need. Not re-exported by 'shared-domain': the browser's
// shared shared-domain is loaded whole by every page (the login's included, with a 150 KB budget).
export * from '../playoffs/custom-game-score';
export * from '../playoffs/custom-playoff-advance';
export * from '../playoffs/custom-playoff-entries';
export * from '../playoffs/custom-playoff-picks';
export * from '../playoffs/custom-playoff-sides';
export * from '../playoffs/custom-playoff-sync';
export * from '../playoffs/custom-result-changes';
export * from '../playoffs/playoff-reseed';
