import type { MatchLike } from '../league/standings';
import type { TieBreakerPreset } from '../league/tie-breakers';
import type { GroupsKnockoutBracket, GroupsKnockoutRules, KnockoutTie } from './entities';
import type { GroupPlacing } from './group-qualifiers';
import { rankPlacedTeams } from './group-qualifiers';
import { groupTable, isGroupComplete } from './group-table';
import { isKnockoutPlaceholder, parseGroupPlaceholder, parseTiePlaceholder } from './group-placeholders';
import { tieOutcome, type KnockoutLegLike, type TieOptions, type TieOutcome } from './knockout-ties';

/** A knockout match as the resolution reads it: its id (a tie's leg) and its result. */
export type KnockoutMatchLike = { id: string } & KnockoutLegLike;

/** A tie with its sides filled in as far as the results allow, and its outcome. */
export interface ResolvedTie extends TieOutcome {
  number: number;
  /** 0-based round; the third-place tie has the final's round. */
  round: number;
  /** A team id once known, else the placeholder (label it with knockoutSideLabel). */
  home: string;
  away: string;
  matchIds: string[];
  /** A bye: its only side goes through without a match. */
  bye: boolean;
  /** Team ids, once the tie is decided and both sides are teams. */
  winner?: string;
  loser?: string;
}

/** The whole knockout resolved: the ties round by round, the third-place tie, and the podium once decided. */
export interface ResolvedKnockout {
  rounds: ResolvedTie[][];
  thirdPlace?: ResolvedTie;
  champion: string | null;
  runnerUp: string | null;
  third: string | null;
  fourth: string | null;
}

/**
 * Gives each best-of slot (in bracket order, with the group letters it may take) one of the best-placed
 * teams (in ranking order): the first assignment, trying teams in ranking order slot by slot, in which
 * every slot takes a team of one of its letters (so no slot meets a team of its own group in the first
 * round). Deterministic; where no such assignment exists, the teams go to the slots in ranking order.
 * A documented stand-in for FIFA's published tables (one row per combination of qualifying groups).
 * @example allocateBestPlaced([['B', 'C'], ['A', 'C']], [{ teamId: 'a3', group: 'A', place: 3 }, { teamId: 'c3', group: 'C', place: 3 }]) // ['c3', 'a3']
 * @internal Production code outside this entry does not call it: resolveGroupsKnockout uses it; exported for its tests.
 */
