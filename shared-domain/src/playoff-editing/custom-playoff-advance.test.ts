import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CustomPlayoffConfig, CustomPlayoffMatch } from '../playoffs/entities';
import { customPlayoffSeeds, resolveCustomPlayoff, type CustomResultLike } from './custom-playoff-advance';
import { CUSTOM_BYE, gameReference, parseCustomEntry } from './custom-playoff-sides';
import { knockoutWinnerSide } from '../match/penalties';

const game = (id: string, home: string, away: string, isElimination = true): CustomPlayoffMatch => ({ id, homeTeamId: home, awayTeamId: away, isElimination });
const config = (...rounds: CustomPlayoffMatch[][]): CustomPlayoffConfig => ({
  playoffTeams: 8,
  enableBye: true,
  playoffRounds: rounds.map((matches, i) => ({ roundNumber: i + 1, name: `Round ${i + 1}`, quantityOfGames: matches.length, matches })),
});
const result = (id: string, home: string, away: string, homeGoals: number, awayGoals: number, pens: Partial<CustomResultLike> = {}): CustomResultLike => ({
  id,
  homeTeamId: home,
  awayTeamId: away,
  homeGoals,
  awayGoals,
  ...pens,
});

describe('resolveCustomPlayoff', () => {
  const semis = [game('s1', 'seed-1', 'seed-4'), game('s2', 'b', CUSTOM_BYE)];
  const finals = [game('f', gameReference('winner', 's1'), gameReference('winner', 's2')), game('third', gameReference('loser', 's1'), 'c', false)];
  const playoff = config(semis, finals);
  const seeds = ['a', 'b', 'c', 'd'];

  it('fills seeds from the table, advances a BYE’s opponent at once and leaves an unplayed game’s dependants unknown', () => {
    const [s1, s2, f, third] = resolveCustomPlayoff(playoff, seeds, []);
    expect(s1).toMatchObject({ home: 'a', away: 'd', winner: null });
    expect(s2).toMatchObject({ home: 'b', away: CUSTOM_BYE, bye: true, winner: 'b', loser: null });
    expect(f).toMatchObject({ home: null, away: 'b' });
    expect(third).toMatchObject({ home: null, away: 'c' });
  });

  it('moves the winner and the loser of a played game on, on goals or on penalties', () => {
    const onPens = resolveCustomPlayoff(playoff, seeds, [result('s1', 'a', 'd', 1, 1, { homePenalties: 2, awayPenalties: 4 })]);
    expect(onPens[2]).toMatchObject({ home: 'd', away: 'b' });
    expect(onPens[3]).toMatchObject({ home: 'a', away: 'c' });
  });

  it('ignores a result stored for another pairing, and a level plain game decides nothing', () => {
    expect(resolveCustomPlayoff(playoff, seeds, [result('s1', 'a', 'c', 3, 0)])[2]?.home).toBeNull();
    const level = resolveCustomPlayoff(playoff, seeds, [result('s1', 'a', 'd', 2, 0), result('third', 'd', 'c', 1, 1)]);
    expect(level[3]).toMatchObject({ home: 'd', away: 'c', winner: null });
  });

  it('has no seeds before the league is complete; then the table’s order', () => {
    const league = [{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 0, awayGoals: 1 }];
    expect(customPlayoffSeeds(['a', 'b'], [{ homeTeamId: 'a', awayTeamId: 'b' }])).toEqual([]);
    expect(customPlayoffSeeds(['a', 'b'], league)).toEqual(['b', 'a']);
  });

  it('decides a last round of one game like any other: the final’s winner, or the other side of a BYE', () => {
    const played = [result('s1', 'a', 'd', 2, 0), result('f', 'a', 'b', 0, 1)];
    expect(resolveCustomPlayoff(config(semis, [finals[0]!]), seeds, played).at(-1)?.winner).toBe('b');
    expect(resolveCustomPlayoff(config([game('f', 'a', CUSTOM_BYE)]), seeds, []).at(-1)?.winner).toBe('a');
  });
});

