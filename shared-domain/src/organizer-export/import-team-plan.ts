import { sameTeamName } from '../csv/team-name-match';
import type { ImageTarget } from '../media/image-keys';
import type { Player, Team } from '../people/entities';
import { playerFullName } from '../people/player';
import { imageLabel } from './export-images';
import { imageCarriage, type PlannedImage } from './import-image-plan';
import { teamJoinsText, type ImportNote } from './import-notes';
import type { ImportIds } from './import-references';

/** Written and found counts of one kind of item. */
export interface PartCount {
  toImport: number;
  alreadyHere: number;
}

/** Players an import adds to a team that is already there. */
export interface PlayersToAdd {
  teamId: string;
  players: Player[];
}

/** What importing a file's teams does to the target organizer's teams. */
export interface TeamsImportPart {
  newTeams: Team[];
  playersToAdd: PlayersToAdd[];
  images: PlannedImage[];
  conflicts: ImportNote[];
  teams: PartCount;
  players: PartCount;
  imageCount: PartCount;
  /** File teams and players that are the target's own under another id (joined by name): file id → target id. */
  joined: Map<string, string>;
}

interface TeamContext {
  ids: ImportIds;
  organizerId: string;
  sameOrganizer: boolean;
  part: TeamsImportPart;
}

const count = (): PartCount => ({ toImport: 0, alreadyHere: 0 });
const playerLabel = (player: Player, team: Team) => imageLabel('player-photo', { team, player });

/** A player of the file as the target stores it, its photo kept or planned for upload. */
function newPlayer(player: Player, team: Team, teamId: string, context: TeamContext): Player {
  const id = context.ids.player(player.id);
  const imported: Player = { ...player, id };
  if (player.photo) {
    const carriage = imageCarriage(player.photo, { kind: 'player-photo', teamId, playerId: id }, playerLabel(player, team), context.sameOrganizer);
    if (!carriage.keep) {
      delete imported.photo;
      context.part.images.push(carriage.image);
    }
    context.part.imageCount.toImport += 1;
  }
  return imported;
}

/** A team of the file that the target lacks: written whole, its uploads planned. */
function planNewTeam(team: Team, context: TeamContext): Team {
  const id = context.ids.team(team.id);
  const imported: Team = { ...team, id, organizerId: context.organizerId, players: team.players.map((p) => newPlayer(p, team, id, context)), version: 1 };
  for (const field of ['logo', 'photo'] as const) {
    const url = team[field];
    if (!url) continue;
    const carriage = imageCarriage(url, { kind: field === 'logo' ? 'team-logo' : 'team-photo', teamId: id }, imageLabel(field === 'logo' ? 'team-logo' : 'team-photo', { team }), context.sameOrganizer);
    if (!carriage.keep) {
      delete imported[field];
      context.part.images.push(carriage.image);
    }
    context.part.imageCount.toImport += 1;
  }
  context.part.teams.toImport += 1;
  context.part.players.toImport += team.players.length;
  return imported;
}

/**
 * An upload of the file's item that the target's copy (written by an earlier run of this import, same
 * id) still lacks: that run stopped before it, so it is planned again. Anything already in the field,
 * or an address kept as it is, counts as there.
 */
function resumeImage(url: string | undefined, stored: string | undefined, target: ImageTarget, label: string, context: TeamContext): void {
  if (!url) return;
  const planned = imageCarriage(url, target, label, context.sameOrganizer);
  if (stored || planned.keep) {
    context.part.imageCount.alreadyHere += 1;
  } else {
    context.part.images.push(planned.image);
    context.part.imageCount.toImport += 1;
  }
}

/** A team of the file that is there already (same id from an earlier run, or joined by name): only missing players are added. */
function planKnownTeam(team: Team, host: Team, context: TeamContext): void {
  const ours = host.id === context.ids.team(team.id);
  const adding: Player[] = [];
  for (const player of team.players) {
    const id = context.ids.player(player.id);
    const found = host.players.find((p) => p.id === id) ?? host.players.find((p) => sameTeamName(playerFullName(p), playerFullName(player)));
    if (!found) {
      adding.push(newPlayer(player, team, host.id, context));
      continue;
    }
    context.part.players.alreadyHere += 1;
    if (found.id !== id) context.part.joined.set(player.id, found.id);
    else resumeImage(player.photo, found.photo, { kind: 'player-photo', teamId: host.id, playerId: id }, playerLabel(player, team), context);
  }
  if (adding.length > 0) context.part.playersToAdd.push({ teamId: host.id, players: adding });
  context.part.players.toImport += adding.length;
  if (ours) {
    context.part.teams.alreadyHere += 1;
    resumeImage(team.logo, host.logo, { kind: 'team-logo', teamId: host.id }, imageLabel('team-logo', { team }), context);
    resumeImage(team.photo, host.photo, { kind: 'team-photo', teamId: host.id }, imageLabel('team-photo', { team }), context);
  } else {
    context.part.joined.set(team.id, host.id);
    context.part.conflicts.push({ name: team.name, text: teamJoinsText(adding.length) });
  }
}

/**
 * What importing the file's teams does to the target's `existing` teams. A team whose new id is there
 * (an earlier run of the same import) is there already; otherwise a team of the same name (case and
 * spaces ignored, as everywhere team names are compared) is the target's own: the file's team joins it,
 * its players joining the squad by name as a CSV import's do. Only players the squad lacks are added;
 * the rest of the target's teams is never changed. Any other team is written whole with its players.
 * @example planTeamsImport([rovers], [], { ids, organizerId: 'org_2', sameOrganizer: false }).newTeams.length // 1
 */
export function planTeamsImport(teams: readonly Team[], existing: readonly Team[], options: Omit<TeamContext, 'part'>): TeamsImportPart {
  const part: TeamsImportPart = { newTeams: [], playersToAdd: [], images: [], conflicts: [], teams: count(), players: count(), imageCount: count(), joined: new Map() };
  const context: TeamContext = { ...options, part };
  const byId = new Map(existing.map((team) => [team.id, team]));
  for (const team of teams) {
    const host = byId.get(options.ids.team(team.id)) ?? existing.find((other) => sameTeamName(other.name, team.name));
    if (host) planKnownTeam(team, host, context);
    else part.newTeams.push(planNewTeam(team, context));
  }
  return part;
}
