// Entry of the squad editors' rules (player drafts and their checks, shirt numbers, bulk-added team names), published
// as its own package entry ('shared-domain/squad-editing'): only the admin's team, player and teams screens (and the
// CSV import, by file) use them, and the package entry is the shared bundle every page loads (the login's included).
export * from './player-edit';
export * from './shirt-numbers';
export * from './team-name-duplicates';
