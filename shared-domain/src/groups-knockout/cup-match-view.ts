import type { Tournament } from '../competition/entities';
import type { PublicMatchSide, PublicMatchView } from '../competition/public-match-view';
import type { Match } from '../match/entities';
import { groupName } from './group-letters';
import { knockoutSideLabel } from './group-placeholders';
import { knockoutRoundName } from './knockout-edit';

/**
 * A Groups + Knockout cup game's public view as its cup names it (issue 24): the knockout round ("Semi-finals",
 * "Third place", "Final"), a group game's group before its matchday ("Group A · Tour 1"), a side not
 * decided yet by its place ("Winner Group A", "Loser match 13"), and a knockout score after extra time. Other games' views are returned as they are.
 * Applied where the view is built (the gateway), so the shared bundle every page loads does not carry the cup's names.
 * @example cupMatchView(view, cup, final).roundLabel // 'Final'
 */
export function cupMatchView(view: PublicMatchView, tournament: Pick<Tournament, 'format'>, match: Pick<Match, 'stage' | 'group' | 'playoffRound' | 'afterExtraTime'>): PublicMatchView {
  const knockout = tournament.format.groupsKnockout?.knockout;
  if (!match.stage) return view;
  const roundLabel =
    match.stage === 'group' ? `${groupName(match.group ?? '')} · ${view.roundLabel}` : knockoutRoundName(match.playoffRound ?? 0, knockout?.rounds.length ?? 1, match.stage === 'third_place');
  const named = (side: PublicMatchSide, id: string): PublicMatchSide => (side.teamId === null ? { ...side, name: knockoutSideLabel(id) ?? side.name } : side);
  const facts = match.afterExtraTime && match.stage !== 'group' ? { ...view.match, afterExtraTime: true } : view.match;
  return { ...view, match: facts, roundLabel, home: named(view.home, view.match.homeTeamId), away: named(view.away, view.match.awayTeamId) };
}
