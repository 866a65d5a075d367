// Entry `shared-domain/playoff-editing`: the rules of editing playoffs (issue 22), which only the admin
// screens and their lazy shared-data use cases need. Not re-exported by 'shared-domain': the browser's
// shared shared-domain is loaded whole by every page (the login's included, with a 150 KB budget).
export * from './custom-playoff-advance';
export * from './custom-playoff-entries';
export * from './custom-playoff-picks';
export * from './custom-playoff-removal';
export * from './custom-playoff-sides';
export * from './custom-playoff-sync';
export * from './custom-result-changes';
export * from './playoff-reseed';
