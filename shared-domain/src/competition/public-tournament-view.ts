import type { Match, MatchStatus } from '../match/entities';
import { matchStartMs } from '../match/match-status';
import { playedBracket, type PlayoffMatchLike } from '../playoffs/played-bracket';
import { isByeMatch, parsePlaceholder, placeholderLabel } from '../playoffs/playoff-placeholders';
import { playoffRoundName } from '../playoffs/playoff-round-names';
import type { Tournament } from './entities';

/** Shown for a team id that no loaded team carries (deleted, or unreadable). */
const UNKNOWN_TEAM_LABEL = 'Unknown team';

/**
 * Heading of a league round on the public page (spec §2: fixtures grouped as "Tour N").
 * @example tourLabel(3) // 'Tour 3'
 */
export function tourLabel(round: number): string {
  return `Tour ${round}`;
}

/** One "Tour N" group of the Fixtures & Results section. */
export interface FixtureTour<M> {
  round: number;
  label: string;
  matches: M[];
}

type FixtureLike = Pick<Match, 'id' | 'round' | 'isPlayoff' | 'dateISO' | 'time'>;

const roundOf = ({ round }: { round?: number }): number => (typeof round === 'number' && Number.isInteger(round) && round >= 1 ? round : 1);

/** Kick-off order, undated fixtures last, then by id so the order never depends on how items were read. */
function compareKickoff(a: FixtureLike, b: FixtureLike): number {
  const ka = matchStartMs(a.dateISO, a.time);
  const kb = matchStartMs(b.dateISO, b.time);
  if (ka !== kb) {
    if (ka === null) return 1;
    if (kb === null) return -1;
    return ka - kb;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * League fixtures grouped by round as "Tour N", rounds ascending, each round in kick-off order
 * (undated last). Playoff matches are left out: the Playoff Bracket shows them. A match without a
 * usable round counts as round 1.
 * @example groupFixturesByTour([{ id: 'm2', round: 2 }, { id: 'm1', round: 1 }]).map((t) => t.label) // ['Tour 1', 'Tour 2']
 */
export function groupFixturesByTour<M extends FixtureLike>(matches: readonly M[]): FixtureTour<M>[] {
  const byRound = new Map<number, M[]>();
  for (const match of matches) {
    if (match.isPlayoff) continue;
    const round = roundOf(match);
    byRound.set(round, [...(byRound.get(round) ?? []), match]);
  }
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => ({ round, label: tourLabel(round), matches: [...list].sort(compareKickoff) }));
}

/**
 * What to print for a fixture side: the team's name, "Seed N" / "Winner of match N" for playoff
 * placeholders, "TBD" for a slot not chosen yet, and "Unknown team" for an id no team carries.
 * @example teamSlotLabel('team_1', new Map([['team_1', 'Rovers']])) // 'Rovers'
 * @example teamSlotLabel('winner-2', new Map()) // 'Winner of match 2'
 * @example teamSlotLabel('team_gone', new Map()) // 'Unknown team'
 */
export function teamSlotLabel(teamId: string | undefined, names: ReadonlyMap<string, string>): string {
  if (!teamId) return 'TBD';
  const name = names.get(teamId);
  if (name !== undefined) return name;
  const placeholder = parsePlaceholder(teamId);
  if (placeholder) return placeholderLabel(placeholder);
  return UNKNOWN_TEAM_LABEL;
}

/** A match in the public Playoff Bracket. Team ids are resolved as far as results allow. */
export interface PublicBracketMatch {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  homeGoals?: number | null;
  awayGoals?: number | null;
  /** A level knockout game's shoot-out ("1–1 (4–3 pens)"). */
  homePenalties?: number | null;
  awayPenalties?: number | null;
  dateISO?: string;
  time?: string;
  /** A stored postponed or cancelled status (issue 22: the bracket says so, as the match page does). */
  status?: MatchStatus;
  /** A bye is never played: its one entry advances at once. */
  bye: boolean;
  /** The side that goes on, once decided (a bye's entry at once); null while open or level. */
  winner: 'home' | 'away' | null;
}

/** A named round of the public Playoff Bracket. */
export interface PublicBracketRound {
  index: number;
  name: string;
  matches: PublicBracketMatch[];
}

type BracketSource = Pick<Tournament, 'format' | 'playoffBracket'>;

/**
 * The public Playoff Bracket (spec §2): once playoff matches exist, their rounds first to last, named
 * like the admin bracket (Final, 1/2 Final, …; spec §4) or, for a custom playoff, by the names the
 * organizer gave. Scores decide winners, which fill in later rounds' "winner of match N" slots. The
 * stored bracket is used when it holds these matches (so byes and numbering are exact). A custom
 * playoff that has no match items yet is shown from its configuration. Empty: no bracket to show.
 * @example publicPlayoffRounds({ format: { mode: 'league_playoff' } }, [semi1, semi2, final]).map((r) => r.name) // ['1/2 Final', 'Final']
 */
export function publicPlayoffRounds(tournament: BracketSource, matches: readonly (PlayoffMatchLike & { status?: MatchStatus })[]): PublicBracketRound[] {
  const format = tournament.format;
  const customRounds = [...(format?.mode === 'league_custom_playoff' ? format.customPlayoffConfig?.playoffRounds ?? [] : [])].sort(
    (a, b) => a.roundNumber - b.roundNumber,
  );
  const { resolved, playoff } = playedBracket(tournament.playoffBracket, matches);
  if (playoff.length > 0) {
    // The playoff games themselves (`playoff` is the same list, typed for progression only).
    const played = new Map(matches.filter((m) => m.isPlayoff).map((m) => [m.id, m]));
    return resolved.map((round, index) => ({
      index,
      name: customRounds[index]?.name?.trim() || playoffRoundName(index, resolved.length),
      matches: round.matches.map((bm): PublicBracketMatch => {
        const item = played.get(bm.matchId);
        const bye = isByeMatch(bm);
        const winner = bm.winner !== undefined && parsePlaceholder(bm.winner) === null ? bm.winner : undefined;
        return {
          id: bm.matchId,
          homeTeamId: bm.homeTeamId,
          awayTeamId: bm.awayTeamId,
          homeGoals: item?.homeGoals ?? null,
          awayGoals: item?.awayGoals ?? null,
          homePenalties: item?.homePenalties ?? null,
          awayPenalties: item?.awayPenalties ?? null,
          dateISO: item?.dateISO ?? bm.dateISO,
          time: item?.time,
          status: item?.status,
          bye,
          winner: winner === undefined ? null : bye || winner === bm.homeTeamId ? 'home' : winner === bm.awayTeamId ? 'away' : null,
        };
      }),
    }));
  }
  return customRounds
    .filter((round) => round.matches.length > 0)
    .map((round, index, all) => ({
      index,
      name: round.name?.trim() || playoffRoundName(index, all.length),
      matches: round.matches.map((m) => ({ id: m.id, homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId, dateISO: m.dateISO, time: m.time, bye: false, winner: null })),
    }));
}
