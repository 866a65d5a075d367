import { bench, describe } from 'vitest';
import { fixturesToMatches } from '../competition';
import type { Match } from '../match';
import { generateRoundRobin } from './round-robin';
import { computeStandings, type MatchLike } from './standings';

// 64 teams, double round robin: 64 · 63 = 4032 matches, all scored with a fixed pseudo-random sequence
// (a linear congruential generator, so every run measures the same input).
const teams = Array.from({ length: 64 }, (_, i) => `team_${i + 1}`);
let seed = 42;
const nextGoals = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % 5;
};
// Plain object literals, shaped like items a repository builds. (Objects made with spread measured
// about 5x slower to read in V8 here, which would benchmark the input, not the rule.)
const matches: MatchLike[] = generateRoundRobin(teams, 2).map((f) => ({
  homeTeamId: f.homeTeamId,
  awayTeamId: f.awayTeamId,
  homeGoals: nextGoals(),
  awayGoals: nextGoals(),
  isPlayoff: false,
}));
if (matches.length !== 4032) throw new Error(`expected 4032 matches, got ${matches.length}`);

// The same games as the admin page holds them: Match items from fixturesToMatches, half of them given
// a score by spreading (scored and unscored items have different shapes, as stored items do).
let nextId = 0;
const pageMatches: Match[] = fixturesToMatches(generateRoundRobin(teams, 2), { tournamentId: 't', organizerId: 'o' }, () => `m${++nextId}`).map((m, i) =>
  i % 2 === 0 ? { ...m, homeGoals: nextGoals(), awayGoals: nextGoals() } : m,
);

describe('standings', () => {
  bench('computeStandings: 64 teams, double round robin (4032 matches)', () => {
    computeStandings(teams, matches);
  });
  // UEFA re-applies head-to-head to every subset still level, the costliest preset.
  bench('computeStandings on Match items as the admin page holds them, half scored (4032 matches)', () => {
    computeStandings(teams, pageMatches);
  });
  bench('computeStandings, UEFA tie-breakers: 64 teams, double round robin (4032 matches)', () => {
    computeStandings(teams, matches, { tieBreakers: 'uefa' });
  });
});
