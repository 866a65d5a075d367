import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampLeagueRepeats, generateRoundRobin, type RoundRobinFixture } from './round-robin';

const teamsOf = (n: number): string[] => Array.from({ length: n }, (_, i) => `team_${i + 1}`);
const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Home ('H') / away ('A') sequence of every team, in round order, skipping rounds it rests. */
function patterns(fixtures: readonly RoundRobinFixture[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const sorted = [...fixtures].sort((x, y) => x.round - y.round);
  const push = (team: string, side: string) => {
    const seq = out.get(team);
    if (seq) seq.push(side);
    else out.set(team, [side]);
  };
  for (const f of sorted) {
    push(f.homeTeamId, 'H');
    push(f.awayTeamId, 'A');
  }
  return out;
}

function countBreaks(fixtures: readonly RoundRobinFixture[]): number {
  let breaks = 0;
  for (const seq of patterns(fixtures).values()) for (let i = 1; i < seq.length; i++) if (seq[i] === seq[i - 1]) breaks++;
  return breaks;
}

function longestRun(fixtures: readonly RoundRobinFixture[]): number {
  let longest = 0;
  for (const seq of patterns(fixtures).values()) {
    let run = 0;
    seq.forEach((v, i) => {
      run = i > 0 && v === seq[i - 1] ? run + 1 : 1;
      longest = Math.max(longest, run);
    });
  }
  return longest;
}

/**
 * Checks every invariant of the schedule for n teams and the clamped repeat count; throws on the first kind of
 * violation, listing every fixture, round or team that breaks it. Per-fixture checks collect what breaks them
 * and assert once: an `expect` per fixture was most of this file's 20 s (4,000 schedules' worth of calls).
 */
function assertScheduleInvariants(teams: readonly string[], repeatsInput: number | undefined, fixtures: readonly RoundRobinFixture[]): void {
  const n = teams.length;
  const r = clampLeagueRepeats(repeatsInput);
  const roundsPerRepeat = n % 2 === 0 ? n - 1 : n;
  const pairs = (n * (n - 1)) / 2;
  expect(fixtures).toHaveLength(pairs * r);

  // Rounds are numbered 1..r·roundsPerRepeat, in order, each team at most once per round.
  const byRound = new Map<number, RoundRobinFixture[]>();
  const known = new Set(teams);
  const wrongFixtures: RoundRobinFixture[] = [];
  let lastRound = 0;
  for (const f of fixtures) {
    if (f.round < lastRound || !known.has(f.homeTeamId) || !known.has(f.awayTeamId) || f.homeTeamId === f.awayTeamId) wrongFixtures.push(f);
    lastRound = f.round;
    const round = byRound.get(f.round);
    if (round) round.push(f);
    else byRound.set(f.round, [f]);
  }
  // Out of round order, an unknown team, or a team playing itself.
  expect(wrongFixtures).toEqual([]);
  expect([...byRound.keys()]).toEqual(Array.from({ length: r * roundsPerRepeat }, (_, i) => i + 1));
  const wrongRounds: RoundRobinFixture[][] = [];
  for (const round of byRound.values()) {
    const playing = round.flatMap((f) => [f.homeTeamId, f.awayTeamId]);
    if (new Set(playing).size !== playing.length || round.length !== Math.floor(n / 2)) wrongRounds.push(round);
  }
  // A team twice in one round, or a round not of n/2 games.
  expect(wrongRounds).toEqual([]);

  // Per repeat: every pair once, home/away swapped relative to the previous repeat, balanced home counts.
  let previous: Map<string, string> | undefined;
  for (let k = 0; k < r; k++) {
    const slice = fixtures.filter((f) => f.round > k * roundsPerRepeat && f.round <= (k + 1) * roundsPerRepeat);
    const homeOf = new Map<string, string>();
    const repeatedPairs: string[] = [];
    const homes = new Map<string, number>(teams.map((t) => [t, 0]));
    for (const f of slice) {
      const key = pairKey(f.homeTeamId, f.awayTeamId);
      if (homeOf.has(key)) repeatedPairs.push(key);
      homeOf.set(key, f.homeTeamId);
      homes.set(f.homeTeamId, (homes.get(f.homeTeamId) ?? 0) + 1);
    }
    expect(repeatedPairs).toEqual([]);
    expect(homeOf.size).toBe(pairs);
    if (previous) {
      const prev = previous;
      expect([...homeOf].filter(([key, home]) => prev.get(key) === home).map(([key]) => key), 'pairs not swapped').toEqual([]);
    }
    previous = homeOf;
    const unbalanced = [...homes].filter(([, count]) => count < Math.floor((n - 1) / 2) || count > Math.ceil((n - 1) / 2));
    expect(unbalanced, 'home counts outside (n-1)/2 rounded down..up').toEqual([]);
  }

  // Breaks: minimal for a single even round robin, bounded for repeats.
  const breaks = countBreaks(fixtures);
  if (n % 2 === 0) {
    if (r === 1) expect(breaks).toBe(n - 2);
    expect(breaks).toBeLessThanOrEqual(r * (n - 2) + 4 * (r - 1));
    // What the implementation documents: two extra breaks per join.
    expect(breaks).toBeLessThanOrEqual(r * (n - 2) + 2 * (r - 1));
  } else {
    // Odd counts: perfect alternation within a repeat (the bye absorbs the break), two breaks per join.
    expect(breaks).toBeLessThanOrEqual(2 * (r - 1));
    if (r === 1) expect(breaks).toBe(0);
  }
  expect(longestRun(fixtures)).toBeLessThanOrEqual(2);

  // No immediate rematch.
  if (n > 2) {
    for (let round = 2; round <= r * roundsPerRepeat; round++) {
      const before = new Set((byRound.get(round - 1) ?? []).map((f) => pairKey(f.homeTeamId, f.awayTeamId)));
      expect((byRound.get(round) ?? []).filter((f) => before.has(pairKey(f.homeTeamId, f.awayTeamId))), `rematches in round ${round}`).toEqual([]);
    }
  }
}

describe('generateRoundRobin: spec rules (§4)', () => {
  it.each([
    { teams: [], why: 'no teams' },
    { teams: ['a'], why: 'one team' },
    { teams: ['a', 'a'], why: 'one team listed twice' },
  ])('gives no fixtures with fewer than 2 teams ($why)', ({ teams }) => {
    expect(generateRoundRobin(teams)).toEqual([]);
    expect(generateRoundRobin(teams, 4)).toEqual([]);
  });

  it('plays two teams once per repeat, swapping home and away', () => {
    expect(generateRoundRobin(['a', 'b'], 3)).toEqual([
      { round: 1, homeTeamId: 'a', awayTeamId: 'b' },
      { round: 2, homeTeamId: 'b', awayTeamId: 'a' },
      { round: 3, homeTeamId: 'a', awayTeamId: 'b' },
    ]);
  });

  it('adds a bye for an odd count and drops its matches: 3 teams play 3 rounds of one match', () => {
    const fixtures = generateRoundRobin(['a', 'b', 'c']);
    expect(fixtures).toHaveLength(3);
    expect(new Set(fixtures.map((f) => f.round))).toEqual(new Set([1, 2, 3]));
    for (const f of fixtures) for (const id of [f.homeTeamId, f.awayTeamId]) expect(['a', 'b', 'c']).toContain(id);
  });

  it('rests every team exactly once per repeat with an odd count', () => {
    const teams = teamsOf(7);
    const fixtures = generateRoundRobin(teams, 2);
    for (const t of teams) {
      const rounds = new Set(fixtures.filter((f) => f.homeTeamId === t || f.awayTeamId === t).map((f) => f.round));
      expect(14 - rounds.size).toBe(2);
    }
  });

  it.each([
    { repeats: undefined, expected: 1 },
    { repeats: 0, expected: 1 },
    { repeats: -3, expected: 1 },
    { repeats: 1, expected: 1 },
    { repeats: 2, expected: 2 },
    { repeats: 2.9, expected: 2 },
    { repeats: 4, expected: 4 },
    { repeats: 5, expected: 4 },
    { repeats: 100, expected: 4 },
    { repeats: Number.NaN, expected: 1 },
    { repeats: Number.POSITIVE_INFINITY, expected: 1 },
  ])('clamps repeats $repeats to $expected', ({ repeats, expected }) => {
    expect(clampLeagueRepeats(repeats)).toBe(expected);
    expect(generateRoundRobin(teamsOf(4), repeats)).toHaveLength(6 * expected);
  });

  it('is deterministic for the same input', () => {
    expect(generateRoundRobin(teamsOf(9), 3)).toEqual(generateRoundRobin(teamsOf(9), 3));
  });

  it('ignores duplicate team ids', () => {
    expect(generateRoundRobin(['a', 'b', 'a', 'c', 'b'])).toEqual(generateRoundRobin(['a', 'b', 'c']));
  });

  it('does not mutate its input', () => {
    const teams = teamsOf(6);
    const copy = [...teams];
    generateRoundRobin(teams, 2);
    expect(teams).toEqual(copy);
  });

  it.each([
    { n: 0, r: 1, rounds: 0 },
    { n: 1, r: 1, rounds: 0 },
    { n: 2, r: 1, rounds: 1 },
    { n: 4, r: 2, rounds: 6 },
    { n: 5, r: 2, rounds: 10 },
    { n: 20, r: 9, rounds: 76 },
  ])('spans $rounds rounds for $n teams and $r repeats', ({ n, r, rounds }) => {
    expect(new Set(generateRoundRobin(teamsOf(n), r).map((f) => f.round)).size).toBe(rounds);
  });
});

describe('generateRoundRobin: schedule quality, exhaustively for 2..32 teams × 1..4 repeats', () => {
  const cases = Array.from({ length: 31 }, (_, i) => i + 2).flatMap((n) => [1, 2, 3, 4].map((r) => ({ n, r })));
  it.each(cases)('$n teams, $r repeats: pairs, rounds, mirroring, balance, breaks, runs, rematches', ({ n, r }) => {
    const teams = teamsOf(n);
    assertScheduleInvariants(teams, r, generateRoundRobin(teams, r));
  });

  it('also holds for 64 teams (the benchmark size)', () => {
    const teams = teamsOf(64);
    assertScheduleInvariants(teams, 2, generateRoundRobin(teams, 2));
  });
});

describe('generateRoundRobin: properties over arbitrary ids and repeat inputs', () => {
  it('keeps every invariant for any distinct ids, 2..32 teams, any repeat input', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 2, maxLength: 32 }),
        fc.option(fc.integer({ min: -5, max: 10 }), { nil: undefined }),
        (teams, repeats) => {
          assertScheduleInvariants(teams, repeats, generateRoundRobin(teams, repeats));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('depends only on the order of the ids, not on their values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 32 }), fc.integer({ min: 1, max: 4 }), (n, r) => {
        const byIndex = generateRoundRobin(teamsOf(n), r).map((f) => `${f.round}:${f.homeTeamId}-${f.awayTeamId}`);
        const renamed = generateRoundRobin(teamsOf(n).map((t) => `x${t}`), r).map((f) => `${f.round}:${f.homeTeamId.slice(1)}-${f.awayTeamId.slice(1)}`);
        expect(renamed).toEqual(byIndex);
      }),
      { numRuns: 50 },
    );
  });
});
