/** One generated league fixture; rounds are numbered from 1. */
export interface RoundRobinFixture {
  round: number;
  homeTeamId: string;
  awayTeamId: string;
}

/** League repeats ("rounds" of the format) are clamped to this range (spec §4, §9). */
const MIN_LEAGUE_REPEATS = 1;
const MAX_LEAGUE_REPEATS = 4;

/**
 * Clamps a repeat count to 1..4; a missing or non-numeric value means 1, fractions are truncated.
 * @example clampLeagueRepeats(7) // 4
 * @example clampLeagueRepeats(undefined) // 1
 */
export function clampLeagueRepeats(repeats: number | undefined): number {
  if (repeats === undefined || !Number.isFinite(repeats)) return MIN_LEAGUE_REPEATS;
  return Math.min(MAX_LEAGUE_REPEATS, Math.max(MIN_LEAGUE_REPEATS, Math.trunc(repeats)));
}

type Pairing = readonly [home: number, away: number];

/**
 * De Werra's canonical 1-factorisation of m (even) vertices with the orientation that gives exactly
 * m − 2 breaks, every vertex having at most one break (the minimum for a round robin).
 * Vertices 0..m−2 sit on a circle, vertex m−1 is fixed; round i pairs the fixed vertex with i and
 * i+k with i−k (mod m−1). The fixed vertex alternates home/away, and so does every vertex at distance k.
 */
function canonicalRounds(m: number): Pairing[][] {
  const n = m - 1;
  const rounds: Pairing[][] = [];
  for (let i = 0; i < n; i++) {
    const round: Pairing[] = [i % 2 === 0 ? [i, n] : [n, i]];
    for (let k = 1; k < m / 2; k++) {
      const a = (i + k) % n;
      const b = (i - k + n) % n;
      round.push(k % 2 === 1 ? [a, b] : [b, a]);
    }
    rounds.push(round);
  }
  return rounds;
}

/**
 * Generates a (multiple) round robin (spec §4): fewer than 2 teams give no fixtures; an odd count
 * adds a bye whose matches are dropped (its opponent rests that round); repeats clamp to 1..4.
 * Duplicate ids are ignored (a team cannot play itself).
 *
 * Schedule quality beyond the spec, all checked by exhaustive tests for 2..32 teams × 1..4 repeats:
 * - every pair meets once per repeat, no team plays twice in a round;
 * - each repeat mirrors the previous one (home and away swapped);
 * - each team is at home ⌊(n−1)/2⌋ or ⌈(n−1)/2⌉ times per repeat;
 * - even n: a single round robin has exactly n−2 breaks, r repeats at most r·(n−2) + 2·(r−1);
 *   odd n: the bye is the circle's fixed vertex, so within a repeat every team alternates home/away
 *   perfectly (counting only the games it plays), with at most 2·(r−1) breaks at the joins;
 * - no team plays three home or three away games in a row, also across repeats;
 * - no pair meets in consecutive rounds.
 *
 * Why the join works: with N rounds per repeat, even repeats play the mirrored canonical rounds in
 * the order 1, 0, N−1, …, 2 (the canonical order rotated by two, then reversed; the repeat keeps its
 * minimal break count). The joins then put distinct canonical rounds side by side (N−1 then 1, and
 * 2 then 0), so no pair meets twice in a row, and only the two teams whose patterns meet head-on
 * gain one break each.
 *
 * Deterministic: the same input always yields the same list, ordered by round.
 * @example generateRoundRobin(['a', 'b', 'c', 'd'])
 * // [{ round: 1, homeTeamId: 'a', awayTeamId: 'd' }, { round: 1, homeTeamId: 'b', awayTeamId: 'c' },
 * //  { round: 2, homeTeamId: 'd', awayTeamId: 'b' }, { round: 2, homeTeamId: 'c', awayTeamId: 'a' }, …]
 */
export function generateRoundRobin(teamIds: readonly string[], repeats?: number): RoundRobinFixture[] {
  const teams = [...new Set(teamIds)];
  if (teams.length < 2) return [];
  const m = teams.length + (teams.length % 2);
  const roundsPerRepeat = m - 1;
  const canonical = canonicalRounds(m);
  const repeatCount = clampLeagueRepeats(repeats);
  const fixtures: RoundRobinFixture[] = [];
  for (let repeat = 0; repeat < repeatCount; repeat++) {
    const mirrored = repeat % 2 === 1;
    for (let j = 0; j < roundsPerRepeat; j++) {
      const source = mirrored ? (1 - j + roundsPerRepeat) % roundsPerRepeat : j;
      const round = repeat * roundsPerRepeat + j + 1;
      for (const [h, a] of canonical[source] ?? []) {
        // With an odd count, vertex m−1 is the bye: teams[m−1] is undefined and the match is dropped.
        const home = teams[mirrored ? a : h];
        const away = teams[mirrored ? h : a];
        if (home !== undefined && away !== undefined) fixtures.push({ round, homeTeamId: home, awayTeamId: away });
      }
    }
  }
  return fixtures;
}

