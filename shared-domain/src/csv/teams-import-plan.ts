import type { Player, Team } from '../people/entities';
import { playerFullName } from '../people/player';
import { shirtNumberHolder } from '../squad-editing/shirt-numbers';
import type { CsvProblem } from './csv-table';
import { sameTeamName } from './team-name-match';
import type { ImportedPlayerFields, TeamsCsvRow } from './teams-csv';

/** A player to add, with the line of the file it comes from. */
interface PlannedPlayer {
  line: number;
  fields: ImportedPlayerFields;
}

/** One team of a teams import: an existing team (its id) or a new one, and the players to add to it. */
interface PlannedTeam {
  name: string;
  /** The organizer's team of that name, or null when the import creates it. */
  existingTeamId: string | null;
  players: PlannedPlayer[];
}

/** What a teams file would do to the organizer's teams. Nothing is imported while `problems` is not empty. */
export interface TeamsImportPlan {
  teams: PlannedTeam[];
  /** Teams the import creates. */
  newTeams: number;
  /** Players the import adds. */
  newPlayers: number;
  /** Rows naming a player their team already has: skipped, so importing a file again adds nobody twice. */
  skippedPlayers: number;
  problems: CsvProblem[];
}

/** Texts of a teams import's duplicates (ours). */
const TEAMS_IMPORT_MESSAGES = {
  listedTwice: (player: string, team: string, line: number) => `${player} is already listed for ${team} on line ${line}.`,
  numberInFile: (number: number, player: string, line: number) => `Number ${number} is already given to ${player} on line ${line}.`,
  numberInTeam: (number: number, player: string, team: string) => `Number ${number} is already worn by ${player} in ${team}.`,
} as const;

/** Who a player is within a team: their name, case and spaces ignored. */
function playerKey(player: Pick<Player, 'firstName' | 'lastName'>): string {
  return playerFullName(player).replace(/\s+/g, ' ').toLocaleLowerCase();
}

type KnownPlayer = { number: number | null | undefined; name: string; line: number | null };

interface TeamGroup {
  team: PlannedTeam;
  /** Players by key: the team's stored ones (line null) and the file's so far. */
  players: Map<string, KnownPlayer>;
}

function groupFor(groups: TeamGroup[], existing: readonly Pick<Team, 'id' | 'name' | 'players'>[], name: string): TeamGroup {
  const known = groups.find((g) => sameTeamName(g.team.name, name));
  if (known) return known;
  const stored = existing.find((team) => sameTeamName(team.name, name));
  const players = new Map<string, KnownPlayer>((stored?.players ?? []).map((p) => [playerKey(p), { number: p.number, name: playerFullName(p), line: null }]));
  const group: TeamGroup = { team: { name: stored?.name ?? name, existingTeamId: stored?.id ?? null, players: [] }, players };
  groups.push(group);
  return group;
}

/** Why a row's player cannot join its team (listed twice in the file, or a number already given), or null. */
function duplicateProblem(group: TeamGroup, row: TeamsCsvRow, key: string): CsvProblem | null {
  const same = group.players.get(key);
  if (same?.line != null) return { line: row.line, column: 'lastName', reason: TEAMS_IMPORT_MESSAGES.listedTwice(same.name, group.team.name, same.line) };
  const number = row.player.number;
  if (number === null) return null;
  const holder = shirtNumberHolder(group.players.values(), number, (other) => other === same);
  if (!holder) return null;
  const reason = holder.line === null ? TEAMS_IMPORT_MESSAGES.numberInTeam(number, holder.name, group.team.name) : TEAMS_IMPORT_MESSAGES.numberInFile(number, holder.name, holder.line);
  return { line: row.line, column: 'number', reason };
}

/**
 * What importing a teams file's valid rows does to the organizer's `existing` teams. Rows join a team by
 * name as the app compares team names (case and spaces ignored): an existing team, or one the import
 * creates under the first spelling in the file. A player their team already has (same name) is skipped,
 * so a file imported again, or an import resumed after it stopped, adds nobody twice. A player listed
 * twice for a team, or a number already given in that team (in the file or in the stored squad), is a
 * problem of the later row.
 * @example planTeamsImport([{ line: 2, team: 'arsenal fc', player: saka }], [{ id: 't1', name: 'Arsenal FC', players: [] }])
 * // { teams: [{ name: 'Arsenal FC', existingTeamId: 't1', players: [{ line: 2, fields: saka }] }], newTeams: 0, newPlayers: 1, skippedPlayers: 0, problems: [] }
 */
export function planTeamsImport(rows: readonly TeamsCsvRow[], existing: readonly Pick<Team, 'id' | 'name' | 'players'>[]): TeamsImportPlan {
  const groups: TeamGroup[] = [];
  const problems: CsvProblem[] = [];
  let skippedPlayers = 0;
  for (const row of rows) {
    const group = groupFor(groups, existing, row.team);
    const key = playerKey(row.player);
    // Already in the stored squad: skipped whatever the file says about them.
    const problem = group.players.get(key)?.line === null ? null : duplicateProblem(group, row, key);
    if (problem) {
      problems.push(problem);
    } else if (group.players.has(key)) {
      skippedPlayers += 1;
    } else {
      group.players.set(key, { number: row.player.number, name: playerFullName(row.player), line: row.line });
      group.team.players.push({ line: row.line, fields: row.player });
    }
  }
  const teams = groups.map((g) => g.team);
  return {
    teams,
    newTeams: teams.filter((t) => t.existingTeamId === null).length,
    newPlayers: teams.reduce((sum, t) => sum + t.players.length, 0),
    skippedPlayers,
    problems,
  };
}

/**
 * A player as a teams import stores it: the file's fields, public like every added player (spec §9);
 * an empty number or date of birth is left out.
 * @example importedPlayer({ firstName: 'Bukayo', lastName: 'Saka', number: null, position: 'Forward', dateOfBirth: null }, 'player_1_a', '2024-01-01T00:00:00.000Z')
 * // { id: 'player_1_a', firstName: 'Bukayo', lastName: 'Saka', position: 'Forward', isPublic: true, createdAtISO: '2024-01-01T00:00:00.000Z' }
 */
export function importedPlayer(fields: ImportedPlayerFields, id: string, createdAtISO: string): Player {
  const player: Player = { id, firstName: fields.firstName, lastName: fields.lastName, position: fields.position, isPublic: true, createdAtISO };
  if (fields.number !== null) player.number = fields.number;
  if (fields.dateOfBirth !== null) player.dateOfBirth = fields.dateOfBirth;
  return player;
}
