import * as v from 'valibot';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import type { ImageTarget } from '../media/image-keys';
import type { Organizer } from '../organizer/entities';
import type { Team } from '../people/entities';
import { matchSchema } from '../schemas/match-schema';
import { teamSchema } from '../schemas/team-schema';
import { tournamentSchema } from '../schemas/tournament-schema';
import { teamImageSpots, tournamentImageSpots, zipImagePath } from './export-images';
import { fileNameSlug } from '../common/file-name-slug';

/** What a file names itself, so a foreign JSON file is told apart from an export. */
export const ORGANIZER_EXPORT_FORMAT = 'football-tournaments-organizer-export';

/** The version of the document this code writes and reads; a later version is refused, never guessed at. */
export const ORGANIZER_EXPORT_VERSION = 1;

/** One image of the exported data: whose it is, its stored address, and its entry in the zip when the zip holds it. */
interface ExportImageReference {
  target: ImageTarget;
  url: string;
  file?: string;
}

/**
 * An organizer's data as one document (version 1): its teams with their players, its tournaments, their
 * matches, and the references of their images. Items are exactly as stored (the stored-item schemas
 * read them back), so nothing the app keeps is left out.
 */
export interface OrganizerExport {
  format: typeof ORGANIZER_EXPORT_FORMAT;
  version: typeof ORGANIZER_EXPORT_VERSION;
  exportedAtISO: string;
  organizer: Pick<Organizer, 'id' | 'name'>;
  teams: Team[];
  tournaments: Tournament[];
  matches: Match[];
  images: ExportImageReference[];
}

const imageTargetSchema = v.variant('kind', [
  v.object({ kind: v.literal('team-logo'), teamId: v.string() }),
  v.object({ kind: v.literal('team-photo'), teamId: v.string() }),
  v.object({ kind: v.literal('player-photo'), teamId: v.string(), playerId: v.string() }),
  v.object({ kind: v.literal('tournament-logo'), tournamentId: v.string() }),
  v.object({ kind: v.literal('tournament-background'), tournamentId: v.string() }),
]) satisfies v.GenericSchema<unknown, ImageTarget>;

/**
 * The document's schema, made of the stored-item schemas (so a file holds only items the app can read).
 * `format` and `version` are checked before it (readOrganizerExportFile), with texts of their own.
 */
export const organizerExportSchema = v.object({
  format: v.literal(ORGANIZER_EXPORT_FORMAT),
  version: v.literal(ORGANIZER_EXPORT_VERSION),
  exportedAtISO: v.string(),
  organizer: v.looseObject({ id: v.string(), name: v.string() }),
  teams: v.array(teamSchema),
  tournaments: v.array(tournamentSchema),
  matches: v.array(matchSchema),
  images: v.array(v.object({ target: imageTargetSchema, url: v.string(), file: v.optional(v.string()) })),
}) satisfies v.GenericSchema<unknown, OrganizerExport>;

/** What an export is made of: the organizer's items as read, and the uploads the zip holds (by key). */
export interface OrganizerExportInput {
  organizer: Pick<Organizer, 'id' | 'name'>;
  teams: readonly Team[];
  tournaments: readonly Tournament[];
  matches: readonly Match[];
  exportedAtISO: string;
  /** Keys of the uploads packed into the zip alongside (none for a JSON file). */
  zippedImageKeys?: ReadonlySet<string>;
}

/**
 * The export document of an organizer's data. Matches of a tournament that is not exported (it could
 * not be read) are left out, since no import could place them.
 * @example organizerExport({ organizer: { id: 'org_1', name: 'FA' }, teams: [], tournaments: [], matches: [], exportedAtISO: '2024-05-01T10:00:00.000Z' })
 * // { format: 'football-tournaments-organizer-export', version: 1, exportedAtISO: '2024-05-01T10:00:00.000Z', organizer: { id: 'org_1', name: 'FA' }, teams: [], tournaments: [], matches: [], images: [] }
 */
export function organizerExport(input: OrganizerExportInput): OrganizerExport {
  const tournamentIds = new Set(input.tournaments.map((t) => t.id));
  const spots = [...input.teams.flatMap(teamImageSpots), ...input.tournaments.flatMap(tournamentImageSpots)];
  const zipped = input.zippedImageKeys ?? new Set<string>();
  return {
    format: ORGANIZER_EXPORT_FORMAT,
    version: ORGANIZER_EXPORT_VERSION,
    exportedAtISO: input.exportedAtISO,
    organizer: { id: input.organizer.id, name: input.organizer.name },
    teams: [...input.teams],
    tournaments: [...input.tournaments],
    matches: input.matches.filter((m) => tournamentIds.has(m.tournamentId)),
    images: spots.map(({ target, url, key }) => (key !== null && zipped.has(key) ? { target, url, file: zipImagePath(key) } : { target, url })),
  };
}

/**
 * The export's file name: the organizer's name in lower case, words joined by hyphens, and the day.
 * @example organizerExportFileName('Sunday League', '2024-05-01T10:00:00.000Z', 'zip') // 'sunday-league-export-2024-05-01.zip'
 * @example organizerExportFileName('Liga Atlético', '2024-05-01T10:00:00.000Z', 'json') // 'liga-atletico-export-2024-05-01.json'
 */
export function organizerExportFileName(organizerName: string, exportedAtISO: string, kind: 'json' | 'zip'): string {
  return `${fileNameSlug(organizerName, 'organizer')}-export-${exportedAtISO.slice(0, 10)}.${kind}`;
}
