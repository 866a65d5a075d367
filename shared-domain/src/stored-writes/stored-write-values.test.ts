import { describe, expect, it } from 'vitest';
import { createTournament } from '../competition/tournament';
import { imageObjectKey, type ImageTarget } from '../media/image-keys';
import { createDefaultPlayer } from '../people/player';
import { createTeam } from '../people/team';
import { addCustomPlayoffRound } from '../playoffs/custom-playoff';
import { updateCustomPlayoffMatch } from '../playoffs/custom-playoff-edit';
import { buildPlayoffBracket } from '../playoffs/playoff-bracket';
import { checkStoredItem } from '../schemas/stored-item-check';
import { storedValueProblem } from './stored-value-at';

// The rule's texts, as they follow "<field>: " in the gateway's answer.
const UNSAFE = 'must be an uploaded image or an https:// address';
const HTTPS_ONLY = 'must be an https:// address (no image is uploaded for it)';
const otherImage = (label: string) => `must be an image uploaded as this ${label} or an https:// address`;

// Items as the app writes them, with every value issue 12 restricts: emails, images, colours, days, times, timestamps.
const CREATED = '2024-01-01T00:00:00.000Z';
const upload = (target: ImageTarget, origin = 'http://127.0.0.1:4173') => `${origin}/media/${imageObjectKey(target, 1700000000000, 'webp')}`;
const player = { ...createDefaultPlayer('player_1_c', CREATED), dateOfBirth: '2001-02-03', photo: upload({ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_1_c' }) };
const team = {
  ...createTeam({ name: 'Rovers', colors: ['#3B82F6', '#ef4444'] }, { id: 'team_1_a', organizerId: 'org_1_b', createdAtISO: CREATED })!,
  logo: upload({ kind: 'team-logo', teamId: 'team_1_a' }),
  photo: 'https://cdn.example.com/rovers/squad.jpg',
  establishedDate: '1878-03-12',
  players: [player, createDefaultPlayer('player_2_d', CREATED)],
  version: 3,
};
const organizer = { id: 'org_1_b', name: 'Sunday League', email: 'fixtures+sunday@league.example.org', createdAtISO: CREATED, logo: '', description: '' };

let n = 0;
const custom = createTournament({ name: 'Custom', teamIds: ['a', 'b'], format: { mode: 'league_custom_playoff' } }, { id: 'tournament_1_e', organizerId: 'org_1_b', createdAtISO: CREATED })!;
const added = addCustomPlayoffRound(custom.format.customPlayoffConfig!, { name: 'Final', quantityOfGames: '1' }, () => `m${++n}`);
if (!added.ok) throw new Error(added.error);
const config = updateCustomPlayoffMatch(added.config, 1, added.round.matches[0]!.id, { homeTeamId: 'a', awayTeamId: 'b', dateISO: '2024-05-01', time: '18:15' });
const bracket = buildPlayoffBracket(2, () => `b${++n}`).map((round) => ({ ...round, matches: round.matches.map((m) => ({ ...m, dateISO: '2024-05-08' })) }));
const tournament = {
  ...custom,
  format: { ...custom.format, customPlayoffConfig: config },
  playoffBracket: bracket,
  logo: upload({ kind: 'tournament-logo', tournamentId: 'tournament_1_e' }, 'https://kickoff.example'),
  backgroundImage: upload({ kind: 'tournament-background', tournamentId: 'tournament_1_e' }, 'https://kickoff.example'),
};
const match = { id: 'match_1_f', tournamentId: 'tournament_1_e', organizerId: 'org_1_b', homeTeamId: 'a', awayTeamId: 'b', round: 1, dateISO: '2024-05-01', time: '18:15' };

describe('writing: items as the app writes them are stored', () => {
  it.each([
    ['a team with uploads, colours and dates', 'team', team],
    ['a tournament with uploads, a dated custom playoff and a dated bracket', 'tournament', tournament],
    ['a dated match', 'match', match],
    ['an organizer as the admin API creates it', 'organizer', organizer],
    ['a custom playoff game whose date and time were cleared earlier (stored as "")', 'tournament', { ...tournament, format: { ...tournament.format, customPlayoffConfig: updateCustomPlayoffMatch(config, 1, added.round.matches[0]!.id, { dateISO: '', time: '' }) } }],
  ] as const)('%s', (_what, entity, item) => {
    expect(storedValueProblem(entity, item)).toBeNull();
  });

  it.each([
    ['a new logo', 'team', upload({ kind: 'team-logo', teamId: 'team_1_a' }), ['logo']],
    ['an https photo', 'team', 'https://cdn.example.com/p.png', ['photo']],
    ['a cleared logo', 'team', '', ['logo']],
    ['the squad', 'team', team.players, ['players']],
    ['one player with its own photo', 'team', player, ['players', 0]],
    ['a photo of one of the team’s players', 'team', upload({ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_2_d' }), ['players', 1, 'photo']],
    ['the colours', 'team', ['#000000'], ['colors']],
    ['a date of birth', 'team', '1999-12-31', ['players', 0, 'dateOfBirth']],
    ['a tournament background', 'tournament', upload({ kind: 'tournament-background', tournamentId: 'tournament_1_e' }), ['backgroundImage']],
    ['a match time off the 15-minute grid', 'match', '18:10', ['time']],
    ['an organizer logo', 'organizer', 'https://cdn.example.com/fa.png', ['logo']],
  ] as const)('an update of %s', (_what, entity, value, at) => {
    const id = entity === 'team' ? 'team_1_a' : entity === 'tournament' ? 'tournament_1_e' : entity === 'organizer' ? 'org_1_b' : 'match_1_f';
    expect(storedValueProblem(entity, value, at, id)).toBeNull();
  });
});

describe('writing: unsafe values are refused, naming the field and the reason', () => {
  it.each([
    ['an email with markup', 'organizer', { ...organizer, email: '<img/src=x/onerror=alert(1)>@x.io' }, 'email: must be a valid email address (no spaces, double quotes or markup)'],
    ['an email with a quote', 'organizer', { ...organizer, email: 'a"b@x.io' }, 'email: must be a valid email address (no spaces, double quotes or markup)'],
    ['an email with surrounding spaces', 'organizer', { ...organizer, email: ' a@x.io' }, 'email: must be a valid email address (no spaces, double quotes or markup)'],
    ['an uploaded organizer logo (organizers have no uploads)', 'organizer', { ...organizer, logo: upload({ kind: 'team-logo', teamId: 'org_1_b' }) }, `logo: ${HTTPS_ONLY}`],
    ['a javascript: logo', 'team', { ...team, logo: 'javascript:alert(1)' }, `logo: ${UNSAFE}`],
    ['a data: photo', 'team', { ...team, photo: 'data:image/png;base64,AAAA' }, `photo: ${UNSAFE}`],
    ['an http: logo', 'team', { ...team, logo: 'http://cdn.example.com/a.png' }, `logo: ${UNSAFE}`],
    ['a bare file name', 'team', { ...team, logo: 'logo.png' }, `logo: ${UNSAFE}`],
    ['another team’s logo', 'team', { ...team, logo: upload({ kind: 'team-logo', teamId: 'team_9_z' }) }, `logo: ${otherImage("team's logo")}`],
    ['another player’s photo on a player', 'team', { ...team, players: [{ ...player, photo: upload({ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_2_d' }) }] }, `players[0].photo: ${otherImage("player's photo")}`],
    ['a colour name', 'team', { ...team, colors: ['#3B82F6', 'red'] }, 'colors[1]: must be a color written #RRGGBB'],
    ['a short hex colour', 'team', { ...team, colors: ['#fff'] }, 'colors[0]: must be a color written #RRGGBB'],
    ['a founding day that does not exist', 'team', { ...team, establishedDate: '1901-02-29' }, 'establishedDate: must be a real day written YYYY-MM-DD'],
    ['a founding day out of range', 'team', { ...team, establishedDate: '1799-12-31' }, 'establishedDate: must be a day from 1800-01-01 to 2100-12-31'],
    ['a date of birth in words', 'team', { ...team, players: [{ ...player, dateOfBirth: 'yesterday' }] }, 'players[0].dateOfBirth: must be a real day written YYYY-MM-DD'],
    ['a creation time that is no timestamp', 'team', { ...team, createdAtISO: 'now' }, 'createdAtISO: must be an ISO 8601 date and time, such as 2024-01-01T00:00:00.000Z'],
    ['a tournament logo of another tournament', 'tournament', { ...tournament, logo: upload({ kind: 'tournament-logo', tournamentId: 'tournament_9_z' }) }, `logo: ${otherImage("tournament's logo")}`],
    ['a javascript: background', 'tournament', { ...tournament, backgroundImage: 'javascript:alert(1)' }, `backgroundImage: ${UNSAFE}`],
    ['a bracket date with markup', 'tournament', { ...tournament, playoffBracket: [{ round: 0, matches: [{ ...bracket[0]!.matches[0]!, dateISO: '<b>2024</b>' }] }] }, 'playoffBracket[0].matches[0].dateISO: must be a real day written YYYY-MM-DD'],
    ['a custom playoff time of 25:00', 'tournament', { ...tournament, format: { ...tournament.format, customPlayoffConfig: updateCustomPlayoffMatch(config, 1, added.round.matches[0]!.id, { time: '25:00' }) } }, 'format.customPlayoffConfig.playoffRounds[0].matches[0].time: must be a time written HH:MM (00:00 to 23:59)'],
    ['a match date with a time in it', 'match', { ...match, dateISO: '2024-05-01T18:00' }, 'dateISO: must be a real day written YYYY-MM-DD'],
    ['a match time with seconds', 'match', { ...match, time: '18:00:00' }, 'time: must be a time written HH:MM (00:00 to 23:59)'],
  ] as const)('%s', (_what, entity, item, problem) => {
    expect(storedValueProblem(entity, item)).toBe(problem);
  });

  it.each([
    ['a javascript: logo', 'team', 'javascript:alert(1)', ['logo'], `logo: ${UNSAFE}`],
    ['a photo of another team’s player', 'team', upload({ kind: 'player-photo', teamId: 'team_9_z', playerId: 'player_1_c' }), ['players', 0, 'photo'], `players[0].photo: ${otherImage("player's photo")}`],
    ['a player carrying another player’s photo', 'team', { ...player, photo: upload({ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_2_d' }) }, ['players', 4], `players[4].photo: ${otherImage("player's photo")}`],
    ['an appended colour that is no colour', 'team', ['url(x)'], ['colors'], 'colors[0]: must be a color written #RRGGBB'],
    ['one colour', 'team', 'blue', ['colors', 1], 'colors[1]: must be a color written #RRGGBB'],
    ['an email with markup', 'organizer', 'a<b>@x.io', ['email'], 'email: must be a valid email address (no spaces, double quotes or markup)'],
    ['a match date in another format', 'match', '01/05/2024', ['dateISO'], 'dateISO: must be a real day written YYYY-MM-DD'],
  ] as const)('an update of %s', (_what, entity, value, at, problem) => {
    const id = entity === 'team' ? 'team_1_a' : entity === 'organizer' ? 'org_1_b' : 'match_1_f';
    expect(storedValueProblem(entity, value, at, id)).toBe(problem);
  });

  it('takes no upload into an image field when the item is unknown', () => {
    expect(storedValueProblem('team', upload({ kind: 'team-logo', teamId: 'team_1_a' }), ['logo'])).toBe(`logo: ${HTTPS_ONLY}`);
    expect(storedValueProblem('team', 'https://cdn.example.com/a.png', ['logo'])).toBeNull();
  });
});

describe('reading stays tolerant: items stored before these rules still read', () => {
  it.each([
    ['an http: logo', 'team', { ...team, logo: 'http://old.example/logo.png' }],
    ['a colour name', 'team', { ...team, colors: ['red'] }],
    ['an odd date of birth', 'team', { ...team, players: [{ ...player, dateOfBirth: '03/02/2001' }] }],
    ['an empty creation time', 'team', { ...team, createdAtISO: '' }],
    ['a loose email', 'organizer', { ...organizer, email: 'a"b@x.io' }],
    ['a relative tournament logo', 'tournament', { ...tournament, logo: 'l.webp' }],
    ['a match time in words', 'match', { ...match, time: 'noon' }],
  ] as const)('%s', (_what, entity, item) => {
    expect(checkStoredItem(entity, item)).toEqual({ ok: true, item });
    expect(storedValueProblem(entity, item)).not.toBeNull();
  });
});
