// Entry of the groups + knockout cup's rules (issue 24), published as its own package entry
// ('shared-domain/groups-knockout'): only the screens and the gateway code of that mode use them, and the
// package entry is the shared bundle every page loads (the login's included).
export * from './cup-champion';
export * from './cup-match-view';
export * from './entities';
export * from './group-draw';
export * from './group-fixtures';
export * from './group-letters';
export * from './group-placeholders';
export * from './group-qualifiers';
export * from './group-table';
export * from './knockout-draw';
export * from './knockout-edit';
export * from './knockout-legs';
export * from './knockout-resolve';
export * from './knockout-sides';
export * from './knockout-ties';
export * from './resolve-cup';
