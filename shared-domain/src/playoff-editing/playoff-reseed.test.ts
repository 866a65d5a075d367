import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import { generateRoundRobin } from '../league/round-robin';
import { startPlayoffs } from '../playoffs/playoff-matches';
import { planPlayoffReseed, playoffReseedWrites, reseedChangeText, reseedRefusalText } from './playoff-reseed';
import { idSource } from '../../test/id-source';

const owner = { tournamentId: 't1', organizerId: 'o1' };
const teams = ['a', 'b', 'c', 'd', 'e'];
const names: Record<string, string> = { a: 'Arsenal', b: 'Brentford', c: 'Chelsea', d: 'Derby', e: 'Everton' };
const nameOf = (id: string) => names[id] ?? id;
// Lower index wins every game: the table is a, b, c, d, e.
const league: Match[] = generateRoundRobin(teams, 1).map((f, i) => {
  const homeWins = teams.indexOf(f.homeTeamId) < teams.indexOf(f.awayTeamId);
  return { ...f, ...owner, id: `l${i}`, homeGoals: homeWins ? 2 : 0, awayGoals: homeWins ? 0 : 2 };
});
const started = startPlayoffs({ ...owner, teamIds: teams, matches: league, qualifiers: 4, nextId: idSource('p') })!;
/** Derby v Everton corrected: Everton wins it 0–5 and overtakes Derby (4th). */
const corrected = league.map((m) => (m.homeTeamId === 'd' && m.awayTeamId === 'e' ? { ...m, homeGoals: 0, awayGoals: 5 } : m.homeTeamId === 'e' && m.awayTeamId === 'd' ? { ...m, homeGoals: 5, awayGoals: 0 } : m));
const playoffItems = started.matches.map((m) => (m.id === 'p1' ? { ...m, dateISO: '2025-06-01', time: '18:00', version: 2 } : m));
const input = (matches: Match[]) => ({ ...owner, teamIds: teams, qualifiers: 4, storedBracket: started.bracket, matches, nextId: idSource('new') });

describe('planPlayoffReseed (issue 22)', () => {
  it('draws the bracket again from the corrected table, on the same game ids, naming what changes', () => {
    const result = planPlayoffReseed(input([...corrected, ...playoffItems]));
    if (!result.ok) throw new Error(result.refusal.reason);
    expect(result.plan.bracket[0]?.matches.map((m) => [m.matchId, m.homeTeamId, m.awayTeamId])).toEqual([
      ['p1', 'a', 'e'],
      ['p2', 'b', 'c'],
    ]);
    expect(result.plan).toMatchObject({ leaving: ['d'], entering: ['e'] });
    expect(result.plan.changes.map((c) => reseedChangeText(c, nameOf))).toEqual(['1/2 Final: Arsenal vs Derby becomes Arsenal vs Everton']);
  });

  it('changes nothing while the table still gives the same bracket', () => {
    const result = planPlayoffReseed(input([...league, ...playoffItems]));
    expect(result.ok && result.plan.changes).toEqual([]);
  });

  it('is refused once a knockout game holds a result, before the playoffs, and while the league is incomplete', () => {
    const scored = playoffItems.map((m) => (m.id === 'p2' ? { ...m, homeGoals: 2, awayGoals: 1 } : m));
    const refused = planPlayoffReseed(input([...corrected, ...scored]));
    expect(!refused.ok && reseedRefusalText(refused.refusal, nameOf)).toBe('The playoffs can no longer be re-seeded: 1/2 Final Brentford vs Chelsea has a result (2–1).');
    expect(planPlayoffReseed({ ...input(corrected), storedBracket: undefined })).toEqual({ ok: false, refusal: { reason: 'not-started' } });
    const unscored = corrected.map((m, i) => (i === 0 ? { ...m, homeGoals: null } : m));
    expect(planPlayoffReseed(input([...unscored, ...playoffItems]))).toEqual({ ok: false, refusal: { reason: 'league-incomplete' } });
  });
});

describe('playoffReseedWrites', () => {
  it('rewrites the changed games keeping their date and time, and is empty once done', () => {
    const result = planPlayoffReseed(input([...corrected, ...playoffItems]));
    if (!result.ok) throw new Error(result.refusal.reason);
    const writes = playoffReseedWrites(result.plan.bracket, [...corrected, ...playoffItems], owner);
    expect(writes.remove).toEqual([]);
    expect(writes.put).toEqual([expect.objectContaining({ id: 'p1', homeTeamId: 'a', awayTeamId: 'e', dateISO: '2025-06-01', time: '18:00', version: 3 })]);
    const after = playoffItems.map((m) => writes.put.find((p) => p.id === m.id) ?? m);
    expect(playoffReseedWrites(result.plan.bracket, [...corrected, ...after], owner)).toEqual({ put: [], remove: [] });
  });
});
