import { describe, expect, it } from 'vitest';
import { imageObjectKey, type ImageTarget } from '../media/image-keys';
import { imageValueProblem, type ImageOwner } from './image-values';

/** The longest image address kept. */
const MAX_IMAGE_URL_LENGTH = 2048;

// The rule's texts, as they follow "<field>: " in the gateway's answer.
const UNSAFE = 'must be an uploaded image or an https:// address';
const HTTPS_ONLY = 'must be an https:// address (no image is uploaded for it)';
const otherImage = (label: string) => `must be an image uploaded as this ${label} or an https:// address`;

const teamLogo: ImageOwner = { kind: 'team-logo', teamId: 'team_1_a' };
const teamPhoto: ImageOwner = { kind: 'team-photo', teamId: 'team_1_a' };
const playerPhoto: ImageOwner = { kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_2_b' };
const anyPlayerPhoto: ImageOwner = { kind: 'player-photo', teamId: 'team_1_a', playerId: null };
const cupLogo: ImageOwner = { kind: 'tournament-logo', tournamentId: 'tournament_3_c' };
const cupBackground: ImageOwner = { kind: 'tournament-background', tournamentId: 'tournament_3_c' };

/** The URL the upload stores (shared-data's uploadImage: `gatewayUrl('/media/' + key)`). */
const uploaded = (target: ImageTarget, origin = 'https://gw.example') => `${origin}/media/${imageObjectKey(target, 1700000000000, 'png')}`;

describe('imageValueProblem accepts what the app writes', () => {
  it.each([
    ['no image', '', teamLogo],
    ['no organizer logo (the admin API writes "")', '', null],
    ['a team logo upload', uploaded(teamLogo), teamLogo],
    ['the same upload served over http (npm start, e2e)', uploaded(teamLogo, 'http://127.0.0.1:4173'), teamLogo],
    ['the same upload served on an IPv6 loopback', uploaded(teamLogo, 'http://[::1]:4173'), teamLogo],
    ['a team photo upload', uploaded(teamPhoto), teamPhoto],
    ['a player photo upload', uploaded({ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_2_b' }), playerPhoto],
    ['a photo of one of the team’s players when the player is not known', uploaded({ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_9_z' }), anyPlayerPhoto],
    ['a tournament logo upload', uploaded(cupLogo), cupLogo],
    ['a tournament background upload', uploaded(cupBackground), cupBackground],
    ['a media path without an origin', '/media/teams/team_1_a/logo-5.webp', teamLogo],
    ['an https address', 'https://cdn.example.com/crests/rovers.png', teamLogo],
    ['an https address with a port, query and fragment', 'https://img.example.com:8443/a/b.jpg?w=200&h=200#x', cupBackground],
    ['an https address with %-escapes', 'https://cdn.example.com/R%C3%B6vers%20FC.png', teamPhoto],
    ['an upper-case https scheme', 'HTTPS://cdn.example.com/a.png', teamLogo],
    ['an https address for an organizer logo', 'https://cdn.example.com/fa.png', null],
    ['an https path under /media/ that is no upload folder', 'https://cdn.example.com/media/crest.png', teamLogo],
    [`${MAX_IMAGE_URL_LENGTH} characters`, `https://cdn.example.com/${'a'.repeat(MAX_IMAGE_URL_LENGTH - 24)}`, teamLogo],
  ] as const)('%s', (_what, value, owner) => {
    expect(imageValueProblem(value, owner)).toBeNull();
  });
});

describe('imageValueProblem refuses anything else', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)', teamLogo, UNSAFE],
    ['javascript: in upper case', 'JAVASCRIPT:alert(1)', teamLogo, UNSAFE],
    ['data:', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', teamLogo, UNSAFE],
    ['http: to another site', 'http://cdn.example.com/crest.png', teamLogo, UNSAFE],
    ['a protocol-relative address', '//evil.example/crest.png', teamLogo, UNSAFE],
    ['a bare file name', 'logo.png', teamLogo, UNSAFE],
    ['a relative path outside /media/', '/api/public/teams/x', teamLogo, UNSAFE],
    ['ftp:', 'ftp://files.example.com/a.png', teamLogo, UNSAFE],
    ['user info in an https address', 'https://user:pass@cdn.example.com/a.png', teamLogo, UNSAFE],
    ['user info hiding the host', 'https://cdn.example.com@evil.example/a.png', teamLogo, UNSAFE],
    ['markup', 'https://cdn.example.com/a.png"><img src=x onerror=alert(1)>', teamLogo, UNSAFE],
    ['a space', 'https://cdn.example.com/a b.png', teamLogo, UNSAFE],
    ['a newline', 'https://cdn.example.com/a.png\njavascript:alert(1)', teamLogo, UNSAFE],
    ['a backslash', 'https:\\\\evil.example/a.png', teamLogo, UNSAFE],
    ['an empty host', 'https:///a.png', teamLogo, UNSAFE],
    ['a dot segment', 'https://cdn.example.com/a/../b.png', teamLogo, UNSAFE],
    [`${MAX_IMAGE_URL_LENGTH + 1} characters`, `https://cdn.example.com/${'a'.repeat(MAX_IMAGE_URL_LENGTH - 23)}`, teamLogo, UNSAFE],
    ['another team’s logo', uploaded({ kind: 'team-logo', teamId: 'team_2_x' }), teamLogo, otherImage("team's logo")],
    ['another team’s logo without an origin', '/media/teams/team_2_x/logo-1.png', teamLogo, otherImage("team's logo")],
    ['this team’s photo in its logo field', uploaded(teamPhoto), teamLogo, otherImage("team's logo")],
    ['another player’s photo', uploaded({ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_9_z' }), playerPhoto, otherImage("player's photo")],
    ['a photo of another team’s player', uploaded({ kind: 'player-photo', teamId: 'team_2_x', playerId: 'player_2_b' }), anyPlayerPhoto, otherImage("player's photo")],
    ['another tournament’s background', uploaded({ kind: 'tournament-background', tournamentId: 'tournament_4_d' }), cupBackground, otherImage("tournament's background")],
    ['a team logo as a tournament logo', uploaded({ kind: 'team-logo', teamId: 'tournament_3_c' }), cupLogo, otherImage("tournament's logo")],
    ['a key that imageObjectKey never makes', '/media/teams/team_1_a/crest.png', teamLogo, otherImage("team's logo")],
    ['another team’s logo behind %-escapes', 'https://gw.example/%6Dedia/teams%2Fteam_2_x%2Flogo-1.png', teamLogo, otherImage("team's logo")],
    ['another team’s logo with a query', `${uploaded({ kind: 'team-logo', teamId: 'team_2_x' })}?v=2`, teamLogo, otherImage("team's logo")],
    ['another team’s logo behind a dot segment', 'https://gw.example/x/../media/teams/team_2_x/logo-1.png', teamLogo, UNSAFE],
    ['another team’s logo behind dot segments inside the key', 'https://gw.example/media/teams/team_1_a/../team_2_x/logo-1.png', teamLogo, otherImage("team's logo")],
    ['an upload in a field nothing is uploaded for (organizer logo)', uploaded(teamLogo), null, HTTPS_ONLY],
    ['javascript: as an organizer logo', 'javascript:alert(1)', null, HTTPS_ONLY],
  ] as const)('%s', (_what, value, owner, problem) => {
    expect(imageValueProblem(value, owner)).toBe(problem);
  });
});
