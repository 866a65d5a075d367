// Entry of the csv concept, published as its own package entry ('shared-domain/csv'): with papaparse, it stays out of the shared bundle every page loads.
export * from './csv-export';
export * from './csv-table';
export * from './fixtures-csv';
export * from './fixtures-cup-cells';
export * from './fixtures-import-plan';
export * from './team-name-match';
export * from './teams-csv';
export * from './teams-import-plan';
export * from './csv-samples';
export * from './fixtures-import-match';
export * from './fixtures-import-rounds';
