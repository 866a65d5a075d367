import cup from '../../test-data/worldcup-2022.json';

/** A score as openfootball writes it: [team1, team2]. */
type Pair = number[];

/** One match of test-data/worldcup-2022.json (openfootball/worldcup.json, public domain). */
interface RawMatch {
  round: string;
  date: string;
  team1: string;
  team2: string;
  /** ft: after 90 minutes; et: after extra time (the total, not the extra goals); p: the shoot-out. */
  score: { ft: Pair; ht?: Pair; et?: Pair; p?: Pair };
  /** "Group A"… on group matches only. */
  group?: string;
}

/** A match of the 2022 World Cup as the rules read it: the final score includes extra time. */
export interface WorldCupMatch {
  /** 'Group A'…'Group H', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Match for third place', 'Final'. */
  stage: string;
  /** The group's letter for a group match. */
  group?: string;
  homeTeamId: string;
  awayTeamId: string;
  homeGoals: number;
  awayGoals: number;
  /** Set when the match went to extra time. */
  afterExtraTime?: true;
  homePenalties?: number;
  awayPenalties?: number;
}

function toMatch(raw: RawMatch): WorldCupMatch {
  const [homeGoals, awayGoals] = raw.score.et ?? raw.score.ft;
  const match: WorldCupMatch = { stage: raw.group ?? raw.round, homeTeamId: raw.team1, awayTeamId: raw.team2, homeGoals: homeGoals!, awayGoals: awayGoals! };
  if (raw.group) match.group = raw.group.replace('Group ', '');
  if (raw.score.et) match.afterExtraTime = true;
  if (raw.score.p) [match.homePenalties, match.awayPenalties] = [raw.score.p[0]!, raw.score.p[1]!];
  return match;
}

/** The 64 matches of the FIFA World Cup 2022 in the file's order (team names are the ids). */
export const worldCupMatches: readonly WorldCupMatch[] = (cup.matches as RawMatch[]).map(toMatch);

/** The group matches (48). */
export const worldCupGroupMatches = worldCupMatches.filter((m) => m.group !== undefined);

/** The knockout matches of one stage, e.g. 'Round of 16'. */
export const worldCupStage = (stage: string): WorldCupMatch[] => worldCupMatches.filter((m) => m.stage === stage);

/** The teams of each group, A to H, in alphabetical order (not the final order: tests must prove the sort). */
export const worldCupGroups: { letter: string; teamIds: string[] }[] = [...new Set(worldCupGroupMatches.map((m) => m.group!))]
  .sort()
  .map((letter) => ({
    letter,
    teamIds: [...new Set(worldCupGroupMatches.filter((m) => m.group === letter).flatMap((m) => [m.homeTeamId, m.awayTeamId]))].sort(),
  }));
