import { imageTypeFromSignature, MAX_IMAGE_BYTES } from 'shared-domain';
import {
  organizerExport,
  organizerExportFileName,
  organizerExportJson,
  organizerExportZip,
  teamImageSpots,
  tournamentImageSpots,
  type ImageSpot,
} from 'shared-domain/organizer-export';
import { matchesRepository } from '../repositories/matches-repository';
import { organizersRepository } from '../repositories/organizers-repository';
import { teamsRepository } from '../repositories/teams-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';

/** Reads an image's bytes from its stored address; null when it cannot be read. */
export type ImageReader = (url: string) => Promise<Uint8Array | null>;

/**
 * The browser's read of an image: the stored address itself (the gateway serves uploads under /media/
 * to anyone). Null for any failure, and for bytes that are no JPEG, PNG or WebP image of at most 10 MB:
 * whoever asks gets a named missing image, never a broken one.
 */
export const fetchImageBytes: ImageReader = async (url) => {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength <= MAX_IMAGE_BYTES && imageTypeFromSignature(bytes) ? bytes : null;
  } catch {
    return null;
  }
};

/** How an export is made. */
export interface OrganizerExportOptions {
  /** A zip with the uploaded images inside, instead of the JSON file alone. */
  withImages: boolean;
  readImage?: ImageReader;
  now?: Date;
}

/** The file an export made, and what it could not put in. */
export interface OrganizerExportFile {
  fileName: string;
  bytes: Uint8Array;
  /** The file's media type. */
  type: 'application/json' | 'application/zip';
  /** Stored items that could not be read (they are left out, as every list leaves them out). */
  unreadable: number;
  /** Uploads the zip could not hold (they could not be read): the file still names their addresses. */
  missingImages: string[];
}

/** Images read at once: enough to overlap the round trips, few enough to leave the page responsive. */
const PARALLEL_READS = 6;

/** The bytes of every upload among `spots` (by key) that can be read, and the labels of those that cannot. */
async function readUploads(spots: readonly ImageSpot[], readImage: ImageReader): Promise<{ images: Map<string, Uint8Array>; missing: string[] }> {
  const uploads = [...new Map(spots.flatMap((spot) => (spot.key === null ? [] : [[spot.key, spot] as const]))).values()];
  const images = new Map<string, Uint8Array>();
  const missing: string[] = [];
  for (let start = 0; start < uploads.length; start += PARALLEL_READS) {
    const batch = uploads.slice(start, start + PARALLEL_READS);
    const read = await Promise.all(batch.map((spot) => readImage(spot.url)));
    batch.forEach((spot, i) => {
      const bytes = read[i];
      if (bytes && spot.key !== null) images.set(spot.key, bytes);
      else missing.push(spot.label);
    });
  }
  return { images, missing };
}

/**
 * An organizer's data as one file (the export document of shared-domain's organizer-export): its teams
 * with their players, tournaments and matches as stored, read through the repositories (so an item the
 * app cannot read is left out and counted), and, `withImages`, a zip that also holds every uploaded
 * image. The file is made in the page; nothing is stored.
 */
export async function makeOrganizerExport(organizerId: string, options: OrganizerExportOptions): Promise<OrganizerExportFile> {
  const organizer = await organizersRepository.get(organizerId);
  if (!organizer) throw new Error('This organizer no longer exists.');
  const [teams, tournaments, matches] = await Promise.all([
    teamsRepository.readByOrganizer(organizerId),
    tournamentsRepository.readByOrganizer(organizerId),
    matchesRepository.readByOrganizer(organizerId),
  ]);
  const exportedAtISO = (options.now ?? new Date()).toISOString();
  const unreadable = teams.skipped + tournaments.skipped + matches.skipped;
  const items = { organizer, teams: teams.items, tournaments: tournaments.items, matches: matches.items, exportedAtISO };
  if (!options.withImages) {
    const document = organizerExport(items);
    const bytes = new TextEncoder().encode(organizerExportJson(document));
    return { fileName: organizerExportFileName(organizer.name, exportedAtISO, 'json'), bytes, type: 'application/json', unreadable, missingImages: [] };
  }
  const spots = [...teams.items.flatMap(teamImageSpots), ...tournaments.items.flatMap(tournamentImageSpots)];
  const { images, missing } = await readUploads(spots, options.readImage ?? fetchImageBytes);
  const document = organizerExport({ ...items, zippedImageKeys: new Set(images.keys()) });
  return { fileName: organizerExportFileName(organizer.name, exportedAtISO, 'zip'), bytes: organizerExportZip(document, images), type: 'application/zip', unreadable, missingImages: missing };
}
