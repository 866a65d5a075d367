import type { Tournament } from '../competition/entities';
import type { Lineups, Match } from '../match/entities';
import type { CustomPlayoffConfig } from '../playoffs/entities';
import { isPlaceholder } from '../playoffs/playoff-placeholders';
import type { OrganizerExport } from './export-document';

/**
 * Every id an imported item refers to, and what it becomes. Teams, players and tournaments are known
 * across the whole store (public pages, the search directory), so an import into another organizer gives
 * them new ids; match ids are keyed under their tournament, and goal ids under their match, so they keep
 * theirs. `seed-N` / `winner-N` placeholders and '' (no team or player chosen yet) are no ids.
 */
export interface ImportIds {
  team(id: string): string;
  player(id: string): string;
  tournament(id: string): string;
}

const isReference = (id: string) => id !== '' && !isPlaceholder(id);
const teamRef = (ids: ImportIds, id: string) => (isReference(id) ? ids.team(id) : id);
const playerRef = (ids: ImportIds, id: string) => (id === '' ? id : ids.player(id));

function mappedLineups(lineups: Lineups, ids: ImportIds): Lineups {
  const side = (s: Lineups['home']) => ({ ...s, starting: s.starting.map((id) => playerRef(ids, id)), substitutes: s.substitutes.map((id) => playerRef(ids, id)) });
  return { ...lineups, home: side(lineups.home), away: side(lineups.away) };
}

/**
 * A match of the file as the target organizer stores it: its tournament, teams and players by their new
 * ids (goals, assists, lineups).
 * @example importedMatch({ ...match, homeTeamId: 'team_1_a', awayTeamId: 'winner-1' }, ids, 'org_2').awayTeamId // 'winner-1'
 */
export function importedMatch(match: Match, ids: ImportIds, organizerId: string): Match {
  const imported: Match = {
    ...match,
    tournamentId: ids.tournament(match.tournamentId),
    organizerId,
    homeTeamId: teamRef(ids, match.homeTeamId),
    awayTeamId: teamRef(ids, match.awayTeamId),
  };
  if (match.goals) {
    imported.goals = match.goals.map((goal) => {
      const moved = { ...goal, playerId: playerRef(ids, goal.playerId) };
      if (goal.assistPlayerId !== undefined) moved.assistPlayerId = playerRef(ids, goal.assistPlayerId);
      return moved;
    });
  }
  if (match.lineups) imported.lineups = mappedLineups(match.lineups, ids);
  return imported;
}

function mappedCustomPlayoff(config: CustomPlayoffConfig, ids: ImportIds): CustomPlayoffConfig {
  return {
    ...config,
    playoffRounds: config.playoffRounds.map((round) => ({
      ...round,
      matches: round.matches.map((game) => ({ ...game, homeTeamId: teamRef(ids, game.homeTeamId), awayTeamId: teamRef(ids, game.awayTeamId) })),
    })),
  };
}

/**
 * A tournament of the file as the target organizer stores it: its id, teams, bracket (slots and
 * winners) and custom playoff games by their new ids. Images and visibility are the import's to set.
 * @example importedTournament({ ...cup, teamIds: ['team_1_a'] }, ids, 'org_2').teamIds // [ids.team('team_1_a')]
 */
export function importedTournament(tournament: Tournament, ids: ImportIds, organizerId: string): Tournament {
  const imported: Tournament = { ...tournament, id: ids.tournament(tournament.id), organizerId, teamIds: tournament.teamIds.map((id) => teamRef(ids, id)) };
  if (tournament.playoffBracket) {
    imported.playoffBracket = tournament.playoffBracket.map((round) => ({
      ...round,
      matches: round.matches.map((slot) => {
        const moved = { ...slot, homeTeamId: teamRef(ids, slot.homeTeamId), awayTeamId: teamRef(ids, slot.awayTeamId) };
        if (slot.winner !== undefined) moved.winner = teamRef(ids, slot.winner);
        return moved;
      }),
    }));
  }
  if (tournament.format.customPlayoffConfig) {
    imported.format = { ...tournament.format, customPlayoffConfig: mappedCustomPlayoff(tournament.format.customPlayoffConfig, ids) };
  }
  return imported;
}

/**
 * Every team, player and tournament id of a file, the ones its items only refer to included (a team a
 * tournament names but the file lacks): the ids an import into another organizer must give new values,
 * so that no item of the target refers to the source's.
 * @example importedIdSources({ teams: [{ id: 't1', players: [{ id: 'p1' }] }], tournaments: [], matches: [] }) // ['t1', 'p1']
 */
export function importedIdSources(document: Pick<OrganizerExport, 'teams' | 'tournaments' | 'matches'>): string[] {
  const found = new Set<string>();
  const record = (id: string) => {
    found.add(id);
    return id;
  };
  const recorder: ImportIds = { team: record, player: record, tournament: record };
  for (const team of document.teams) {
    record(team.id);
    for (const player of team.players) record(player.id);
  }
  for (const tournament of document.tournaments) importedTournament(tournament, recorder, '');
  for (const match of document.matches) importedMatch(match, recorder, '');
  return [...found];
}

/**
 * The new id of an item imported into another organizer: the source id's prefix and time kept (so
 * items keep their order) and its last part replaced by `digestHex`, a hash of the target organizer and
 * the source id (shared-data hashes with SHA-256). The same import therefore always gives the same ids,
 * and a re-run finds what it wrote.
 * @example importedId('team_1700000000000_abc123xyz', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08') // 'team_1700000000000_9f86d081884c7d65'
 * @example importedId('t1', '9f86d081884c7d65') // 't1_9f86d081884c7d65'
 */
export function importedId(sourceId: string, digestHex: string): string {
  const cut = sourceId.lastIndexOf('_');
  const head = cut > 0 && sourceId.indexOf('_') < cut ? sourceId.slice(0, cut) : sourceId;
  return `${head}_${digestHex.slice(0, 16)}`;
}

/**
 * The text hashed for an item's new id: the target organizer and the source id.
 * @example importIdSeed('org_2', 'team_1_a') // 'org_2\nteam_1_a'
 */
export function importIdSeed(targetOrganizerId: string, sourceId: string): string {
  return `${targetOrganizerId}\n${sourceId}`;
}