export function allocateBestPlaced(slotLetters: readonly (readonly string[])[], ranked: readonly GroupPlacing[]): (string | null)[] {
  const chosen: number[] = [];
  const search = (slot: number): boolean => {
    if (slot === slotLetters.length) return true;
    for (let t = 0; t < ranked.length; t++) {
      if (chosen.includes(t) || !slotLetters[slot]!.includes(ranked[t]!.group)) continue;
      chosen.push(t);
      if (search(slot + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  if (search(0)) return chosen.map((t) => ranked[t]!.teamId);
  return slotLetters.map((_, i) => ranked[i]?.teamId ?? null);
}

/**
 * The team each group-position side of the bracket stands for, as far as the groups are complete: a
 * group's places resolve as soon as that group is complete (not when every group is); the best-of slots
 * once every group is complete (`allocateBestPlaced`). Sides not known yet are missing from the map.
 * @example groupSides(rules, bracket, matches, 'fifa').get('group-A-1') // 'Netherlands' once Group A is complete
 * @internal Production code outside this entry does not call it: resolveGroupsKnockout uses it; exported for its tests.
 */
export function groupSides(rules: GroupsKnockoutRules, bracket: GroupsKnockoutBracket, matches: readonly MatchLike[], tieBreakers: TieBreakerPreset): Map<string, string> {
  const sides = new Map<string, string>();
  const first = bracket.rounds[0] ?? [];
  const bestPlace = rules.bestOfPlace?.place;
  const slots: { id: string; letters: string[] }[] = [];
  for (const id of first.flatMap((t) => [t.home, t.away])) {
    const p = parseGroupPlaceholder(id);
    if (!p) continue;
    if (p.place === bestPlace) {
      if (!slots.some((s) => s.id === id)) slots.push({ id, letters: p.letters });
      continue;
    }
    const group = rules.groups.find((g) => g.letter === p.letters[0]);
    if (!group || p.letters.length !== 1 || !isGroupComplete(group, matches, rules.groupLegs)) continue;
    const row = groupTable(group, matches, tieBreakers)[p.place - 1];
    if (row) sides.set(id, row.teamId);
  }
  const best = rules.bestOfPlace;
  if (best && slots.length > 0 && rules.groups.every((g) => isGroupComplete(g, matches, rules.groupLegs))) {
    const ranked = rankPlacedTeams(rules.groups, matches, rules.groupLegs, best.place, tieBreakers).slice(0, best.count);
    allocateBestPlaced(
      slots.map((s) => s.letters),
      ranked,
    ).forEach((teamId, i) => {
      if (teamId !== null) sides.set(slots[i]!.id, teamId);
    });
  }
  return sides;
}

/**
 * The knockout of a groups + knockout cup with everything the results decide (issue 24): group sides
 * (see groupSides), winners and losers of decided ties moved on (`winner-N`, `loser-N`), each tie's
 * outcome (tieOutcome: one match or two legs, aggregate, away goals when `awayGoals` is on, extra time,
 * penalties), and the champion, runner-up, third and fourth once the final and the third-place tie are
 * decided. A leg is read by its match id; the first leg is the tie's home side's home game. Pure: store
 * the bracket with its placeholders and resolve it for every display, so a corrected result moves the right team on.
 * @example resolveGroupsKnockout(rules, bracket, matches, { tieBreakers: 'fifa' }).champion // 'Argentina'
 */
export function resolveGroupsKnockout(
  rules: GroupsKnockoutRules,
  bracket: GroupsKnockoutBracket,
  matches: readonly (MatchLike & Partial<KnockoutMatchLike>)[],
  options: { tieBreakers: TieBreakerPreset } & TieOptions,
): ResolvedKnockout {
  const fromGroups = groupSides(rules, bracket, matches, options.tieBreakers);
  const byId = new Map(matches.filter((m) => m.id !== undefined).map((m) => [m.id!, m]));
  const winners = new Map<number, string>();
  const losers = new Map<number, string>();
  const side = (id: string): string => {
    const tie = parseTiePlaceholder(id);
    if (tie) return (tie.kind === 'winner' ? winners : losers).get(tie.n) ?? id;
    return fromGroups.get(id) ?? id;
  };
  const resolveTie = (tie: KnockoutTie, round: number): ResolvedTie => {
    const home = side(tie.home);
    const away = side(tie.away);
    const bye = tie.home === tie.away;
    const legs = tie.matchIds.map((id) => byId.get(id) ?? {});
    const outcome = tieOutcome(legs, options);
    const resolved: ResolvedTie = { number: tie.number, round, home, away, matchIds: [...tie.matchIds], bye, ...outcome };
    const known = !isKnockoutPlaceholder(home) && !isKnockoutPlaceholder(away);
    if (bye && known) resolved.winner = home;
    else if (known && outcome.winnerSide) {
      resolved.winner = outcome.winnerSide === 'home' ? home : away;
      resolved.loser = outcome.winnerSide === 'home' ? away : home;
    }
    if (resolved.winner) winners.set(tie.number, resolved.winner);
    if (resolved.loser) losers.set(tie.number, resolved.loser);
    return resolved;
  };
  const rounds = bracket.rounds.map((ties, round) => ties.map((tie) => resolveTie(tie, round)));
  const final = rounds.length > 0 && rounds.at(-1)!.length === 1 ? rounds.at(-1)![0] : undefined;
  const thirdPlace = bracket.thirdPlace ? resolveTie(bracket.thirdPlace, rounds.length - 1) : undefined;
  const result: ResolvedKnockout = {
    rounds,
    champion: final?.winner ?? null,
    runnerUp: final?.loser ?? null,
    third: thirdPlace?.winner ?? null,
    fourth: thirdPlace?.loser ?? null,
  };
  if (thirdPlace) result.thirdPlace = thirdPlace;
  return result;
}
