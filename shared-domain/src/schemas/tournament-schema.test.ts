import { describe, expect, it } from 'vitest';
import { createTournament } from '../competition/tournament';
import { addCustomPlayoffRound } from '../playoffs/custom-playoff';
import { updateCustomPlayoffMatch } from '../playoffs/custom-playoff-edit';
import { buildPlayoffBracket } from '../playoffs/playoff-bracket';
import { checkStoredItem } from './stored-item-check';

const meta = { id: 'tournament_1_a', organizerId: 'org_1_b', createdAtISO: '2024-01-01T00:00:00.000Z' };
const league = createTournament({ name: 'Cup', teamIds: ['a', 'b', 'c', 'd'] }, meta)!;
let n = 0;
const nextId = () => `match_${++n}`;

describe('tournament schema', () => {
  it('reads a new league and its saved settings (visibility, location, links, images)', () => {
    expect(checkStoredItem('tournament', league)).toEqual({ ok: true, item: league });
    const saved = { ...league, visibility: 'public', location: { name: 'Park', link: 'https://maps.example/park' }, socialMedia: { facebook: 'https://facebook.com/cup' }, logo: 'l.webp', backgroundImage: 'b.webp', version: 7 };
    expect(checkStoredItem('tournament', saved)).toEqual({ ok: true, item: saved });
  });

  it('reads an older tournament without visibility and one still marked by an unfinished write', () => {
    const { visibility: _omitted, ...older } = league;
    expect(checkStoredItem('tournament', older).ok).toBe(true);
    expect(checkStoredItem('tournament', { ...league, pendingWrite: 'playoff-start' }).ok).toBe(true);
  });

  it('reads a seed bracket and a custom playoff with rounds, named league rounds and tie-breakers', () => {
    expect(checkStoredItem('tournament', { ...league, format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 }, playoffBracket: buildPlayoffBracket(4, nextId) }).ok).toBe(true);
    const custom = createTournament({ name: 'Custom', teamIds: ['a', 'b', 'c', 'd'], format: { mode: 'league_custom_playoff' } }, meta)!;
    const added = addCustomPlayoffRound(custom.format.customPlayoffConfig!, { name: 'Semi-finals', quantityOfGames: '2', description: 'Best of the rest' }, nextId);
    if (!added.ok) throw new Error(added.error);
    const config = updateCustomPlayoffMatch(added.config, 1, added.round.matches[0]!.id, { homeTeamId: 'a', awayTeamId: 'b', dateISO: '2024-05-01', time: '18:00' });
    const format = { ...custom.format, customPlayoffConfig: config, customRounds: [{ roundNumber: 1, name: 'Opening day' }], tieBreakers: 'uefa' };
    expect(checkStoredItem('tournament', { ...custom, format })).toEqual({ ok: true, item: { ...custom, format } });
  });

  it.each([
    ['an unknown mode', { ...league, format: { mode: 'cup' } }, 'format.mode: expected ("league" | "league_playoff" | "swiss_elimination" | "league_custom_playoff"), received "cup"'],
    ['no format', { ...league, format: undefined }, 'format is missing'],
    ['a visibility the toggle never writes', { ...league, visibility: 'hidden' }, 'visibility: expected ("private" | "public"), received "hidden"'],
    ['team ids that are not text', { ...league, teamIds: ['a', 2] }, 'teamIds[1]: expected string, received 2'],
    ['an unknown tie-breaker preset', { ...league, format: { mode: 'league', tieBreakers: 'coin toss' } }, 'format.tieBreakers: expected ("spec" | "premier-league" | "la-liga" | "uefa" | "fifa"), received "coin toss"'],
    ['a bracket round without matches', { ...league, playoffBracket: [{ round: 0 }] }, 'playoffBracket[0].matches is missing'],
    ['a custom playoff match without isElimination', { ...league, format: { mode: 'league_custom_playoff', customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [{ roundNumber: 1, name: 'Final', quantityOfGames: 1, matches: [{ id: 'm', homeTeamId: '', awayTeamId: '' }] }] } } }, 'format.customPlayoffConfig.playoffRounds[0].matches[0].isElimination is missing'],
  ])('refuses %s with the reason', (_what, item, reason) => {
    expect(checkStoredItem('tournament', item)).toEqual({ ok: false, reason });
  });
});
