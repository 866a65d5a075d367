import { describe, expect, it } from 'vitest';
import { calendarSubscribeLinks, publicMatchPagePath, teamCalendarPath, tournamentCalendarPath } from './calendar-links';

describe('calendar feed links (issue 13)', () => {
  it('serves feeds under /calendar with the id escaped', () => {
    expect(tournamentCalendarPath('tournament_1_x')).toBe('/calendar/tournaments/tournament_1_x.ics');
    expect(teamCalendarPath('team a/b')).toBe('/calendar/teams/team%20a%2Fb.ics');
    expect(publicMatchPagePath('t1', 'm?1')).toBe('/public/tournaments/t1/matches/m%3F1');
  });

  it.each([
    ['https://kickoff.example/calendar/teams/t1.ics', 'webcal://kickoff.example/calendar/teams/t1.ics'],
    ['http://127.0.0.1:4173/calendar/tournaments/t1.ics', 'webcal://127.0.0.1:4173/calendar/tournaments/t1.ics'],
    ['HTTPS://Kickoff.example/calendar/teams/t1.ics', 'webcal://Kickoff.example/calendar/teams/t1.ics'],
  ])('subscribes to %s as %s, in Google Calendar by that address', (feed, webcal) => {
    const links = calendarSubscribeLinks(feed);
    expect(links.webcal).toBe(webcal);
    const [page, query] = links.google.split('?cid=') as [string, string];
    expect(page).toBe('https://calendar.google.com/calendar/render');
    expect(decodeURIComponent(query)).toBe(webcal);
    expect(query).not.toMatch(/[:/?&]/);
  });
});
