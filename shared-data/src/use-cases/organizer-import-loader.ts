export type { OrganizerExportFile } from './organizer-export';
export type { ChosenExportFile } from './organizer-import-plan';
export type { OrganizerImportProgress } from './organizer-import-writes';

/**
 * Export and import of an organizer's data (organizer-import.ts: exportOrganizerData,
 * readOrganizerImportFile, previewOrganizerImport, importOrganizerData), loaded on first use as one chunk
 * with the zip library and the import rules. shared-data's entry is on every page, the login page's
 * included, so it carries only this loader.
 */
export function loadOrganizerTransfer() {
  return import(/* webpackChunkName: "organizer-transfer" */ './organizer-import');
}
