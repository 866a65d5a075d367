import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { OrganizerExport } from './export-document';
import { zipImagePath } from './export-images';

/**
 * The export's zip: `organizer.json` (the document, as the JSON export writes it) and each upload under
 * `images/<its key>`. Images are stored, not deflated again: they are compressed already.
 */

/** The document's entry in the zip. */
export const ORGANIZER_JSON = 'organizer.json';

/** The largest file an import reads (and the most a zip may unpack to): a whole organizer with images fits well. */
export const ORGANIZER_EXPORT_MAX_BYTES = 200 * 1024 * 1024;

/**
 * The JSON text of an export document (indented, so a person can read it).
 * @example organizerExportJson(document).startsWith('{\n  "format": "football-tournaments-organizer-export"') // true
 */
export function organizerExportJson(document: OrganizerExport): string {
  return JSON.stringify(document, null, 2);
}

/**
 * Packs the document and the uploads it references (bytes by key) into a zip. Entries carry the export's
 * time, so the same export packs to the same bytes.
 * @example unzipSync(organizerExportZip(document, new Map([['teams/t1/logo-5.png', png]])))['images/teams/t1/logo-5.png'] // png
 */
export function organizerExportZip(document: OrganizerExport, images: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const mtime = Date.parse(document.exportedAtISO) || 0;
  const entries: Zippable = { [ORGANIZER_JSON]: [strToU8(organizerExportJson(document)), { level: 6, mtime }] };
  for (const [key, bytes] of images) entries[zipImagePath(key)] = [bytes, { level: 0, mtime }];
  return zipSync(entries);
}

/**
 * Whether a file is a zip, by its first bytes: `PK\x03\x04` (or an empty archive's `PK\x05\x06`).
 * @example isZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04])) // true
 * @example isZip(new TextEncoder().encode('{"format"')) // false
 */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05) && (bytes[3] === 0x04 || bytes[3] === 0x06);
}

/**
 * A zip's entries that an import reads (the document and images), or null when it is no readable zip or
 * unpacks to more than ORGANIZER_EXPORT_MAX_BYTES.
 * @example Object.keys(unpackExportZip(organizerExportZip(document, new Map()))!) // ['organizer.json']
 */
export function unpackExportZip(bytes: Uint8Array): Record<string, Uint8Array> | null {
  let unpacked = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize;
        // Refused before inflating: a small zip that unpacks to gigabytes would stall the page.
        if (unpacked > ORGANIZER_EXPORT_MAX_BYTES) throw new Error('too large');
        return file.name === ORGANIZER_JSON || file.name.startsWith('images/');
      },
    });
  } catch {
    return null;
  }
}
