import type { Tournament } from '../competition/entities';
import type { GroupsKnockoutRules } from '../groups-knockout/entities';
import { knockoutSideLabel } from '../groups-knockout/group-placeholders';
import { groupTables, qualificationZone, qualifiedPlacings } from '../groups-knockout/group-qualifiers';
import { knockoutRoundName } from '../groups-knockout/knockout-edit';
import { resolveGroupsKnockout, type ResolvedTie } from '../groups-knockout/knockout-resolve';
import { aggregateText, legScoreText } from '../groups-knockout/knockout-ties';
import type { StandingRow } from '../league/entities';
import type { Match } from '../match/entities';

/** A group's table on the public page: "Group A", its rows, and the teams in its qualification zone. */
interface CupGroupView {
  letter: string;
  name: string;
  rows: StandingRow[];
  /** The top places that qualify outright, and the teams of the next place that qualified among the best. */
  qualified: string[];
  complete: boolean;
}

/** A side of a knockout tie: a team once known, else what will fill it ("Winner Group A"). */
export interface CupSide {
  teamId?: string;
  label: string;
}

/** One game of a tie: its match (for its page), its sides in that game and its score ("3–3 a.e.t. (4–2 pens)"). */
interface CupLegView {
  matchId: string;
  home: CupSide;
  away: CupSide;
  score: string | null;
  dateISO?: string;
}

/** A knockout tie: its sides, its games (none for a bye), the aggregate of two legs, and its winner once decided. */
interface CupTieView {
  number: number;
  home: CupSide;
  away: CupSide;
  bye: boolean;
  legs: CupLegView[];
  aggregate: string | null;
  winner?: string;
}

/** A knockout round by name ("Round of 16", "Final", "Third place"). */
export interface CupRoundView {
  name: string;
  ties: CupTieView[];
}

/** A Groups + Knockout cup's public view (issue 24): every group's table, the knockout round by round, the podium. */
export interface CupView {
  groups: CupGroupView[];
  knockout: CupRoundView[];
  thirdPlace: CupRoundView | null;
  champion: string | null;
  third: string | null;
}

const side = (id: string, teamIds: ReadonlySet<string>): CupSide => (teamIds.has(id) ? { teamId: id, label: id } : { label: knockoutSideLabel(id) ?? id });

/**
 * The cup part of a public tournament page (issue 24), or null for the other modes and a cup not drawn
 * yet: the group tables with the tournament's preset and their qualification zones, and once the group
 * stage started the knockout from group positions, each side a team as soon as its group is complete.
 * @example cupView(worldCup2022, matches)?.champion // 'team_argentina'
 */
export function cupView(tournament: Pick<Tournament, 'format' | 'teamIds'>, matches: readonly Match[]): CupView | null {
  const settings = tournament.format.groupsKnockout;
  if (tournament.format.mode !== 'groups_knockout' || !settings?.groups) return null;
  const rules: GroupsKnockoutRules = { ...settings, groups: settings.groups };
  const tieBreakers = tournament.format.tieBreakers ?? 'spec';
  const best = new Set(qualifiedPlacings(rules, matches, tieBreakers).map((p) => p.teamId));
  const groups = groupTables(rules, matches, tieBreakers).map((group) => {
    const zone = qualificationZone(rules, group.letter);
    const qualified = group.rows.filter((row, i) => i < zone.direct || best.has(row.teamId)).map((row) => row.teamId);
    return { ...group, qualified };
  });
  if (!settings.knockout) return { groups, knockout: [], thirdPlace: null, champion: null, third: null };
  const resolved = resolveGroupsKnockout(rules, settings.knockout, matches, { tieBreakers, awayGoals: settings.awayGoals });
  const teamIds = new Set(tournament.teamIds);
  const byId = new Map(matches.map((m) => [m.id, m]));
  const tie = (t: ResolvedTie): CupTieView => ({
    number: t.number,
    home: side(t.home, teamIds),
    away: side(t.away, teamIds),
    bye: t.bye,
    legs: t.matchIds.flatMap((id, leg) => {
      const match = byId.get(id);
      if (!match) return [];
      const [home, away] = leg === 0 ? [t.home, t.away] : [t.away, t.home];
      return [{ matchId: id, home: side(home, teamIds), away: side(away, teamIds), score: legScoreText(match), ...(match.dateISO ? { dateISO: match.dateISO } : {}) }];
    }),
    aggregate: aggregateText(t, t.matchIds.length),
    ...(t.winner ? { winner: t.winner } : {}),
  });
  const count = resolved.rounds.length;
  return {
    groups,
    knockout: resolved.rounds.map((ties, r) => ({ name: knockoutRoundName(r, count), ties: ties.map(tie) })),
    thirdPlace: resolved.thirdPlace ? { name: knockoutRoundName(count - 1, count, true), ties: [tie(resolved.thirdPlace)] } : null,
    champion: resolved.champion,
    third: resolved.third,
  };
}
