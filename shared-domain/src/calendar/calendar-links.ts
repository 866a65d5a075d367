/**
 * Where a tournament's calendar feed is served (issue 13), relative to the gateway.
 * @example tournamentCalendarPath('tournament_1_x') // '/calendar/tournaments/tournament_1_x.ics'
 */
export function tournamentCalendarPath(tournamentId: string): string {
  return `/calendar/tournaments/${encodeURIComponent(tournamentId)}.ics`;
}

/**
 * Where a team's calendar feed (its matches in public tournaments) is served, relative to the gateway.
 * @example teamCalendarPath('team_1_x') // '/calendar/teams/team_1_x.ics'
 */
export function teamCalendarPath(teamId: string): string {
  return `/calendar/teams/${encodeURIComponent(teamId)}.ics`;
}

/**
 * The public match page's path (the shell's route for mf-match-center's public match screen), which a
 * calendar event links to.
 * @example publicMatchPagePath('t 1', 'm1') // '/public/tournaments/t%201/matches/m1'
 */
export function publicMatchPagePath(tournamentId: string, matchId: string): string {
  return `/public/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}`;
}

/** The links that subscribe a calendar to a feed. */
export interface CalendarSubscribeLinks {
  /** Opens the visitor's calendar app (Apple Calendar, Outlook, Thunderbird) subscribed to the feed. */
  webcal: string;
  /** Adds the feed to Google Calendar (which fetches it itself, so it must be absolute). */
  google: string;
}

/**
 * The subscribe links of an absolute http(s) feed URL: the same address under webcal://, the scheme
 * calendar apps register for subscriptions, and Google Calendar's "add by URL" page naming it.
 * @example calendarSubscribeLinks('https://kickoff.example/calendar/teams/t1.ics')
 * // { webcal: 'webcal://kickoff.example/calendar/teams/t1.ics', google: 'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fkickoff.example%2Fcalendar%2Fteams%2Ft1.ics' }
 */
export function calendarSubscribeLinks(feedUrl: string): CalendarSubscribeLinks {
  const webcal = feedUrl.replace(/^https?:\/\//i, 'webcal://');
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}
