// Entry of the organizer-export concept, published as its own package entry ('shared-domain/organizer-export'):
// with fflate (zip), it stays out of the shared bundle every page loads; shared-data loads it lazily.
export * from './export-consistency';
export * from './export-document';
export * from './export-images';
export * from './export-zip';
export * from './import-image-plan';
export * from './import-notes';
export * from './import-plan';
export * from './import-references';
export * from './import-team-plan';
export * from './import-write-check';
export * from './read-export-file';
