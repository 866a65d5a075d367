import type { Match } from '../match/entities';
import type { Team } from '../people/entities';
import { computePlayerStatistics, type PlayerStatistics } from '../people/player-statistics';
import { publicPlayersOf } from '../people/public-team-profile';
import { PLAYOFF_MATCH_FIELDS } from '../playoffs/played-bracket';
import { isPlaceholder } from '../playoffs/playoff-placeholders';
import { mayHaveChampion, tournamentChampion } from './champion';
import type { Tournament } from './entities';
import { teamSeasonMatches } from './team-match-list';
import { tallyPlayers } from './tournament-statistics';
import { isPublicVisibility } from './visibility';

/**
 * What the team and player pages show of a tournament: its name and where it links; and what the team's
 * calendar feed needs of it: the time zone of its match times and its location.
 */
export type PublicSeasonTournament = Pick<Tournament, 'id' | 'name' | 'organizerId' | 'createdAtISO'> &
  // Its venues name a match's pitch (issue 25); the gateway adds them, as it adds the matches' pitch and clock.
  Partial<Pick<Tournament, 'logo' | 'timeZone' | 'location' | 'venues'>>;

/**
 * What a fixture row reads of a match (no lineups, statistics or texts): the bracket's fields (a playoff
 * game names its round) plus the round and venue a league row shows, and the status the team's calendar
 * feed marks postponed and cancelled games by.
 */
const TEAM_SEASON_MATCH_FIELDS = [...PLAYOFF_MATCH_FIELDS, 'round', 'venue', 'status'] as const satisfies ReadonlyArray<keyof Match>;

type PublicSeasonMatch = Pick<Match, 'id' | 'round' | 'homeTeamId' | 'awayTeamId'> &
  Partial<Pick<Match, (typeof TEAM_SEASON_MATCH_FIELDS)[number] | 'pitchId' | 'clock'>>;

/** What a fixture row shows of a team: its name, logo and colours. */
export type PublicTeamCard = Pick<Team, 'id' | 'name' | 'colors'> & Partial<Pick<Team, 'logo'>>;

/** A player's public statistics: the result tiles, and goals and assists from goal events. */
export interface PublicPlayerStatistics extends PlayerStatistics {
  goals: number;
  assists: number;
}

/**
 * A team's public season in one tournament: the team page's matches and titles and its players'
 * statistics, read without the tournament's lineups or other teams' squads.
 */
export interface PublicTeamSeason {
  tournament: PublicSeasonTournament;
  /** The team's matches, sides as the bracket decided them, in stored order. */
  matches: PublicSeasonMatch[];
  /** The teams those matches are played between (the team included). */
  teams: PublicTeamCard[];
  /** Whether the team won the tournament. */
  won: boolean;
  /** Per public player of the team: statistics over every match of the tournament. */
  players: Record<string, PublicPlayerStatistics>;
}

const ZERO: PublicPlayerStatistics = { games: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, goals: 0, assists: 0 };

function seasonMatch(match: Match): PublicSeasonMatch {
  const picked: Partial<Record<keyof Match, unknown>> = {};
  for (const field of TEAM_SEASON_MATCH_FIELDS) if (match[field] !== undefined) picked[field] = match[field];
  return picked as PublicSeasonMatch;
}

/**
 * A team's public card (what another team's fixtures show of it).
 * @example publicTeamCard({ id: 'a', name: 'Arsenal', colors: ['#ef0107'], players: [...], ... }) // { id: 'a', name: 'Arsenal', colors: ['#ef0107'] }
 */
function publicTeamCard(team: Pick<Team, 'id' | 'name' | 'colors' | 'logo'>): PublicTeamCard {
  return { id: team.id, name: team.name, colors: Array.isArray(team.colors) ? team.colors : [], ...(team.logo ? { logo: team.logo } : {}) };
}

function seasonTournament({ id, name, organizerId, createdAtISO, logo, timeZone, location }: Tournament): PublicSeasonTournament {
  return { id, name, organizerId, createdAtISO: createdAtISO ?? '', ...(logo ? { logo } : {}), ...(timeZone ? { timeZone } : {}), ...(location ? { location } : {}) };
}

/** Statistics of each public player of the team over the tournament's matches (the public view: every scored game has an outcome). */
function playerStatistics(team: Team, matches: readonly Match[]): Record<string, PublicPlayerStatistics> {
  const players = publicPlayersOf(team);
  const tallies = new Map(tallyPlayers([{ id: team.id, players }], matches).map((row) => [row.playerId, row]));
  const out: Record<string, PublicPlayerStatistics> = {};
  for (const player of players) {
    const tally = tallies.get(player.id);
    out[player.id] = {
      ...computePlayerStatistics(player.id, matches, { zeroScoresExcludedFromOutcomes: false }),
      goals: tally?.goals ?? 0,
      assists: tally?.assists ?? 0,
    };
  }
  return out;
}

/**
 * The team's public season in a tournament, or null when there is none for the public: the tournament
 * is missing or private, or the team is not one of its teams. `matches` are the tournament's (others
 * are left out), with lineups and goals; `teams` the teams they name (the team's opponents).
 * @example publicTeamSeason({ team: arsenal, tournament, matches, teams }) // { tournament: { id, name, … }, matches: [38 fixtures], teams: [20 cards], won: false, players: { p7: { games: 38, … } } }
 */
export function publicTeamSeason(input: {
  team: Team;
  tournament: Tournament | null;
  matches: readonly Match[];
  teams: readonly Pick<Team, 'id' | 'name' | 'colors' | 'logo'>[];
}): PublicTeamSeason | null {
  const { team, tournament } = input;
  if (!tournament || !isPublicVisibility(tournament.visibility) || !(tournament.teamIds ?? []).includes(team.id)) return null;
  const all = input.matches.filter((m) => m.tournamentId === tournament.id);
  const own = teamSeasonMatches(tournament, all, team.id);
  const named = new Set(own.flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((id) => id && !isPlaceholder(id)));
  const cards = new Map([team, ...input.teams].filter((t) => named.has(t.id)).map((t) => [t.id, publicTeamCard(t)]));
  return {
    tournament: seasonTournament(tournament),
    matches: own.map(seasonMatch),
    teams: [...cards.values()],
    won: mayHaveChampion(tournament) && tournamentChampion(tournament, all) === team.id,
    players: playerStatistics(team, all),
  };
}

/**
 * A player's statistics summed over seasons (absent from a season: nothing added).
 * @example playerStatisticsOverSeasons('p7', [{ players: { p7: { games: 2, goals: 1, … } } }, { players: {} }]) // { games: 2, goals: 1, … }
 */
export function playerStatisticsOverSeasons(playerId: string, seasons: readonly Pick<PublicTeamSeason, 'players'>[]): PublicPlayerStatistics {
  const total = { ...ZERO };
  for (const season of seasons) {
    const line = Object.hasOwn(season.players, playerId) ? season.players[playerId] : undefined;
    if (!line) continue;
    for (const key of Object.keys(total) as (keyof PublicPlayerStatistics)[]) total[key] += line[key];
  }
  return total;
}
