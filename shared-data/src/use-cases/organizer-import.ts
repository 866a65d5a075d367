import { readOrganizerExportFile, type ExportFileRead, type OrganizerImportPlan } from 'shared-domain/organizer-export';
import { fetchImageBytes, type ImageReader } from './organizer-export';
import { planImportInto, type ChosenExportFile } from './organizer-import-plan';
import { writeOrganizerImport, type OrganizerImportOutcome, type OrganizerImportProgress } from './organizer-import-writes';

export { makeOrganizerExport as exportOrganizerData } from './organizer-export';

/**
 * Export and import of an organizer's data, as one chunk loaded on first use (organizer-import-loader.ts):
 * with the zip library and the import rules it is too heavy for shared-data's entry, which every page
 * loads.
 */

/** Reads a chosen file (JSON or zip) as an export: its document and images, or every problem with where it is. */
export async function readOrganizerImportFile(bytes: Uint8Array): Promise<ExportFileRead> {
  return readOrganizerExportFile(bytes);
}

/** The preview of importing `file` into the organizer: what it writes, what is there already, conflicts by name, problems. Writes nothing. */
export async function previewOrganizerImport(file: ChosenExportFile, organizerId: string): Promise<OrganizerImportPlan> {
  return planImportInto(file, organizerId);
}

/**
 * Imports `file` into the organizer: planned again against the data as stored now (so a second run, or
 * one after a stop, writes only what is missing), refused with the plan when it has problems, otherwise
 * written with progress after each step (organizer-import-writes.ts).
 */
export async function importOrganizerData(
  file: ChosenExportFile,
  organizerId: string,
  onProgress?: (progress: OrganizerImportProgress) => void,
  readImage: ImageReader = fetchImageBytes,
): Promise<OrganizerImportOutcome> {
  const plan = await planImportInto(file, organizerId);
  if (plan.problems.length > 0) return { status: 'refused', plan };
  return writeOrganizerImport(file, plan, readImage, onProgress);
}
