import type { PublicLineupPlayer, PublicMatchView } from 'shared-domain';

const named = (playerId: string, name: string, number: number, position = 'Forward'): PublicLineupPlayer => ({ playerId, name, number, position });
const hidden: PublicLineupPlayer = { playerId: null, name: null, number: 4, position: 'Defender' };

/** Arsenal 2 – 1 Brentford, goals stored out of order (70', 12', 30'), one scorer not public. */
export const arsenalBrentford: PublicMatchView = {
  tournament: { id: 't1', name: 'Spring Cup', timeZone: 'Europe/London' },
  roundLabel: 'Tour 3',
  match: {
    id: 'm1',
    tournamentId: 't1',
    homeTeamId: 'a',
    awayTeamId: 'b',
    round: 3,
    homeGoals: 2,
    awayGoals: 1,
    dateISO: '2024-03-05',
    time: '18:30',
    venue: 'Emirates Stadium',
    referee: 'Michael Oliver',
    status: 'finished',
    preview: 'Top of the table.\nBoth unbeaten.',
    report: '<b>Saka</b> <img src=x onerror=alert(1)> won it.',
    videoUrl: 'https://video.example/highlights',
    statistics: { home: { shots: 12, shotsOnTarget: 5, corners: 6, fouls: 9, yellowCards: 1, redCards: 0, possession: 58 }, away: { shots: 7 } as never },
  },
  home: {
    teamId: 'a',
    name: 'Arsenal',
    logo: 'https://gw.example/media/a.png',
    colors: ['#ef0107'],
    players: [],
    starting: [named('p1', 'Bukayo Saka', 7), hidden],
    substitutes: [named('p2', 'Martin Odegaard', 8, 'Midfielder')],
  },
  away: { teamId: 'b', name: 'Brentford', colors: [], players: [], starting: [named('p3', 'Ivan Toney', 17)], substitutes: [] },
  goals: [
    { id: 'g1', team: 'home', minute: 70, type: 'goal', scorerId: 'p1', scorer: 'Bukayo Saka', assist: 'Martin Odegaard' },
    { id: 'g2', team: 'away', minute: 12, type: 'penalty', scorerId: 'p3', scorer: 'Ivan Toney', assist: null },
    { id: 'g3', team: 'home', minute: 30, type: 'goal', scorerId: null, scorer: null, assist: null },
  ],
};
