import type { Tournament, Visibility } from '../competition/entities';
import { isPublicVisibility } from '../competition/visibility';
import type { Match } from '../match/entities';
import type { Team } from '../people/entities';
import type { OrganizerExport } from './export-document';
import type { ExportFileProblem } from './export-consistency';
import { imageLabel } from './export-images';
import { imageCarriage, type PlannedImage } from './import-image-plan';
import { freeTournamentName, interruptedTournamentText, tournamentRenamedText, type ImportNote } from './import-notes';
import { importedMatch, importedTournament, type ImportIds } from './import-references';
import { planTeamsImport, type PartCount, type PlayersToAdd } from './import-team-plan';
import { importWriteProblems } from './import-write-check';

/** How many of each kind of item. */
export interface ImportCounts {
  teams: number;
  players: number;
  tournaments: number;
  matches: number;
  images: number;
}

/** The target organizer as stored now. */
export interface ImportTarget {
  organizerId: string;
  teams: readonly Team[];
  tournaments: readonly Tournament[];
  /** The ids of the matches stored for each of its tournaments that the file's tournaments become (an earlier run's). */
  matchIds: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A tournament the import makes visible once its matches are written (it is written private until then). */
interface TournamentFinish {
  tournamentId: string;
  visibility: Visibility;
}

/** What importing a file into an organizer writes, and what its preview says. Nothing is written while `problems` is not empty. */
export interface OrganizerImportPlan {
  /** The file is this organizer's own export: ids and image addresses are kept. */
  sameOrganizer: boolean;
  inFile: ImportCounts;
  toImport: ImportCounts;
  alreadyHere: ImportCounts;
  conflicts: ImportNote[];
  skipped: ImportNote[];
  /** Items the gateway would refuse to store, with where and why. */
  problems: ExportFileProblem[];
  newTeams: Team[];
  playersToAdd: PlayersToAdd[];
  newTournaments: Tournament[];
  matches: Match[];
  images: PlannedImage[];
  finish: TournamentFinish[];
  /** The writes the progress counts: teams, tournaments, matches and images. */
  steps: number;
}

interface TournamentsPart {
  newTournaments: Tournament[];
  matches: Match[];
  images: PlannedImage[];
  finish: TournamentFinish[];
  conflicts: ImportNote[];
  skipped: ImportNote[];
  tournaments: PartCount;
  matchCount: PartCount;
  imageCount: PartCount;
}

const IMAGE_FIELDS = [
  ['logo', 'tournament-logo'],
  ['backgroundImage', 'tournament-background'],
] as const;

/** A file's tournament that the target lacks: written private (see planOrganizerImport), renamed if its name is taken. */
function newTournament(tournament: Tournament, ids: ImportIds, target: ImportTarget, sameOrganizer: boolean, part: TournamentsPart): Tournament {
  const taken = [...target.tournaments.map((t) => t.name), ...part.newTournaments.map((t) => t.name)];
  const name = freeTournamentName(tournament.name, taken);
  if (name !== tournament.name) part.conflicts.push({ name: tournament.name, text: tournamentRenamedText(name) });
  const imported: Tournament = { ...importedTournament(tournament, ids, target.organizerId), name, visibility: 'private', version: 1 };
  for (const [field, kind] of IMAGE_FIELDS) {
    const url = tournament[field];
    if (!url) continue;
    const carriage = imageCarriage(url, { kind, tournamentId: imported.id }, imageLabel(kind, { tournament }), sameOrganizer);
    if (!carriage.keep) {
      delete imported[field];
      part.images.push(carriage.image);
    }
    part.imageCount.toImport += 1;
  }
  part.tournaments.toImport += 1;
  return imported;
}

/** An earlier run's tournament: its images that run did not store yet are planned again; the rest counts as there. */
function resumeTournamentImages(tournament: Tournament, stored: Tournament, sameOrganizer: boolean, part: TournamentsPart): void {
  for (const [field, kind] of IMAGE_FIELDS) {
    const url = tournament[field];
    if (!url) continue;
    const carriage = imageCarriage(url, { kind, tournamentId: stored.id }, imageLabel(kind, { tournament }), sameOrganizer);
    if (stored[field] || carriage.keep) {
      part.imageCount.alreadyHere += 1;
    } else {
      part.images.push(carriage.image);
      part.imageCount.toImport += 1;
    }
  }
}

function planTournaments(document: OrganizerExport, ids: ImportIds, target: ImportTarget, sameOrganizer: boolean): TournamentsPart {
  const part: TournamentsPart = { newTournaments: [], matches: [], images: [], finish: [], conflicts: [], skipped: [], tournaments: { toImport: 0, alreadyHere: 0 }, matchCount: { toImport: 0, alreadyHere: 0 }, imageCount: { toImport: 0, alreadyHere: 0 } };
  const stored = new Map(target.tournaments.map((t) => [t.id, t]));
  for (const tournament of document.tournaments) {
    const own = document.matches.filter((m) => m.tournamentId === tournament.id);
    const pending = (tournament as Tournament & { pendingWrite?: 'creation' | 'playoff-start' | 'playoff-reseed' }).pendingWrite;
    if (pending) {
      part.skipped.push({ name: tournament.name, text: interruptedTournamentText(pending, own.length) });
      continue;
    }
    const id = ids.tournament(tournament.id);
    const existing = stored.get(id);
    const saved = target.matchIds.get(id) ?? new Set<string>();
    const missing = existing ? own.filter((m) => !saved.has(m.id)) : own;
    if (existing) {
      part.tournaments.alreadyHere += 1;
      resumeTournamentImages(tournament, existing, sameOrganizer, part);
    } else {
      part.newTournaments.push(newTournament(tournament, ids, target, sameOrganizer, part));
    }
    part.matchCount.alreadyHere += own.length - missing.length;
    part.matchCount.toImport += missing.length;
    part.matches.push(...missing.map((m) => importedMatch(m, ids, target.organizerId)));
    // A new tournament, or an earlier run's that stopped before its last match: made visible once complete.
    if ((!existing || missing.length > 0) && isPublicVisibility(tournament.visibility)) part.finish.push({ tournamentId: id, visibility: 'public' });
  }
  return part;
}

const counts = (teams: number, players: number, tournaments: number, matches: number, images: number): ImportCounts => ({ teams, players, tournaments, matches, images });

/**
 * What importing an export `document` into the `target` organizer writes (pure; the caller reads the
 * target and writes the plan). `newIds` gives each team, player and tournament id of the file
 * (importedIdSources) its new id, derived from the target and the source id; into the organizer the file
 * was exported from (`sameOrganizer`), ids are kept.
 *
 * - Idempotent: what an earlier run wrote (the same new ids; a match by its tournament and id) is counted
 *   as already here and not written again, so a re-run, or a run after one that stopped, writes only what
 *   is missing. Nothing stored is overwritten: items already here are never changed, except that a team
 *   gains the file's players its squad lacks.
 * - Conflicts by name: a team named like one of the target's joins it (players by name); a tournament
 *   named like one of the target's is imported beside it, renamed "(imported)".
 * - Tournaments are written private, then made public (if the file's is) once all their matches are
 *   written, so visitors never see one half imported. One whose creation or playoff start was
 *   interrupted before the export is not imported (its matches are incomplete; the note says why).
 * - Into another organizer, uploaded images are planned for upload under the new items' keys.
 * @example planOrganizerImport(document, { organizerId: 'org_2', teams: [], tournaments: [], matches: new Map() }, newIds).toImport
 * // { teams: 4, players: 12, tournaments: 1, matches: 9, images: 1 }
 */
export function planOrganizerImport(document: OrganizerExport, target: ImportTarget, newIds: ReadonlyMap<string, string>): OrganizerImportPlan {
  const sameOrganizer = document.organizer.id === target.organizerId;
  const newId = (id: string) => {
    if (sameOrganizer) return id;
    const mapped = newIds.get(id);
    if (mapped === undefined) throw new Error(`No new id was made for ${id}`);
    return mapped;
  };
  const base: ImportIds = { team: newId, player: newId, tournament: newId };
  const teams = planTeamsImport(document.teams, target.teams, { ids: base, organizerId: target.organizerId, sameOrganizer });
  // References follow a team or player that joined the target's own by name.
  const joined = (id: string) => teams.joined.get(id) ?? newId(id);
  const ids: ImportIds = { team: joined, player: joined, tournament: newId };
  const tournaments = planTournaments(document, ids, target, sameOrganizer);
  const images = [...teams.images, ...tournaments.images];
  const inFile = counts(document.teams.length, document.teams.reduce((n, t) => n + t.players.length, 0), document.tournaments.length, document.matches.length, document.images.length);
  return {
    sameOrganizer,
    inFile,
    toImport: counts(teams.teams.toImport, teams.players.toImport, tournaments.tournaments.toImport, tournaments.matchCount.toImport, teams.imageCount.toImport + tournaments.imageCount.toImport),
    alreadyHere: counts(teams.teams.alreadyHere, teams.players.alreadyHere, tournaments.tournaments.alreadyHere, tournaments.matchCount.alreadyHere, teams.imageCount.alreadyHere + tournaments.imageCount.alreadyHere),
    conflicts: [...teams.conflicts, ...tournaments.conflicts],
    skipped: tournaments.skipped,
    problems: importWriteProblems({ newTeams: teams.newTeams, playersToAdd: teams.playersToAdd, newTournaments: tournaments.newTournaments, matches: tournaments.matches }),
    newTeams: teams.newTeams,
    playersToAdd: teams.playersToAdd,
    newTournaments: tournaments.newTournaments,
    matches: tournaments.matches,
    images,
    finish: tournaments.finish,
    steps: teams.newTeams.length + teams.playersToAdd.length + tournaments.newTournaments.length + tournaments.matches.length + images.length,
  };
}
