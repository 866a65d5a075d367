import type { GroupsKnockoutBracket, GroupsKnockoutRules, KnockoutTie, TieLegs } from './entities';
import { groupPlaceholder, parseGroupPlaceholder, tiePlaceholder } from './group-placeholders';

/** How the knockout is played: legs per round (0 = first round; a missing round plays one match) and a third-place match. */
export interface KnockoutOptions {
  legsByRound?: readonly TieLegs[];
  thirdPlace?: boolean;
}

/** A first-round pairing before it has match ids: two sides, or one side twice (a bye). */
type Pairing = readonly [home: string, away: string];

/** The group letters a side can come from: one for `group-A-1`; none for a best-of slot (known only when it resolves). */
function sideLetters(id: string): string[] {
  const p = parseGroupPlaceholder(id);
  return p && p.letters.length === 1 ? p.letters : [];
}

const shareGroup = (a: string, b: string): boolean => sideLetters(a).some((l) => sideLetters(b).includes(l));

/** The qualifiers as sides, best first: every group's winner (A, B, …), then the runners-up, …, then the best-of slots. */
function rankedSides(rules: GroupsKnockoutRules): { sides: string[]; bestSlots: number } {
  const sides: string[] = [];
  for (let place = 1; place <= rules.qualifiersPerGroup; place++) for (const g of rules.groups) sides.push(groupPlaceholder([g.letter], place));
  const best = rules.bestOfPlace;
  const bestSlots = best?.count ?? 0;
  const withPlace = rules.groups.filter((g) => best && g.teamIds.length >= best.place);
  // A place only one group has (unequal groups) is that group's: its side is known, and pairs like one.
  for (let i = 0; i < bestSlots; i++) sides.push(withPlace.length === 1 ? groupPlaceholder([withPlace[0]!.letter], best!.place) : `best-${i}`);
  return { sides, bestSlots };
}

/**
 * Pairs the stronger half with the weaker half: strong i prefers weak i^1 (1A v 2B, 1B v 2A, 1C v 2D…,
 * the crossover), then weak i, then the others in order; a depth-first search takes the first pairing in
 * that preference in which no tie has two teams of one group. None exists: the plain crossover.
 */
function crossover(strong: readonly string[], weak: readonly string[]): Pairing[] {
  const preference = (i: number): number[] => {
    const first = [i ^ 1, i].filter((j) => j < weak.length);
    return [...first, ...weak.map((_, j) => j).filter((j) => !first.includes(j))];
  };
  const used = new Set<number>();
  const chosen: number[] = [];
  const search = (i: number): boolean => {
    if (i === strong.length) return true;
    for (const j of preference(i)) {
      if (used.has(j) || shareGroup(strong[i]!, weak[j]!)) continue;
      used.add(j);
      chosen.push(j);
      if (search(i + 1)) return true;
      used.delete(j);
      chosen.pop();
    }
    return false;
  };
  if (search(0)) return strong.map((s, i) => [s, weak[chosen[i]!]!]);
  return strong.map((s, i) => [s, weak[preference(i)[0]!]!]);
}

/**
 * Orders the first-round ties so that teams of one group are in different halves (they can meet again
 * only in the final), then the same inside each half, when possible: each tie in turn goes to the half
 * holding fewer teams of its groups; on equal terms a bye goes to the half with fewer byes and a match to the
 * first half with room (so the crossover's order is kept: 1A v 2B, 1C v 2D, … above 1B v 2A, 1D v 2C, …).
 */
function arrange(ties: readonly Pairing[]): Pairing[] {
  if (ties.length <= 2) return [...ties];
  const halves: Pairing[][] = [[], []];
  const size = ties.length / 2;
  const entriesOf = (tie: Pairing) => (tie[0] === tie[1] ? sideLetters(tie[0]) : [...sideLetters(tie[0]), ...sideLetters(tie[1])]);
  const byes = (half: Pairing[]) => half.filter(([h, a]) => h === a).length;
  for (const tie of ties) {
    const letters = entriesOf(tie);
    const open = [0, 1].filter((h) => halves[h]!.length < size);
    // How many teams of the tie's groups the half holds already.
    const clashes = (h: number) => halves[h]!.flatMap(entriesOf).filter((l) => letters.includes(l)).length;
    const isBye = tie[0] === tie[1];
    const best = [...open].sort((a, b) => clashes(a) - clashes(b) || (isBye ? byes(halves[a]!) - byes(halves[b]!) : 0) || a - b)[0]!;
    halves[best]!.push(tie);
  }
  return [...arrange(halves[0]!), ...arrange(halves[1]!)];
}

