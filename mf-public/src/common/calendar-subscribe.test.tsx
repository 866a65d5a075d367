import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import { teamCalendarPath } from 'shared-domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute } from '../testing/render-public-route';
import { testTeam, testTournament } from '../testing/public-test-data';
import { CalendarSubscribe } from './calendar-subscribe';

// Issue 13: the public tournament and team pages link their calendar feeds. The test data layer's gateway is http://gateway.test.
let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [testTeam('a', 'Arsenal'), testTeam('b', 'Brighton')]);
  signOutForTest();
});

const subscribeLinks = async () => {
  const group = await screen.findByRole('region', { name: 'Subscribe to calendar' });
  return Object.fromEntries(within(group).getAllByRole('link').map((link) => [link.textContent, link]));
};

describe('Subscribe to calendar', () => {
  it("links the tournament's feed as a webcal subscription, in Google Calendar, and as a download", async () => {
    memory.seed('tournaments', [testTournament('t 1', ['a', 'b'])]);
    renderPublicRoute(`/public/tournaments/${encodeURIComponent('t 1')}`);
    const links = await subscribeLinks();
    expect(Object.keys(links)).toEqual(['Subscribe', 'Google Calendar', 'Download .ics']);
    expect(links.Subscribe!.getAttribute('href')).toBe('webcal://gateway.test/calendar/tournaments/t%201.ics');
    expect(links['Google Calendar']!.getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://gateway.test/calendar/tournaments/t%201.ics')}`,
    );
    expect(links['Google Calendar']!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links['Download .ics']!.getAttribute('href')).toBe('http://gateway.test/calendar/tournaments/t%201.ics');
    expect(links['Download .ics']!.hasAttribute('download')).toBe(true);
  });

  it("links the team's feed on the team page", async () => {
    renderPublicRoute('/public/teams/a');
    expect((await subscribeLinks()).Subscribe!.getAttribute('href')).toBe('webcal://gateway.test/calendar/teams/a.ics');
  });

  it('is not shown for a tournament the public cannot see', async () => {
    memory.seed('tournaments', [testTournament('t1', ['a', 'b'], { visibility: 'private' })]);
    renderPublicRoute('/public/tournaments/t1');
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Subscribe to calendar' })).toBeNull();
  });

  it('renders on the server without the address, and the browser takes it over without a mismatch, then adds it', async () => {
    const feedPath = teamCalendarPath('a');
    const html = renderToString(<CalendarSubscribe feedPath={feedPath} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // Without the page's script: the links fetch the file itself from this site.
    expect([...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Subscribe', feedPath],
      ['Download .ics', feedPath],
    ]);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <CalendarSubscribe feedPath={feedPath} />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('webcal://gateway.test/calendar/teams/a.ics');
    expect(within(container).getByRole('link', { name: 'Google Calendar' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });
});
