// Static public match views for the widget's tests and stories (no network): one finished league game,
// one under way, one knockout decided on penalties.
import type { PublicLineupPlayer, PublicMatchView } from 'shared-domain';

const player = (playerId: string, name: string, number: number, position: string): PublicLineupPlayer => ({ playerId, name, number, position });
/** A player who is not public: listed with number and position, never named. */
const privatePlayer = (number: number, position: string): PublicLineupPlayer => ({ playerId: null, name: null, number, position });

const saka = player('p_saka', 'Bukayo Saka', 7, 'Forward');
const odegaard = player('p_odegaard', 'Martin Odegaard', 8, 'Midfielder');
const saliba = player('p_saliba', 'William Saliba', 2, 'Defender');
const nketiah = player('p_nketiah', 'Eddie Nketiah', 14, 'Forward');
const sterling = player('p_sterling', 'Raheem Sterling', 17, 'Forward');
const james = player('p_james', 'Reece James', 24, 'Defender');
const mount = player('p_mount', 'Mason Mount', 19, 'Midfielder');

/** Arsenal 2 – 1 Chelsea, finished: Saka 23' (Odegaard), a 41' penalty by a scorer not entered, a 78' own goal by James. */
export const finishedView: PublicMatchView = {
  tournament: { id: 't_premier', name: 'Premier League 2022/23', timeZone: 'Europe/London' },
  roundLabel: 'Tour 5',
  match: {
    id: 'm_arsenal_chelsea',
    tournamentId: 't_premier',
    homeTeamId: 'team_arsenal',
    awayTeamId: 'team_chelsea',
    round: 5,
    homeGoals: 2,
    awayGoals: 1,
    dateISO: '2023-05-02',
    time: '20:00',
    venue: 'Emirates Stadium',
    referee: 'Anthony Taylor',
    status: 'finished',
    statistics: {
      home: { shots: 14, shotsOnTarget: 6, corners: 7, fouls: 9, yellowCards: 1, redCards: 0, possession: 58 },
      away: { shots: 8, shotsOnTarget: 3, corners: 2, fouls: 12, yellowCards: 3, redCards: 0, possession: 42 },
    },
  },
  home: {
    teamId: 'team_arsenal',
    name: 'Arsenal',
    colors: ['#ef0107'],
    players: [saka, odegaard, saliba, nketiah],
    starting: [saka, odegaard, saliba, privatePlayer(4, 'Defender')],
    substitutes: [nketiah],
  },
  away: {
    teamId: 'team_chelsea',
    name: 'Chelsea',
    colors: ['#034694'],
    players: [sterling, james, mount],
    starting: [sterling, james],
    substitutes: [mount],
  },
  goals: [
    { id: 'g3', team: 'home', minute: 78, type: 'own_goal', scorerId: 'p_james', scorer: 'Reece James', assist: null },
    { id: 'g1', team: 'home', minute: 23, type: 'goal', scorerId: 'p_saka', scorer: 'Bukayo Saka', assist: 'Martin Odegaard' },
    { id: 'g2', team: 'away', minute: 41, type: 'penalty', scorerId: null, scorer: null, assist: null },
  ],
};

/** The kick-off of `liveView`; a `now` an hour later makes it live (a past kick-off without a full score). */
export const LIVE_KICKOFF_MS = new Date(2024, 2, 9, 15, 0).getTime();

/** Arsenal v Chelsea under way: kicked off, no final score yet, lineups announced. */
export const liveView: PublicMatchView = {
  ...finishedView,
  // No stored status: its state is derived from the kick-off (a stored one would win, issue 25).
  match: { ...finishedView.match, homeGoals: null, awayGoals: null, dateISO: '2024-03-09', time: '15:00', status: undefined, statistics: undefined },
  goals: [],
};

/** A cup final level after extra time and decided 4–3 on penalties. */
export const shootOutView: PublicMatchView = {
  ...finishedView,
  roundLabel: 'Final',
  match: { ...finishedView.match, isPlayoff: true, homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 },
  goals: finishedView.goals.slice(1),
};