/** A random custom playoff: the teams (some as seeds) paired up, BYEs for odd counts (and sometimes more), then the winners round by round. */
function randomPlayoff(teamCount: number, order: readonly number[], asSeed: readonly boolean[], extraByes: readonly boolean[]) {
  const teams = Array.from({ length: teamCount }, (_, i) => `t${i + 1}`);
  const seeds = [...teams].sort((x, y) => (order[teams.indexOf(x)] ?? 0) - (order[teams.indexOf(y)] ?? 0));
  let entries = teams.map((t, i) => (asSeed[i] ? `seed-${seeds.indexOf(t) + 1}` : t));
  const rounds: CustomPlayoffMatch[][] = [];
  let next = 1;
  while (entries.length > 1) {
    const games: CustomPlayoffMatch[] = [];
    const queue = [...entries];
    if (queue.length % 2 === 1) games.push(game(`g${next++}`, queue.pop() ?? '', CUSTOM_BYE));
    if (extraByes[rounds.length] && queue.length >= 4) {
      games.push(game(`g${next++}`, CUSTOM_BYE, queue.pop() ?? ''));
      games.push(game(`g${next++}`, queue.pop() ?? '', CUSTOM_BYE));
    }
    while (queue.length > 0) games.push(game(`g${next++}`, queue.shift() ?? '', queue.pop() ?? ''));
    rounds.push(games);
    entries = games.map((g) => gameReference('winner', g.id));
  }
  return { playoff: config(...rounds), seeds };
}

const outcome = fc.record({ played: fc.boolean(), home: fc.nat(3), away: fc.nat(3), homePens: fc.nat(5), awayPens: fc.nat(5) });

describe('custom playoff advancement (property)', () => {
  it('every decided winner fills exactly the side that refers to it; BYEs advance unplayed; undecided games leave their dependants unknown; nobody plays twice in a round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.integer(), { minLength: n, maxLength: n }),
            fc.array(fc.boolean(), { minLength: n, maxLength: n }),
            fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
            fc.array(outcome, { minLength: 16, maxLength: 16 }),
          ),
        ),
        ([n, order, asSeed, extraByes, outcomes]) => {
          const { playoff, seeds } = randomPlayoff(n, order, asSeed, extraByes);
          // Results are entered round by round, for the pairings as they stand (some games stay unplayed).
          const results: CustomResultLike[] = [];
          for (const round of playoff.playoffRounds) {
            const now = resolveCustomPlayoff(playoff, seeds, results);
            for (const m of round.matches) {
              const g = now.find((x) => x.matchId === m.id);
              const o = outcomes[results.length % outcomes.length];
              if (!g?.home || !g.away || g.bye || !o?.played) continue;
              results.push(result(m.id, g.home, g.away, o.home, o.away, { homePenalties: o.homePens, awayPenalties: o.awayPens }));
            }
          }
          const resolved = resolveCustomPlayoff(playoff, seeds, results);
          const byId = new Map(resolved.map((g) => [g.matchId, g]));
          for (const g of resolved) {
            const played = results.find((r) => r.id === g.matchId);
            if (g.bye) {
              expect(played).toBeUndefined();
              const team = g.home === CUSTOM_BYE ? g.away : g.home;
              expect(g.winner).toBe(team);
            } else if (played) {
              const side = knockoutWinnerSide(played);
              expect(g.winner).toBe(side === undefined ? null : side === 'home' ? played.homeTeamId : played.awayTeamId);
            } else {
              expect(g.winner).toBeNull();
            }
            const sides = [
              [playoff.playoffRounds.flatMap((r) => r.matches).find((m) => m.id === g.matchId)?.homeTeamId ?? '', g.home],
              [playoff.playoffRounds.flatMap((r) => r.matches).find((m) => m.id === g.matchId)?.awayTeamId ?? '', g.away],
            ] as const;
            for (const [picked, side] of sides) {
              const entry = parseCustomEntry(picked);
              if (entry.kind === 'winner') expect(side).toBe(byId.get(entry.matchId)?.winner ?? null);
            }
          }
          for (const round of playoff.playoffRounds) {
            const teams = resolved.filter((g) => g.roundNumber === round.roundNumber).flatMap((g) => [g.home, g.away]).filter((t) => t !== null && t !== CUSTOM_BYE);
            expect(new Set(teams).size).toBe(teams.length);
          }
          // A decided winner appears once in the next rounds: exactly where its game is referred to.
          for (const g of resolved) {
            if (!g.winner) continue;
            const later = resolved.filter((x) => x.roundNumber === g.roundNumber + 1 && (x.home === g.winner || x.away === g.winner));
            const last = g.roundNumber === playoff.playoffRounds.length;
            expect(later.length).toBe(last ? 0 : 1);
          }
        },
      ),
    );
  });
});
