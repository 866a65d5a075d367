import { describe, expect, it } from 'vitest';
import type { Team } from 'shared-domain';
import { matchSides } from './match-sides';

const team = (id: string, name: string, players: Team['players']): Team => ({ id, name, colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '', players });
const saka = { id: 'saka', firstName: 'Bukayo', lastName: 'Saka', position: 'Forward', number: 7, isPublic: true, createdAtISO: '' };
const teams = new Map([
  ['ars', team('ars', 'Arsenal', [saka])],
  ['che', team('che', 'Chelsea', [])],
]);

describe('matchSides.playerName (the match editor names goal scorers and assistants)', () => {
  const sides = matchSides({ home: 'ars', away: 'che' }, teams);
  it.each([
    { id: 'saka', expected: 'Bukayo Saka' },
    // Deleted from the squad: the goal stays and says so.
    { id: 'deleted_player', expected: 'Former player' },
    { id: undefined, expected: 'Unknown player' },
  ])('$id → $expected', ({ id, expected }) => expect(sides.playerName(id)).toBe(expected));
});
