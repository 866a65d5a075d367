import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureMatch } from './fixture-row';
import { FixturesList } from './fixtures-list';

const teams = new Map([
  ['a', { name: 'Arsenal' }],
  ['b', { name: 'Brighton' }],
  ['c', { name: 'Chelsea' }],
  ['d', { name: 'Derby' }],
]);
const match = (id: string, round: number, home: string, away: string, extra: Partial<FixtureMatch> = {}): FixtureMatch => ({ id, round, homeTeamId: home, awayTeamId: away, ...extra });
const matches = [
  match('m4', 2, 'b', 'd'),
  match('m3', 2, 'a', 'c', { homeGoals: 2, awayGoals: null, dateISO: '2024-03-05', time: '18:30', venue: ' Riverside ' }),
  match('m1', 1, 'a', 'b', { homeGoals: 3, awayGoals: 0 }),
  match('m2', 1, 'c', 'gone', { homeGoals: 1, awayGoals: 1 }),
  match('p1', 3, 'a', 'c', { isPlayoff: true }),
];
const rowsOf = (round: string) => within(screen.getByRole('region', { name: round })).getAllByRole('listitem');

describe('FixturesList', () => {
  it('groups league fixtures as "Tour N", in kick-off order, undated last', () => {
    render(<FixturesList matches={matches} teams={teams} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tour 1', 'Tour 2']);
    expect(rowsOf('Tour 1').map((li) => li.textContent)).toEqual(['Arsenal3 – 0 (Finished)Brighton', 'Chelsea1 – 1 (Finished)Unknown team']);
    expect(rowsOf('Tour 2').map((li) => li.querySelector('[data-state]')?.getAttribute('data-state'))).toEqual(['live', 'upcoming']);
  });

  it("names a scheduled match's pitch and venue, and shows a live match's running minute (issue 25)", () => {
    const venues = [{ id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p2', name: 'Pitch 2', windows: [] }] }];
    const now = Date.parse('2026-06-13T09:20:30Z');
    const planned = [
      match('m1', 1, 'a', 'b', { dateISO: '2026-06-13', time: '09:00', pitchId: 'p2', venue: 'Old text', status: 'live', homeGoals: 1, awayGoals: 0, clock: { kickOffAt: '2026-06-13T09:00:00Z' } }),
      match('m2', 1, 'c', 'd', { dateISO: '2026-06-13', time: '09:30', pitchId: 'p2' }),
    ];
    render(<FixturesList matches={planned} teams={teams} now={now} timeZone="UTC" venues={venues} />);
    const [live, next] = rowsOf('Tour 1');
    expect(live!.textContent).toContain('09:00 UTC · Pitch 2 · Riverside Park');
    expect(live!.textContent).not.toContain('Old text');
    expect(within(live!).getByLabelText('Match minute').textContent).toBe("21'");
    expect(next!.textContent).toContain('09:30 UTC · Pitch 2 · Riverside Park');
    expect(within(next!).queryByLabelText('Match minute')).toBeNull();
  });

  it('says each state in words and shows kick-off and venue', () => {
    render(<FixturesList matches={matches} teams={teams} />);
    const [live, upcoming] = rowsOf('Tour 2');
    expect(live!.textContent).toContain('LIVE');
    expect(live!.querySelector('[data-pulsing]')).not.toBeNull();
    expect(live!.textContent).toContain(' · Riverside');
    expect(upcoming!.textContent).toBe('BrightonUPCOMINGDerby');
    expect(upcoming!.querySelector('[data-pulsing]')).toBeNull();
    expect(within(rowsOf('Tour 1')[0]!).getByRole('img', { name: 'Score 3 – 0' })).toBeTruthy();
  });

  it('says Postponed as the match page does, and with a clock Live only just after kick-off, then Result pending (issue 22)', () => {
    const kickOff = Date.UTC(2024, 2, 5, 18);
    const at = new Date(kickOff).toISOString();
    const list = [
      match('x1', 1, 'a', 'b', { status: 'postponed', dateISO: at }),
      match('x2', 1, 'c', 'd', { dateISO: at }),
      match('x3', 2, 'a', 'c', { dateISO: new Date(kickOff + 3_600_000).toISOString() }),
    ];
    render(<FixturesList matches={list} teams={teams} now={kickOff + 3.5 * 3_600_000} />);
    expect(rowsOf('Tour 1').map((li) => li.querySelector('[data-state]')?.textContent)).toEqual(['POSTPONED', 'RESULT PENDING']);
    expect(rowsOf('Tour 2')[0]!.querySelector('[data-state]')?.textContent).toBe('LIVE');
  });

  it('shows a match set to Live at 1–0 after its kick-off as LIVE with its score, not Finished (issue 25)', () => {
    const list = [match('x1', 1, 'a', 'b', { status: 'live', dateISO: '2024-03-05T18:00:00.000Z', homeGoals: 1, awayGoals: 0 })];
    render(<FixturesList matches={list} teams={teams} now={Date.UTC(2024, 2, 5, 19)} />);
    const [row] = rowsOf('Tour 1');
    expect(row!.querySelector('[data-state]')?.getAttribute('data-state')).toBe('live');
    expect(row!.textContent).toContain('LIVE');
    expect(row!.textContent).not.toContain('Finished');
    expect(within(row!).getByRole('img', { name: 'Score 1 – 0' })).toBeTruthy();
  });

  it("tells the kick-off in the tournament's zone with its name, and a date without a time as \"Time to be confirmed\"", () => {
    const dated = [match('m1', 1, 'a', 'b', { dateISO: '2024-08-17', time: '15:00' }), match('m2', 1, 'c', 'd', { dateISO: '2024-08-17' })];
    render(<FixturesList matches={dated} teams={teams} timeZone="Europe/London" />);
    const text = (home: string) => rowsOf('Tour 1').find((li) => li.textContent?.startsWith(home))?.textContent;
    expect(text('Arsenal')).toMatch(/2024, 15:00 BST$/);
    expect(text('Chelsea')).toMatch(/2024 · Time to be confirmed$/);
  });

  it('renders the rows a screen brings, with its own titles, asides and id order', () => {
    render(
      <FixturesList
        matches={matches}
        order="id"
        roundTitle={(round) => `Round ${round}`}
        roundAside={(list) => `${list.length} matches`}
        renderMatch={(m) => <button type="button">Edit {m.id}</button>}
      />,
    );
    expect(within(screen.getByRole('region', { name: 'Round 2' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit m3', 'Edit m4']);
    expect(within(screen.getByRole('region', { name: 'Round 1' })).getByText('2 matches')).toBeTruthy();
  });

  it('links each row to its match page, named by its teams and score', () => {
    render(<FixturesList matches={matches} teams={teams} matchHref={(id) => (id === 'm4' ? undefined : `/public/tournaments/t/matches/${id}`)} />);
    const [finished, level] = rowsOf('Tour 1');
    const link = within(finished!).getByRole('link', { name: 'Match details: Arsenal 3–0 Brighton' });
    expect(link.getAttribute('href')).toBe('/public/tournaments/t/matches/m1');
    expect(link.textContent).toBe('Arsenal3 – 0 (Finished)Brighton');
    expect(within(level!).getByRole('link').getAttribute('aria-label')).toBe('Match details: Chelsea 1–1 Unknown team');
    const [live, noPage] = rowsOf('Tour 2');
    expect(within(live!).getByRole('link', { name: 'Match details: Arsenal vs Chelsea, live' }).getAttribute('href')).toBe('/public/tournaments/t/matches/m3');
    // A match the screen has no page for stays a plain row.
    expect(within(noPage!).queryByRole('link')).toBeNull();
    expect(noPage!.textContent).toBe('BrightonUPCOMINGDerby');
  });

  it('lets the screen render the link (its router), and links nothing without matchHref', () => {
    const { unmount } = render(
      <FixturesList
        matches={matches}
        teams={teams}
        matchHref={(id) => `/m/${id}`}
        renderMatchLink={({ href, label, children }) => (
          <a href={`#spa${href}`} aria-label={label}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#spa/m/m1', '#spa/m/m2', '#spa/m/m3', '#spa/m/m4']);
    unmount();
    render(<FixturesList matches={matches} teams={teams} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('shows the empty text when no league match exists', () => {
    const { rerender } = render(<FixturesList matches={[matches[4]!]} />);
    expect(screen.getByText('No fixtures yet.')).toBeTruthy();
    rerender(<FixturesList matches={[]} empty={<p>Nothing here</p>} />);
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });
});
