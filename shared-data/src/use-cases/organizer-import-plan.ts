import {
  importedId,
  importedIdSources,
  importIdSeed,
  planOrganizerImport,
  type OrganizerExport,
  type OrganizerImportPlan,
} from 'shared-domain/organizer-export';
import { matchesRepository } from '../repositories/matches-repository';
import { teamsRepository } from '../repositories/teams-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';

/** A chosen export file, read (shared-domain's readOrganizerExportFile): its document and the uploads its zip holds, by key. */
export interface ChosenExportFile {
  document: OrganizerExport;
  images: ReadonlyMap<string, Uint8Array>;
}

/** SHA-256 of a text, as lower-case hex (the browser's Web Crypto; the app is served over https or from localhost). */
async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The new id of each team, player and tournament id of the file, for an import into `organizerId`: a
 * SHA-256 of the target organizer and the source id, so the same file imported again into the same
 * organizer maps to the same ids (and finds what it wrote), while no id of the source is reused.
 */
async function newIdsFor(document: OrganizerExport, organizerId: string): Promise<Map<string, string>> {
  const sources = importedIdSources(document);
  const digests = await Promise.all(sources.map((id) => sha256Hex(importIdSeed(organizerId, id))));
  return new Map(sources.map((id, i) => [id, importedId(id, digests[i] ?? '')]));
}

/**
 * What importing `file` into the organizer would write, planned against its data as stored now (pure
 * rules: shared-domain's planOrganizerImport). Reads the organizer's teams and tournaments, and the match
 * ids of those of its tournaments an earlier run of this import wrote.
 */
export async function planImportInto(file: ChosenExportFile, organizerId: string): Promise<OrganizerImportPlan> {
  const sameOrganizer = file.document.organizer.id === organizerId;
  const newIds = sameOrganizer ? new Map<string, string>() : await newIdsFor(file.document, organizerId);
  const [teams, tournaments] = await Promise.all([teamsRepository.listByOrganizer(organizerId), tournamentsRepository.listByOrganizer(organizerId)]);
  const fileTournaments = new Set(file.document.tournaments.map((t) => (sameOrganizer ? t.id : newIds.get(t.id))));
  const earlier = tournaments.filter((t) => fileTournaments.has(t.id));
  const matchIds = new Map(await Promise.all(earlier.map(async (t) => [t.id, await matchesRepository.idsByTournament(t.id)] as const)));
  return planOrganizerImport(file.document, { organizerId, teams, tournaments, matchIds }, newIds);
}
