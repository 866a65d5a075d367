import { safeExternalUrl } from '../common/external-links';
import type { GoalEvent, GoalType, Match, MatchSide, TeamStatistics } from '../match/entities';
import { playedBracket } from '../playoffs/played-bracket';
import { isPlaceholder, parsePlaceholder, placeholderLabel } from '../playoffs/playoff-placeholders';
import type { Player, Team } from '../people/entities';
import { FORMER_PLAYER_NAME, isPlayerPubliclyVisible, playerFullName } from '../people/player';
import type { Tournament } from './entities';
import { publicPlayoffRounds, tourLabel } from './public-tournament-view';
import { isPublicVisibility } from './visibility';
import { tournamentTimeZone } from './tournament-time-zone';

/** A player as everybody may see them: only public players are named. */
export interface PublicLineupPlayer {
  /** Null for a player who is not public (their name and id stay private). */
  playerId: string | null;
  name: string | null;
  number: number | null;
  position: string;
}

/** One side of a match as the public sees it. */
export interface PublicMatchSide {
  /** The real team's id; null while a playoff side is still "Winner of match N" or "Seed N". */
  teamId: string | null;
  name: string;
  logo?: string;
  colors: string[];
  /** Public players of the team, for naming scorers and lineups. */
  players: PublicLineupPlayer[];
  starting: PublicLineupPlayer[];
  substitutes: PublicLineupPlayer[];
}

/** A goal as the public sees it: the scorer and assistant are named only when public. */
export interface PublicGoal {
  id: string;
  team: MatchSide;
  minute: number;
  type: GoalType;
  scorerId: string | null;
  scorer: string | null;
  assist: string | null;
}

/** The match's own facts, with its playoff sides resolved (ids of real teams once decided). */
export type PublicMatchFacts = Pick<
  Match,
  | 'id'
  | 'tournamentId'
  | 'homeTeamId'
  | 'awayTeamId'
  | 'round'
  | 'isPlayoff'
  | 'playoffRound'
  | 'playoffMatch'
  | 'homeGoals'
  | 'awayGoals'
  | 'homePenalties'
  | 'awayPenalties'
  | 'dateISO'
  | 'time'
  | 'venue'
  | 'referee'
  | 'status'
  | 'preview'
  | 'report'
  | 'clock'
> & {
  /** Only an absolute http(s) link: anything else is dropped. */
  videoUrl?: string;
  statistics?: { home: TeamStatistics; away: TeamStatistics };
  /** A cup's knockout game whose score is after extra time (the gateway's cupMatchView adds it). */
  afterExtraTime?: boolean;
  /** Where it is played, "Pitch 2 · Riverside Park" (issue 25: shared-domain/kickoff's matchPlace; the gateway's reader adds it). */
  place?: string;
};

/**
 * Everything the public match page and the embeddable widget show of one match, built by the gateway
 * from the stored items (so privacy is decided in one place) and read by both as one document.
 */
export interface PublicMatchView {
  /** `timeZone`: the tournament's (tournamentTimeZone), in which the match's date and time are told. */
  tournament: { id: string; name: string; logo?: string; timeZone: string };
  match: PublicMatchFacts;
  /** "Tour 3" for a league match, the playoff round's name ("Final", "1/2 Final", a custom name). */
  roundLabel: string;
  home: PublicMatchSide;
  away: PublicMatchSide;
  goals: PublicGoal[];
}

/** What building the view reads: the tournament, the match, its real teams, and (for playoff games) the tournament's matches. */
export interface PublicMatchSources {
  tournament: Tournament | null | undefined;
  match: Match | null | undefined;
  teams: readonly Team[];
  /** Needed for playoff games only: their bracket decides who plays. */
  tournamentMatches?: readonly Match[];
}

/** The fields a public match view carries over from the stored match as they are. */
const FACT_FIELDS = [
  'round',
  'isPlayoff',
  'playoffRound',
  'playoffMatch',
  'homeGoals',
  'awayGoals',
  'homePenalties',
  'awayPenalties',
  'dateISO',
  'time',
  'venue',
  'referee',
  'status',
  'preview',
  'report',
  'statistics',
] as const satisfies readonly (keyof Match)[];

const asPublicPlayer = (player: Player): PublicLineupPlayer =>
  isPlayerPubliclyVisible(player)
    ? { playerId: player.id, name: playerFullName(player), number: player.number ?? null, position: player.position }
    : { playerId: null, name: null, number: player.number ?? null, position: player.position };

/**
 * The tournament's matches with `match` as the caller holds it (the list may be a save behind, or not
 * hold it yet).
 * @example withCurrentMatch([m1, m2old], m2).map((m) => m === m2) // [false, true]
 */
export function withCurrentMatch<M extends { id: string }>(matches: readonly M[], match: M): M[] {
  return matches.some((m) => m.id === match.id) ? matches.map((m) => (m.id === match.id ? match : m)) : [...matches, match];
}

/**
 * The teams a match is played between: a playoff game's resolved in its bracket from the stored results
 * (the final names the semi-finals' winners once decided), others' as stored (a Groups + Knockout cup's
 * knockout games too: the cup writes the teams its results decide into them, see playedBracket).
 * @example resolvedMatchSides(final, tournament, matches) // { home: 'arsenal', away: 'winner-2' }
 */
