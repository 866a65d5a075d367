import { describe, expect, it } from 'vitest';
import { DB_CLIENT_MAX_ATTEMPTS, DB_CLIENT_MAX_BACKOFF_MS } from '../app/data-client-defaults';
import { createTournament } from './tournament';

const meta = { id: 'tournament_1_x', organizerId: 'org_1_y', createdAtISO: '2024-01-01T00:00:00.000Z' };

describe('createTournament (spec §3, §4, §5)', () => {
  it('creates a private league tournament with a trimmed name', () => {
    expect(createTournament({ name: ' Cup ', teamIds: ['a', 'b'] }, meta)).toEqual({
      id: 'tournament_1_x',
      name: 'Cup',
      format: { mode: 'league', rounds: 1 },
      teamIds: ['a', 'b'],
      organizerId: 'org_1_y',
      createdAtISO: '2024-01-01T00:00:00.000Z',
      visibility: 'private',
      timeZone: 'UTC',
    });
  });

  it.each([
    { given: 'Europe/London', stored: 'Europe/London' },
    { given: 'america/new_york', stored: 'America/New_York' },
    { given: 'Not/AZone', stored: 'UTC' },
    { given: '+02:00', stored: 'UTC' },
    { given: undefined, stored: 'UTC' },
  ])('keeps the time zone $given as $stored (issue 13)', ({ given, stored }) => {
    expect(createTournament({ name: 'Cup', teamIds: ['a', 'b'], timeZone: given }, meta)?.timeZone).toBe(stored);
  });

  it('normalizes the format and removes duplicate teams', () => {
    const t = createTournament({ name: 'Cup', teamIds: ['a', 'b', 'a'], format: { mode: 'league_playoff', rounds: 7 } }, meta);
    expect(t?.format).toEqual({ mode: 'league_playoff', rounds: 4, playoffQualifiers: 4 });
    expect(t?.teamIds).toEqual(['a', 'b']);
  });

  it.each([
    { why: 'a blank name', input: { name: '  ', teamIds: ['a', 'b'] }, organizerId: 'org_1_y' },
    { why: 'one team', input: { name: 'Cup', teamIds: ['a'] }, organizerId: 'org_1_y' },
    { why: 'no organizer selected', input: { name: 'Cup', teamIds: ['a', 'b'] }, organizerId: null },
  ])('does nothing with $why', ({ input, organizerId }) => {
    expect(createTournament(input, { ...meta, organizerId })).toBeNull();
  });
});

describe('database client defaults (spec §9)', () => {
  it('tries 3 times with back-off capped at 20 s', () => {
    expect(DB_CLIENT_MAX_ATTEMPTS).toBe(3);
    expect(DB_CLIENT_MAX_BACKOFF_MS).toBe(20000);
  });
});
