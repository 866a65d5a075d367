import type { Match } from '../match/entities';
import { applyMatchPatch, type MatchPatch } from '../match/match-patch';
import { clearedUntilStable, type ClearedResult, type Participants, type ResultMatch } from '../playoffs/result-changes';
import { knockoutLegs } from './knockout-legs';
import { resolveCupKnockout, type CupTournament } from './resolve-cup';

/** The match fields resolving a cup reads: a group game's teams and score, a knockout leg's score. */
type CupMatch = ResultMatch & Pick<Match, 'stage' | 'group' | 'afterExtraTime'>;

/** Each knockout leg's sides as the results decide them now (placeholders where not decided), and its round's name. */
function cupParticipants(tournament: CupTournament, matches: readonly CupMatch[]): Participants {
  const byId: Participants = new Map();
  const resolved = resolveCupKnockout(tournament, matches);
  if (!resolved) return byId;
  for (const leg of knockoutLegs(resolved)) {
    byId.set(leg.matchId, { key: `${leg.homeTeamId}|${leg.awayTeamId}`, home: leg.homeTeamId, away: leg.awayTeamId, roundName: leg.roundName });
  }
  return byId;
}

/** A knockout match item whose stored sides are not the ones the results decide: the sides to write. */
export interface CupSideWrite {
  matchId: string;
  /** The version the match was read at (the write is checked against it). */
  version: number | undefined;
  homeTeamId: string;
  awayTeamId: string;
}

/**
 * The knockout match items of a Groups + Knockout cup whose stored sides differ from the ones its results
 * decide (issue 24): a group's places once that group is complete, a tie's winner and loser once it is
 * decided, and back to the placeholder when a corrected result undoes that. Writing these keeps every
 * reader of match items (match centre, public match page, widget, calendar feeds, CSV and organizer
 * exports, team pages) naming the real teams; the stored bracket keeps its placeholders, so the sides are
 * always recomputed from the results and never from earlier writes. Empty for other tournaments.
 * @example cupSideWrites(cup, matches) // [{ matchId: 'final', version: 1, homeTeamId: 'argentina', awayTeamId: 'winner-14' }]
 */
export function cupSideWrites(tournament: CupTournament, matches: readonly (CupMatch & Pick<Match, 'version'>)[]): CupSideWrite[] {
  const sides = cupParticipants(tournament, matches);
  return matches.flatMap((match) => {
    const side = sides.get(match.id);
    if (!side || (side.home === match.homeTeamId && side.away === match.awayTeamId)) return [];
    return [{ matchId: match.id, version: match.version, homeTeamId: side.home, awayTeamId: side.away }];
  });
}

/**
 * The knockout results a result edit of a cup's game (group or knockout) would invalidate, because the
 * teams of those games change (the organizer confirms first, as for the league + elimination playoffs'
 * `resultsClearedBy`): a group result that changes who finishes where, a tie result that changes who goes
 * on; repeated until nothing more changes. Empty when every knockout pairing stays.
 * @example cupResultsClearedBy(cup, matches, 'groupA-m6', { homeGoals: 0, awayGoals: 3 })
 * // [{ matchId: 'r16-1', roundName: 'Round of 16', homeTeamId: 'netherlands', awayTeamId: 'usa', homeGoals: 3, awayGoals: 1 }]
 */
export function cupResultsClearedBy<M extends CupMatch>(tournament: CupTournament, matches: readonly M[], matchId: string, fields: MatchPatch): ClearedResult[] {
  const edited = matches.map((m) => (m.id === matchId ? applyMatchPatch(m, fields) : m));
  return clearedUntilStable(cupParticipants(tournament, matches), edited, matchId, (list) => cupParticipants(tournament, list));
}
