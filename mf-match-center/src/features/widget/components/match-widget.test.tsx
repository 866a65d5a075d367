import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_KICKOFF_MS, finishedView, liveView, shootOutView } from '../testing/match-views';
import { MatchWidget } from './match-widget';

const AFTER_FINAL_WHISTLE = new Date(2023, 4, 3).getTime();
const part = (container: HTMLElement, name: string) => container.querySelector<HTMLElement>(`[part="${name}"]`);

describe('MatchWidget', () => {
  it('shows the match: teams, the score part home first, the status, and its kick-off facts', () => {
    const { container } = render(<MatchWidget state={{ status: 'ready', view: finishedView }} theme="bright" now={AFTER_FINAL_WHISTLE} />);
    expect(part(container, 'container')?.dataset.theme).toBe('bright');
    const header = part(container, 'header')!;
    expect(part(header, 'score')?.textContent).toBe('2 – 1');
    expect(within(header).getByText('Arsenal')).toBeTruthy();
    expect(within(header).getByText('Chelsea')).toBeTruthy();
    expect(within(header).getByText('Finished')).toBeTruthy();
    expect(within(header).getByText('Premier League 2022/23 · Tour 5')).toBeTruthy();
    // The tournament's zone labels the time: 2 May in London is summer time.
    expect(header.textContent).toContain('20:00 BST · Emirates Stadium');
  });

  it('a match with a date and no time says TBC in its kick-off line and "Time to be confirmed" in its facts, never 12:00', () => {
    const view = { ...finishedView, match: { ...finishedView.match, time: undefined } };
    const { container } = render(<MatchWidget state={{ status: 'ready', view }} theme="bright" now={AFTER_FINAL_WHISTLE} />);
    const header = part(container, 'header')!;
    expect(header.textContent).toContain('2023 · TBC · Emirates Stadium');
    expect(screen.getByText('Time to be confirmed')).toBeTruthy();
    expect(container.textContent).not.toContain('12:00');
  });

  it('reads "vs" before a score, and a decided shoot-out beside the score', () => {
    const { container, rerender } = render(<MatchWidget state={{ status: 'ready', view: liveView }} theme="dark" now={LIVE_KICKOFF_MS - 60_000} />);
    expect(part(container, 'score')?.textContent).toBe('vs');
    expect(screen.getByText('Scheduled')).toBeTruthy();
    rerender(<MatchWidget state={{ status: 'ready', view: shootOutView }} theme="dark" now={AFTER_FINAL_WHISTLE} />);
    expect(part(container, 'score')?.textContent).toBe('1 – 1');
    expect(screen.getByText('(4–3 pens)')).toBeTruthy();
    expect(part(container, 'container')?.dataset.theme).toBe('dark');
  });

  it('pulses "Live" once a match without a full score has kicked off', () => {
    const { container } = render(<MatchWidget state={{ status: 'ready', view: liveView }} theme="bright" now={LIVE_KICKOFF_MS + 3_600_000} />);
    const badge = screen.getByText('Live');
    expect(badge.dataset.status).toBe('live');
    expect(badge.querySelector('.pulse')).not.toBeNull();
    expect(container.querySelectorAll('.pulse')).toHaveLength(1);
  });

  it('says "Result pending" long after kick-off without a result, never "Live", and "Postponed" as stored (issue 22)', () => {
    const { rerender } = render(<MatchWidget state={{ status: 'ready', view: liveView }} theme="bright" now={LIVE_KICKOFF_MS + 30 * 86_400_000} />);
    expect(screen.getByText('Result pending').dataset.status).toBe('pending');
    expect(screen.queryByText('Live')).toBeNull();
    const postponed = { ...liveView, match: { ...liveView.match, status: 'postponed' as const } };
    rerender(<MatchWidget state={{ status: 'ready', view: postponed }} theme="bright" now={LIVE_KICKOFF_MS + 3_600_000} />);
    expect(screen.getByText('Postponed').dataset.status).toBe('postponed');
  });

  it('shows a match set to Live at 1–0 after its kick-off as Live with its score, not Finished (issue 25)', () => {
    const setLive = { ...liveView, match: { ...liveView.match, homeGoals: 1, awayGoals: 0, status: 'live' as const } };
    const { container } = render(<MatchWidget state={{ status: 'ready', view: setLive }} theme="bright" now={AFTER_FINAL_WHISTLE} />);
    expect(screen.getByText('Live').dataset.status).toBe('live');
    expect(screen.queryByText('Finished')).toBeNull();
    expect(part(container, 'score')?.textContent).toBe('1 – 0');
  });

  it('names the pitch in its kick-off line and facts, and a live match shows its running minute (issue 25)', () => {
    const kickOffAt = new Date(LIVE_KICKOFF_MS).toISOString();
    const onPitch = { ...liveView, match: { ...liveView.match, status: 'live' as const, place: 'Pitch 2 · Riverside Park', clock: { kickOffAt } } };
    const { container, rerender } = render(<MatchWidget state={{ status: 'ready', view: onPitch }} theme="bright" now={LIVE_KICKOFF_MS + 20 * 60_000 + 30_000} />);
    const header = part(container, 'header')!;
    expect(header.textContent).toContain(' · Pitch 2 · Riverside Park');
    expect(header.textContent).not.toContain('Emirates Stadium');
    expect(within(header).getByLabelText('Match minute').textContent).toBe("21'");
    const halfTime = { ...onPitch, match: { ...onPitch.match, clock: { kickOffAt, halfTimeAt: new Date(LIVE_KICKOFF_MS + 47 * 60_000).toISOString() } } };
    rerender(<MatchWidget state={{ status: 'ready', view: halfTime }} theme="bright" now={LIVE_KICKOFF_MS + 50 * 60_000} />);
    expect(within(header).getByLabelText('Match minute').textContent).toBe('HT');
    // Finished: the status says it, no minute.
    const finished = { ...halfTime, match: { ...halfTime.match, status: 'finished' as const } };
    rerender(<MatchWidget state={{ status: 'ready', view: finished }} theme="bright" now={LIVE_KICKOFF_MS + 50 * 60_000} />);
    expect(within(part(container, 'header')!).queryByLabelText('Match minute')).toBeNull();
  });

  it('shows loading, not available, and an error whose Retry asks again', async () => {
    const { rerender } = render(<MatchWidget state={{ status: 'loading' }} theme="bright" />);
    expect(screen.getByRole('status').textContent).toBe('Loading match…');
    rerender(<MatchWidget state={{ status: 'unavailable' }} theme="bright" />);
    expect(screen.getByText('Match not available')).toBeTruthy();
    const retry = vi.fn();
    rerender(<MatchWidget state={{ status: 'error', retry }} theme="bright" />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('overview lists the facts, the statistics and the timeline with the running score', () => {
    render(<MatchWidget state={{ status: 'ready', view: finishedView }} theme="bright" now={AFTER_FINAL_WHISTLE} />);
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('Anthony Taylor')).toBeTruthy();
    const possession = within(overview).getByRole('rowheader', { name: 'Possession' }).closest('tr')!;
    expect(possession.textContent).toBe('58%Possession42%');
    const timeline = within(within(overview).getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((row) => row.querySelector('.minute')?.textContent)).toEqual(["23'", "41'", "78'"]);
    // The running score is told in words to assistive technology (hidden text before the digits).
    expect(timeline.map((row) => row.querySelector('.running')?.textContent)).toEqual([
      'Score after this goal: 1 – 0',
      'Score after this goal: 1 – 1',
      'Score after this goal: 2 – 1',
    ]);
  });
});

describe('MatchWidget tabs', () => {
  it('are a tab list the arrow keys, Home and End move through, one panel shown at a time', async () => {
    render(<MatchWidget state={{ status: 'ready', view: finishedView }} theme="bright" now={AFTER_FINAL_WHISTLE} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Overview'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Lineups').getAttribute('aria-selected')).toBe('true');
    expect(tab('Overview').getAttribute('aria-selected')).toBe('false');
    expect(document.activeElement).toBe(tab('Lineups'));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Lineups').id);
    await userEvent.keyboard('{End}');
    expect(tab('Goals').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Overview'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Goals'));
    await userEvent.keyboard('{Home}');
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
    expect(tab('Goals').tabIndex).toBe(-1);
  });

  it('Lineups name each side’s starting XI and substitutes, a player who is not public as "Private player"', async () => {
    render(<MatchWidget state={{ status: 'ready', view: finishedView }} theme="bright" now={AFTER_FINAL_WHISTLE} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Lineups' }));
    const arsenal = screen.getByRole('region', { name: 'Arsenal lineup' });
    const rows = within(arsenal).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['7Bukayo SakaForward', '8Martin OdegaardMidfielder', '2William SalibaDefender', '4Private playerDefender', '14Eddie NketiahForward']);
    expect(within(arsenal).getByRole('heading', { name: 'Substitutes' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Chelsea lineup' })).getByText('Raheem Sterling')).toBeTruthy();
  });

  it('Goals give each goal its minute, scorer, kind, assist and the score after it', async () => {
    render(<MatchWidget state={{ status: 'ready', view: finishedView }} theme="bright" now={AFTER_FINAL_WHISTLE} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Goals' }));
    const rows = within(screen.getByRole('tabpanel', { name: 'Goals' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      "23'Bukayo SakaArsenal · Assist: Martin OdegaardScore after this goal: 1 – 0",
      "41'Unknown scorerChelsea · PenaltyScore after this goal: 1 – 1",
      // Counted for Arsenal, put in by Chelsea's Reece James: the line names his own team (issue 22).
      "78'Reece Jamesown goal, ChelseaScore after this goal: 2 – 1",
    ]);
  });
});