export function resolvedMatchSides(match: Match, tournament: Pick<Tournament, 'playoffBracket'> | null | undefined, matches: readonly Match[] | undefined): Record<MatchSide, string> {
  const stored = { home: match.homeTeamId, away: match.awayTeamId };
  if (!match.isPlayoff || !matches) return stored;
  const entry = playedBracket(tournament?.playoffBracket, withCurrentMatch(matches, match))
    .resolved.flatMap((round) => round.matches)
    .find((m) => m.matchId === match.id);
  return entry ? { home: entry.homeTeamId, away: entry.awayTeamId } : stored;
}

function sideView(teamId: string, team: Team | undefined, lineup: { starting: string[]; substitutes: string[] } | undefined, side: MatchSide): PublicMatchSide {
  const byId = new Map((team?.players ?? []).map((p) => [p.id, p]));
  const listed = (ids: readonly string[] | undefined) =>
    (ids ?? []).flatMap((id) => {
      const player = byId.get(id);
      // A deleted player's lineup entry stays, named "Former player" (only a loaded squad can tell).
      if (!player) return team ? [{ playerId: null, name: FORMER_PLAYER_NAME, number: null, position: '' }] : [];
      return [asPublicPlayer(player)];
    });
  const placeholder = parsePlaceholder(teamId);
  const name = team?.name ?? (placeholder ? placeholderLabel(placeholder) : side === 'home' ? 'Home team' : 'Away team');
  return {
    teamId: team && !isPlaceholder(teamId) ? team.id : null,
    name,
    ...(team?.logo ? { logo: team.logo } : {}),
    colors: team?.colors ?? [],
    players: (team?.players ?? []).filter(isPlayerPubliclyVisible).map(asPublicPlayer),
    starting: listed(lineup?.starting),
    substitutes: listed(lineup?.substitutes),
  };
}

/** The public name of a goal's player: public ones by name, a deleted one (in no loaded squad) as "Former player", others none. */
function goalPlayerName(playerId: string | undefined, publicNames: ReadonlyMap<string, string>, squadIds: ReadonlySet<string> | null): string | null {
  if (!playerId) return null;
  if (squadIds && !squadIds.has(playerId)) return FORMER_PLAYER_NAME;
  return publicNames.get(playerId) ?? null;
}

function goalView(goal: GoalEvent, publicNames: ReadonlyMap<string, string>, squadIds: ReadonlySet<string> | null): PublicGoal {
  const scorer = goalPlayerName(goal.playerId, publicNames, squadIds);
  const assist = goal.type !== 'own_goal' ? goalPlayerName(goal.assistPlayerId, publicNames, squadIds) : null;
  // Only a public player in the squad links to their page.
  const scorerId = goal.playerId && publicNames.has(goal.playerId) ? goal.playerId : null;
  return { id: goal.id, team: goal.team, minute: goal.minute, type: goal.type, scorerId, scorer, assist };
}

function roundLabelOf(match: Match, tournament: Tournament, matches: readonly Match[] | undefined): string {
  if (!match.isPlayoff) return tourLabel(match.round);
  const round = publicPlayoffRounds(tournament, matches ?? [match]).find((r) => r.matches.some((m) => m.id === match.id));
  return round?.name ?? 'Playoff';
}

/**
 * The public view of a match, or null when the public may not see it: no such match, no such
 * tournament, a match of another tournament, or a private tournament (spec §3: any stored visibility
 * other than 'private' is public). Players who are not public are never named.
 * @example publicMatchView({ tournament, match, teams: [home, away] })?.home.name // 'Arsenal'
 */
export function publicMatchView({ tournament, match, teams, tournamentMatches }: PublicMatchSources): PublicMatchView | null {
  if (!tournament || !match || match.tournamentId !== tournament.id || !isPublicVisibility(tournament.visibility)) return null;
  const ids = resolvedMatchSides(match, tournament, tournamentMatches);
  const teamsById = new Map(teams.map((t) => [t.id, t]));
  const home = sideView(ids.home, teamsById.get(ids.home), match.lineups?.home, 'home');
  const away = sideView(ids.away, teamsById.get(ids.away), match.lineups?.away, 'away');
  const publicNames = new Map(
    [...home.players, ...away.players].flatMap((p) => (p.playerId && p.name !== null ? [[p.playerId, p.name] as const] : [])),
  );
  // Only when both squads are loaded can a player in neither be known as deleted.
  const [homeTeam, awayTeam] = [teamsById.get(ids.home), teamsById.get(ids.away)];
  const squadIds = homeTeam && awayTeam ? new Set([...(homeTeam.players ?? []), ...(awayTeam.players ?? [])].map((p) => p.id)) : null;
  const facts: PublicMatchFacts = { id: match.id, tournamentId: match.tournamentId, homeTeamId: ids.home, awayTeamId: ids.away, round: match.round };
  for (const field of FACT_FIELDS) {
    if (match[field] !== undefined) Object.assign(facts, { [field]: match[field] });
  }
  const videoUrl = safeExternalUrl(match.videoUrl);
  if (videoUrl) facts.videoUrl = videoUrl;
  return {
    tournament: { id: tournament.id, name: tournament.name, ...(tournament.logo ? { logo: tournament.logo } : {}), timeZone: tournamentTimeZone(tournament) },
    match: facts,
    roundLabel: roundLabelOf(match, tournament, tournamentMatches),
    home,
    away,
    goals: (match.goals ?? []).map((g) => goalView(g, publicNames, squadIds)),
  };
}
