import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicPlayoffRounds, type Match, type PublicBracketRound } from 'shared-domain';
import { kickoffText } from 'shared-domain/kickoff';
import { PlayoffBracket } from './playoff-bracket';

const teams = new Map([
  ['a', { name: 'Arsenal' }],
  ['b', { name: 'Brighton' }],
  ['c', { name: 'Chelsea' }],
  ['d', { name: 'Derby' }],
]);
const playoff = (id: string, round: number, index: number, home: string, away: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't',
  organizerId: 'o',
  round: 10 + round,
  isPlayoff: true,
  playoffRound: round,
  playoffMatch: index,
  homeTeamId: home,
  awayTeamId: away,
  ...extra,
});
// The real domain rule builds the rounds: semi-final 1 decided, so Arsenal fills the final's first slot.
const rounds = publicPlayoffRounds({ format: { mode: 'league_playoff' } }, [
  playoff('s1', 0, 0, 'a', 'd', { homeGoals: 2, awayGoals: 0, dateISO: '2024-05-01', time: '15:00' }),
  playoff('s2', 0, 1, 'c', 'b'),
  playoff('f', 1, 0, 'winner-1', 'winner-2'),
]);
const matchesOf = (round: string) => within(screen.getByRole('region', { name: round })).getAllByRole('listitem');

describe('PlayoffBracket', () => {
  it('shows named rounds in a focusable, labelled region', () => {
    render(<PlayoffBracket rounds={rounds} teams={teams} />);
    const bracket = screen.getByRole('region', { name: 'Playoff rounds' });
    expect(bracket.tabIndex).toBe(0);
    expect(within(bracket).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['1/2 Final', 'Final']);
  });

  it('marks the side that advances and shows each state and kick-off', () => {
    render(<PlayoffBracket rounds={rounds} teams={teams} />);
    const [semi1, semi2] = matchesOf('1/2 Final');
    expect(semi1!.textContent).toContain('Arsenal (advances)');
    expect(semi1!.querySelector('[data-winner]')?.textContent).toBe('Arsenal (advances)');
    expect(within(semi1!).getByRole('img', { name: 'Score 2 – 0' })).toBeTruthy();
    // No zone given: a tournament without one reads as UTC.
    expect(semi1!.textContent).toContain(`${kickoffText({ dateISO: '2024-05-01' }, undefined)!.day}, 15:00 UTC`);
    expect(semi2!.querySelector('[data-state]')?.getAttribute('data-state')).toBe('upcoming');
    expect(semi2!.querySelector('[data-winner]')).toBeNull();
    const [final] = matchesOf('Final');
    expect(final!.textContent).toBe('ArsenalUPCOMINGWinner of match 2');
  });

  it('shows a semi-final decided on penalties as "1–1 (4–3 pens)" and sends the shoot-out winner on', () => {
    const shootOut = publicPlayoffRounds({ format: { mode: 'league_playoff' } }, [
      playoff('s1', 0, 0, 'a', 'd', { homeGoals: 1, awayGoals: 1, homePenalties: 3, awayPenalties: 4 }),
      playoff('s2', 0, 1, 'c', 'b'),
      playoff('f', 1, 0, 'winner-1', 'winner-2'),
    ]);
    render(<PlayoffBracket rounds={shootOut} teams={teams} />);
    const [semi1] = matchesOf('1/2 Final');
    expect(within(semi1!).getByRole('img', { name: 'Score 1 – 1, 3–4 on penalties' }).textContent).toBe('1–1 (3–4 pens)');
    expect(semi1!.querySelector('[data-winner]')?.textContent).toBe('Derby (advances)');
    expect(matchesOf('Final')[0]!.textContent).toContain('Derby');
  });

  it('shows a bye as advancing at once, without a score', () => {
    const withBye: PublicBracketRound[] = [
      { index: 0, name: 'Quarter-finals', matches: [{ id: 'q1', homeTeamId: 'a', awayTeamId: 'a', bye: true, winner: 'home' }] },
    ];
    render(<PlayoffBracket rounds={withBye} teams={teams} label="Cup" />);
    const [bye] = within(screen.getByRole('region', { name: 'Cup' })).getAllByRole('listitem');
    expect(bye!.textContent).toBe('Arsenal (advances)ByeBYE');
    expect(bye!.querySelector('[data-state]')).toBeNull();
  });

  it('links each game to its match page, but never a bye', () => {
    const withBye: PublicBracketRound[] = [
      {
        index: 0,
        name: '1/2 Final',
        matches: [
          { id: 'q1', homeTeamId: 'a', awayTeamId: 'a', bye: true, winner: 'home' },
          { id: 'q2', homeTeamId: 'c', awayTeamId: 'b', homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 2, bye: false, winner: 'home' },
        ],
      },
      { index: 1, name: 'Final', matches: [{ id: 'f', homeTeamId: 'a', awayTeamId: 'winner-2', bye: false, winner: null }] },
    ];
    render(<PlayoffBracket rounds={withBye} teams={teams} matchHref={(id) => `/public/tournaments/t/matches/${id}`} />);
    const [bye, semi] = matchesOf('1/2 Final');
    expect(within(bye!).queryByRole('link')).toBeNull();
    expect(bye!.textContent).toBe('Arsenal (advances)ByeBYE');
    const link = within(semi!).getByRole('link', { name: 'Match details: Chelsea 1–1 (4–2 pens) Brighton' });
    expect(link.getAttribute('href')).toBe('/public/tournaments/t/matches/q2');
    expect(link.querySelector('[data-winner]')?.textContent).toBe('Chelsea (advances)');
    expect(within(matchesOf('Final')[0]!).getByRole('link', { name: 'Match details: Arsenal vs Winner of match 2' }).getAttribute('href')).toBe(
      '/public/tournaments/t/matches/f',
    );
  });

  it('renders the match view a screen brings', () => {
    render(<PlayoffBracket rounds={rounds} teams={teams} renderMatch={(m) => <a href={`/matches/${m.id}`}>Stats</a>} />);
    expect(within(screen.getByRole('region', { name: 'Final' })).getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/matches/f');
  });
});