/**
 * The best-of slots' group letters: every group but the group of the team the slot meets in the first
 * round (so the slot's team never meets a team of its own group there), e.g. `group-BCDEFGHIJKL-3` against
 * the winner of Group A. `allocateBestPlaced` fills them once every group is complete.
 */
function nameBestSlots(pairings: readonly Pairing[], rules: GroupsKnockoutRules): Pairing[] {
  const place = rules.bestOfPlace?.place ?? 0;
  const all = rules.groups.filter((g) => g.teamIds.length >= place).map((g) => g.letter);
  const named = new Map<string, number>();
  const name = (slot: string, opponent: string) => {
    if (!slot.startsWith('best-')) return slot;
    const others = all.filter((l) => !sideLetters(opponent).includes(l));
    // Only the opponent's group has that place (unequal groups): the slot can only come from there.
    const letters = others.length > 0 ? others : all;
    const id = groupPlaceholder(letters, place);
    const seen = named.get(id) ?? 0;
    named.set(id, seen + 1);
    // Two slots open to the same groups (they meet each other) need ids of their own.
    return seen === 0 ? id : groupPlaceholder(letters, place, seen + 1);
  };
  return pairings.map(([h, a]) => {
    if (h !== a) return [name(h, a), name(a, h)];
    const bye = name(h, '');
    return [bye, bye];
  });
}

/**
 * The knockout of a groups + knockout cup, from group positions (issue 24). The qualifiers, best first
 * (group winners A, B, …, then runners-up, …, then the best-of slots), fill a bracket of the next power
 * of two: the best get byes when the count is not one. The others are paired strong against weak by the
 * standard crossover (1A v 2B, 1B v 2A, 1C v 2D, …), moved only to avoid two teams of one group in a tie,
 * and the ties are arranged so that teams of one group are in opposite halves when possible. For 8 groups
 * with the top 2 this is the World Cup's bracket exactly (1A v 2B, 1C v 2D, 1E v 2F, 1G v 2H | 1B v 2A, …).
 * Later rounds pair the winners of ties 1 and 2, 3 and 4, …; the third-place tie pairs the semi-finals'
 * losers. Ties are numbered 1.. round by round (`winner-N`, `loser-N`); each leg gets a match id from `nextId`.
 * Best-of slots: FIFA's published allocation tables (2026: 495 combinations of qualifying thirds) are not
 * expressible as a rule, so a slot may take the best-placed team of any group but its opponent's, and
 * `allocateBestPlaced` assigns them deterministically (see there).
 * @example buildGroupsKnockout(worldCupRules, { legsByRound: [1, 1, 1, 1], thirdPlace: true }, ids).rounds[0][0]
 * // { number: 1, home: 'group-A-1', away: 'group-B-2', matchIds: ['m1'] }
 */
export function buildGroupsKnockout(rules: GroupsKnockoutRules, options: KnockoutOptions, nextId: () => string): GroupsKnockoutBracket {
  const { sides } = rankedSides(rules);
  if (sides.length < 2) return { rounds: [] };
  let bracketSize = 2;
  while (bracketSize < sides.length) bracketSize *= 2;
  const byeCount = bracketSize - sides.length;
  const byes: Pairing[] = sides.slice(0, byeCount).map((s) => [s, s]);
  const rest = sides.slice(byeCount);
  const paired = crossover(rest.slice(0, rest.length / 2), rest.slice(rest.length / 2));
  const firstRound = arrange(nameBestSlots([...byes, ...paired], rules));
  const legsOf = (round: number): TieLegs => options.legsByRound?.[round] ?? 1;
  const rounds: KnockoutTie[][] = [];
  let number = 1;
  const tie = (home: string, away: string, legs: TieLegs): KnockoutTie => ({
    number: number++,
    home,
    away,
    matchIds: home === away ? [] : Array.from({ length: legs }, () => nextId()),
  });
  rounds.push(firstRound.map(([h, a]) => tie(h, a, legsOf(0))));
  while (rounds.at(-1)!.length > 1) {
    const previous = rounds.at(-1)!;
    const round = rounds.length;
    rounds.push(
      Array.from({ length: previous.length / 2 }, (_, k) =>
        tie(tiePlaceholder('winner', previous[2 * k]!.number), tiePlaceholder('winner', previous[2 * k + 1]!.number), legsOf(round)),
      ),
    );
  }
  const semis = rounds.at(-2);
  // A semi-final that is a bye (3 qualifiers) has no loser to play for third place.
  if (!options.thirdPlace || semis?.length !== 2 || semis.some((t) => t.matchIds.length === 0)) return { rounds };
  return { rounds, thirdPlace: tie(tiePlaceholder('loser', semis[0]!.number), tiePlaceholder('loser', semis[1]!.number), 1) };
}
