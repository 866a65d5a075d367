// Sample data for the kit's stories: real clubs and colours, a short invented season between them.
import { computeStandings, publicPlayoffRounds, type Match } from 'shared-domain';
import type { TeamInfo } from '../teams/team-info';

export const sampleTeams = new Map<string, TeamInfo>([
  ['ars', { name: 'Arsenal', colors: ['#EF0107', '#FFFFFF'] }],
  ['che', { name: 'Chelsea', colors: ['#034694'] }],
  ['new', { name: 'Newcastle United', colors: ['#241F20', '#FFFFFF'] }],
  ['bha', { name: 'Brighton & Hove Albion', colors: ['#0057B8', '#FFFFFF'] }],
  ['bre', { name: 'Brentford', colors: ['#E30613', '#FBB800'] }],
  ['whu', { name: 'West Ham United' }],
]);

const match = (id: string, round: number, homeTeamId: string, awayTeamId: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 'sample',
  organizerId: 'sample',
  round,
  homeTeamId,
  awayTeamId,
  ...extra,
});

export const sampleMatches: Match[] = [
  match('m01', 1, 'ars', 'che', { homeGoals: 3, awayGoals: 1, dateISO: '2024-08-17', time: '15:00', venue: 'Emirates Stadium' }),
  match('m02', 1, 'new', 'bha', { homeGoals: 1, awayGoals: 1, dateISO: '2024-08-17', time: '17:30', venue: "St James' Park" }),
  match('m03', 1, 'bre', 'whu', { homeGoals: 0, awayGoals: 2, dateISO: '2024-08-18', time: '14:00' }),
  match('m04', 2, 'che', 'new', { homeGoals: 2, awayGoals: 0, dateISO: '2024-08-24', time: '12:30' }),
  match('m05', 2, 'bha', 'bre', { homeGoals: 1, awayGoals: null, dateISO: '2024-08-24', time: '15:00', venue: 'Amex Stadium' }),
  match('m06', 2, 'whu', 'ars'),
];

export const sampleRows = computeStandings([...sampleTeams.keys()], sampleMatches);

const playoff = (id: string, playoffRound: number, playoffMatch: number, home: string, away: string, extra: Partial<Match> = {}) =>
  match(id, 10 + playoffRound, home, away, { isPlayoff: true, playoffRound, playoffMatch, ...extra });

export const sampleBracket = publicPlayoffRounds({ format: { mode: 'league_playoff' } }, [
  playoff('s1', 0, 0, 'ars', 'bha', { homeGoals: 2, awayGoals: 0, dateISO: '2024-05-11', time: '16:00' }),
  playoff('s2', 0, 1, 'che', 'whu', { dateISO: '2024-05-12', time: '16:00' }),
  playoff('f1', 1, 0, 'winner-1', 'winner-2', { dateISO: '2024-05-25', time: '17:00', venue: 'Wembley' }),
]);

export const sampleTeamHref = (teamId: string) => `#team-${teamId}`;

export const sampleMatchHref = (matchId: string) => `#match-${matchId}`;
