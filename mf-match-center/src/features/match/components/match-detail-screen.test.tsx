import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queries } from 'shared-data';
import { signInForTest, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  baseMatch,
  changeElsewhere,
  openTab,
  renderLoadedMatchScreen,
  renderMatchScreen,
  setUpMatchStore,
  storedMatch,
  updateCount,
} from '../../../testing/match-screen';

let memory: MemoryStorage;
beforeEach(() => {
  memory = setUpMatchStore();
});

/** The tournament's fixture list as another screen caches it (its own query key). */
function FixtureScore() {
  const { data } = useQuery(queries.tournamentMatches('t1'));
  const match = data?.find((m) => m.id === 'm1');
  return <p>{match ? `Fixture list: ${match.homeGoals}-${match.awayGoals}` : 'Fixture list loading'}</p>;
}

// Typing through userEvent is slow on a loaded 2-core machine; the default 5 s is too tight there.
describe('MatchDetailScreen (spec §2 Match detail)', { timeout: 20_000 }, () => {
  it('shows both teams, the score and the facts, with the timeline in minute order', async () => {
    await renderLoadedMatchScreen();
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Spring Cup' }).getAttribute('href')).toBe('/admin/tournaments/t1');
    expect(screen.getByRole('link', { name: 'Brentford' }).getAttribute('href')).toBe('/admin/teams/b');
    const items = within(screen.getByRole('list', { name: 'Goals in minute order' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining("12'Ivan Toney"),
      expect.stringContaining("30'Martin Odegaard"),
      expect.stringContaining("70'Bukayo Saka"),
    ]);
    // The running score is told in words to assistive technology (hidden text before the digits).
    expect(screen.getAllByText('Score after this goal:').map((e) => e.parentElement?.textContent)).toEqual([
      'Score after this goal: 0 – 1',
      'Score after this goal: 1 – 1',
      'Score after this goal: 2 – 1',
    ]);
  });

  it('says it is loading until the match arrives', async () => {
    const release = memory.pauseWhen((op) => op.table === 'matches');
    renderMatchScreen();
    expect(await screen.findByText('Loading match...')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal vs Brentford' })).toBeTruthy();
  });

  it('shows Not Found for a missing match and for a foreign one, linking to the tournament', async () => {
    const { unmount } = renderMatchScreen('/tournaments/t1/matches/nope');
    expect(await screen.findByRole('heading', { name: 'Match Not Found' })).toBeTruthy();
    expect(screen.getByText("The match you're looking for doesn't exist or you don't have access to it.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tournament' }).getAttribute('href')).toBe('/tournaments/t1');
    unmount();
    memory = setUpMatchStore({ ...baseMatch, organizerId: 'org_other' });
    renderMatchScreen();
    expect(await screen.findByRole('heading', { name: 'Match Not Found' })).toBeTruthy();
  });

  it("the super admin manages any organizer's match; a signed-out visitor gets Not Found", async () => {
    memory = setUpMatchStore({ ...baseMatch, organizerId: 'org_other' });
    signInForTest({ id: 'sa', role: 'super_admin' });
    const { unmount } = renderMatchScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal vs Brentford' })).toBeTruthy();
    unmount();
    signOutForTest();
    renderMatchScreen();
    expect(await screen.findByRole('heading', { name: 'Match Not Found' })).toBeTruthy();
  });

  it('shows a failure with Try again when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    memory.failWhen((op) => op.table === 'matches');
    renderMatchScreen();
    expect(await screen.findByRole('heading', { name: 'Failed to load match data' })).toBeTruthy();
    memory.stopFailing();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Arsenal vs Brentford' })).toBeTruthy();
  });

  it('choosing a status writes status, shown at once', async () => {
    await renderLoadedMatchScreen();
    const release = memory.pauseWhen((op) => op.kind === 'update');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'postponed');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('postponed');
    release();
    expect(await screen.findByText('Status saved.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ status: 'postponed', version: 4 });
  });

  it('an unrelated save (status) keeps what is typed in the details form', async () => {
    await renderLoadedMatchScreen();
    await userEvent.type(screen.getByLabelText('Venue'), 'Emirates');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    expect(await screen.findByText('Status saved.')).toBeTruthy();
    expect(storedMatch(memory)?.status).toBe('cancelled');
    expect((screen.getByLabelText('Venue') as HTMLInputElement).value).toBe('Emirates');
  });

  it('a failed save says so and shows the match as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderLoadedMatchScreen();
    memory.failWhen((op) => op.kind === 'update');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'postponed');
    expect(await screen.findByText('Could not save the match. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).not.toBe('postponed');
    expect(storedMatch(memory)?.status).toBeUndefined();
  });

  it("a save makes other screens' lists of the tournament's matches read again", async () => {
    renderMatchScreen(undefined, <FixtureScore />);
    expect(await screen.findByText('Fixture list: 2-1')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: "Remove goal: 70' Bukayo Saka" }));
    expect(await screen.findByText('Fixture list: 1-1')).toBeTruthy();
  });

  it('tabs move with the arrow keys', async () => {
    await renderLoadedMatchScreen();
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Statistics' })).toBe(document.activeElement);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Content' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('a half-edited form survives a tab switch', async () => {
    await renderLoadedMatchScreen();
    await userEvent.type(screen.getByLabelText('Referee'), 'Oliver');
    await openTab('Lineups');
    await userEvent.click(screen.getByLabelText('Bukayo Saka starting'));
    await openTab('Overview');
    expect((screen.getByLabelText('Referee') as HTMLInputElement).value).toBe('Oliver');
    await openTab('Lineups');
    expect((screen.getByLabelText('Bukayo Saka starting') as HTMLInputElement).checked).toBe(true);
  });

  it('a timeline removal that lost a race is re-applied to the stored match; the score follows the merged goals (issue 22)', async () => {
    await renderLoadedMatchScreen();
    const elsewhere = { id: 'g4', team: 'away' as const, playerId: 'p3', minute: 88, type: 'goal' as const, goalNumber: 2 };
    changeElsewhere(memory, { venue: 'Emirates', goals: [...storedMatch(memory)!.goals!, elsewhere], awayGoals: 2 });
    await userEvent.click(screen.getByRole('button', { name: "Remove goal: 12' Ivan Toney" }));
    expect(await screen.findByText('Goal removed; score updated. Also updated elsewhere: Score, Venue, Goal.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 2, awayGoals: 1, venue: 'Emirates', version: 5 });
    expect(storedMatch(memory)!.goals!.map((g) => g.id)).toEqual(['g1', 'g3', 'g4']);
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();
  });

  it('removing a goal that was already removed elsewhere writes nothing and shows the stored match', async () => {
    await renderLoadedMatchScreen();
    changeElsewhere(memory, { homeGoals: 5, goals: [] });
    await userEvent.click(screen.getByRole('button', { name: "Remove goal: 12' Ivan Toney" }));
    expect(await screen.findByText('Goal removed; score updated. Also updated elsewhere: Score, Goal.')).toBeTruthy();
    expect(screen.getByLabelText('Score 5 – 1')).toBeTruthy();
    expect(screen.getByText(/No goals recorded yet/)).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 5, goals: [], version: 4 });
  });

  it('shows Not Found when a save finds the match deleted elsewhere', async () => {
    await renderLoadedMatchScreen();
    await memory.remove('matches', { tournamentId: 't1', id: 'm1' });
    await userEvent.click(screen.getByRole('button', { name: "Remove goal: 12' Ivan Toney" }));
    expect(await screen.findByRole('heading', { name: 'Match Not Found' })).toBeTruthy();
  });

  it('a plain save of a match deleted elsewhere also shows Not Found and stores nothing', async () => {
    await renderLoadedMatchScreen();
    await memory.remove('matches', { tournamentId: 't1', id: 'm1' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'postponed');
    expect(await screen.findByRole('heading', { name: 'Match Not Found' })).toBeTruthy();
    expect(memory.all('matches')).toEqual([]);
  });

  it('saves run one after another, each against the version the previous one stored', async () => {
    await renderLoadedMatchScreen();
    const release = memory.pauseWhen((op) => op.kind === 'update');
    await userEvent.click(screen.getByRole('button', { name: "Remove goal: 12' Ivan Toney" }));
    await userEvent.click(screen.getByRole('button', { name: "Remove goal: 30' Martin Odegaard" }));
    release();
    await waitFor(() => expect(updateCount(memory)).toBe(2));
    expect(await screen.findByText('Goal removed; score updated.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ goals: [baseMatch.goals![0]], homeGoals: 1, awayGoals: 0, version: 5 });
    expect(screen.queryByText('This match was changed elsewhere; the latest version is shown.')).toBeNull();
  });
});
