import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Team, type Tournament } from 'shared-domain';
import { configureData } from '../config/runtime-config';
import { ConflictError } from '../storage/storage-errors';

// S3 calls are recorded instead of sent; compression is replaced by a stand-in that records its preset.
const puts: Record<string, unknown>[] = [];
let putFails: Error | null = null;
vi.mock('../clients/aws-clients', () => ({
  s3Client: () => ({
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      if (putFails) throw putFails;
      puts.push({ command: command.constructor.name, ...command.input });
      return {};
    },
  }),
}));
const compressCalls: { file: File; preset: unknown }[] = [];
vi.mock('./compress-image', () => ({
  compressImage: async (file: File, preset: unknown) => {
    compressCalls.push({ file, preset });
    // What the library returns: re-encoded bytes of the same type (here the input's own bytes, marked).
    return new File([await file.arrayBuffer(), new Uint8Array([7, 7])], file.name, { type: file.type });
  },
}));
const teamUpdate = vi.fn();
const tournamentUpdate = vi.fn();
vi.mock('../repositories/teams-repository', () => ({ teamsRepository: { update: (...args: unknown[]) => teamUpdate(...args) } }));
vi.mock('../repositories/tournaments-repository', () => ({ tournamentsRepository: { update: (...args: unknown[]) => tournamentUpdate(...args) } }));

const { ImageValidationError, checkImageFile, uploadImage, uploadPlayerPhoto, uploadTeamLogo, uploadTeamPhoto, uploadTournamentBackground, uploadTournamentLogo } =
  await import('./upload-image');

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};
SIGNATURES['image/jpg'] = SIGNATURES['image/jpeg']!;
const png = (size = 0, type = 'image/png', name = 'logo.png', bytes = SIGNATURES[type] ?? [1, 2, 3]) => {
  const file = new File([new Uint8Array(bytes)], name, { type });
  // Only the size is read of a large file before it is refused; no need for 10 MB of bytes.
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const team = { id: 'team_1_a', version: 4, players: [{ id: 'player_1_x', firstName: 'A', lastName: 'B' }, { id: 'player_2_y', firstName: 'C', lastName: 'D' }] } as unknown as Team;
const tournament = { id: 'tournament_1_t', version: 2 } as Tournament;

beforeEach(() => {
  configureData({ gatewayUrl: 'https://gw.example', region: 'us-east-1', bucket: 'images-bucket', tablePrefix: 'ft-' });
  puts.length = 0;
  compressCalls.length = 0;
  putFails = null;
  teamUpdate.mockReset().mockImplementation(async (item: object, fields: object) => ({ ...item, ...fields, version: 5 }));
  tournamentUpdate.mockReset().mockImplementation(async (item: object, fields: object) => ({ ...item, ...fields, version: 3 }));
});

describe('uploadImage (spec §5 validation, §7 keys, §9 presets)', () => {
  it.each([
    ['image/gif', 10, MESSAGES.invalidImageType],
    ['text/plain', 10, MESSAGES.invalidImageType],
    ['', 10, MESSAGES.invalidImageType],
    ['image/png', 10 * 1024 * 1024 + 1, MESSAGES.imageTooLarge],
  ])('refuses %s of %i bytes with the spec text, before compressing or uploading', async (type, size, message) => {
    const attempt = uploadImage({ kind: 'team-logo', teamId: 't' }, png(size, type));
    await expect(attempt).rejects.toBeInstanceOf(ImageValidationError);
    await expect(attempt).rejects.toThrow(message);
    expect(compressCalls).toHaveLength(0);
    expect(puts).toHaveLength(0);
  });

  it('accepts exactly 10 MB', async () => {
    await expect(uploadImage({ kind: 'team-logo', teamId: 't' }, png(10 * 1024 * 1024))).resolves.toMatch(/\/media\//);
  });

  it('refuses a text file named .png and declared image/png by its content, before compressing or uploading', async () => {
    const fake = png(0, 'image/png', 'fake.png', Array.from('just some text', (c) => c.charCodeAt(0)));
    await expect(checkImageFile(fake)).resolves.toBe(MESSAGES.invalidImageType);
    await expect(uploadTeamLogo(team, fake)).rejects.toThrow(MESSAGES.invalidImageType);
    expect(compressCalls).toHaveLength(0);
    expect(puts).toHaveLength(0);
    expect(teamUpdate).not.toHaveBeenCalled();
  });

  it('checkImageFile accepts a real image and gives the spec texts for the others', async () => {
    await expect(checkImageFile(png())).resolves.toBeNull();
    await expect(checkImageFile(png(0, 'image/gif', 'a.gif'))).resolves.toBe(MESSAGES.invalidImageType);
    await expect(checkImageFile(png(11 * 1024 * 1024))).resolves.toBe(MESSAGES.imageTooLarge);
  });

  it('labels the upload by the bytes sent, not by the declared type', async () => {
    const jpegNamedPng = png(0, 'image/png', 'x.png', SIGNATURES['image/jpeg']);
    await uploadImage({ kind: 'team-logo', teamId: 't' }, jpegNamedPng, () => 1);
    expect(puts[0]).toMatchObject({ Key: 'teams/t/logo-1.jpg', ContentType: 'image/jpeg' });
  });

  it.each([
    [{ kind: 'team-logo', teamId: 'team_1_a' }, 'image/png', 'teams/team_1_a/logo-1700000000000.png', { maxSizeMB: 0.2, maxWidthOrHeight: 400, quality: 0.9 }],
    [{ kind: 'team-photo', teamId: 'team_1_a' }, 'image/jpeg', 'teams/team_1_a/photo-1700000000000.jpg', { maxSizeMB: 0.3, maxWidthOrHeight: 400, quality: 0.85 }],
    [{ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_1_x' }, 'image/webp', 'teams/team_1_a/players/player_1_x/photo-1700000000000.webp', { maxSizeMB: 0.3, maxWidthOrHeight: 500, quality: 0.85 }],
    [{ kind: 'tournament-logo', tournamentId: 'tournament_1_t' }, 'image/jpg', 'tournaments/tournament_1_t/logo-1700000000000.jpg', { maxSizeMB: 0.2, maxWidthOrHeight: 400, quality: 0.9 }],
    [{ kind: 'tournament-background', tournamentId: 'tournament_1_t' }, 'image/png', 'tournaments/tournament_1_t/background-1700000000000.png', { maxSizeMB: 0.5, maxWidthOrHeight: 800, quality: 0.8 }],
  ] as const)('%o as %s: PUTs the compressed bytes under %s', async (target, type, key, preset) => {
    const url = await uploadImage(target, png(0, type), () => 1700000000000);
    expect(compressCalls[0]?.preset).toEqual(preset);
    expect(puts).toHaveLength(1);
    const put = puts[0]!;
    expect(put).toMatchObject({ command: 'PutObjectCommand', Bucket: 'images-bucket', Key: key, ContentType: type === 'image/jpg' ? 'image/jpeg' : type });
    // Bytes, not a Blob: a Blob body may be signed UNSIGNED-PAYLOAD, which the gateway refuses.
    expect(put.Body).toBeInstanceOf(Uint8Array);
    expect(Array.from(put.Body as Uint8Array)).toEqual([...SIGNATURES[type]!, 7, 7]);
    expect(url).toBe(`https://gw.example/media/${key}`);
  });

  it('resolves the media URL against the page origin when the gateway is same-origin', async () => {
    configureData({ gatewayUrl: '', region: 'us-east-1', bucket: 'b', tablePrefix: 'ft-' });
    const url = await uploadImage({ kind: 'team-logo', teamId: 't' }, png(), () => 5);
    expect(url).toBe(`${location.origin}/media/teams/t/logo-5.png`);
  });

  it('lets a failed PUT reject (nothing is saved)', async () => {
    putFails = new Error('AccessDenied');
    await expect(uploadTeamLogo(team, png())).rejects.toThrow('AccessDenied');
    expect(teamUpdate).not.toHaveBeenCalled();
  });
});

describe('upload then save on the item with the version-checked update', () => {
  it('team logo and photo: the URL is saved against the version that was read', async () => {
    const logo = await uploadTeamLogo(team, png());
    expect(teamUpdate).toHaveBeenLastCalledWith(team, { logo: expect.stringMatching(/^https:\/\/gw\.example\/media\/teams\/team_1_a\/logo-\d+\.png$/) });
    expect(logo).toMatchObject({ id: 'team_1_a', version: 5, logo: expect.stringContaining('/media/teams/team_1_a/logo-') });
    const photo = await uploadTeamPhoto(team, png(0, 'image/jpeg', 'p.jpg'));
    expect(teamUpdate).toHaveBeenLastCalledWith(team, { photo: expect.stringMatching(/\/media\/teams\/team_1_a\/photo-\d+\.jpg$/) });
    expect(photo.photo).toMatch(/photo-\d+\.jpg$/);
  });

  it('player photo: rewrites the squad with only that player changed', async () => {
    const saved = await uploadPlayerPhoto(team, 'player_2_y', png());
    const fields = teamUpdate.mock.calls[0]?.[1] as Partial<Team>;
    expect(fields.players?.[0]).toEqual(team.players[0]);
    expect(fields.players?.[1]).toMatchObject({ id: 'player_2_y', firstName: 'C', photo: expect.stringMatching(/\/media\/teams\/team_1_a\/players\/player_2_y\/photo-\d+\.png$/) });
    expect(saved.players[1]?.photo).toBe(fields.players?.[1]?.photo);
  });

  it('player photo of a player not in the team: refused before uploading', async () => {
    await expect(uploadPlayerPhoto(team, 'player_9_z', png())).rejects.toThrow(/not in team/);
    expect(puts).toHaveLength(0);
  });

  it('tournament logo and background', async () => {
    await expect(uploadTournamentLogo(tournament, png())).resolves.toMatchObject({ version: 3, logo: expect.stringContaining('/media/tournaments/tournament_1_t/logo-') });
    expect(tournamentUpdate).toHaveBeenLastCalledWith(tournament, { logo: expect.any(String) });
    await expect(uploadTournamentBackground(tournament, png())).resolves.toMatchObject({ backgroundImage: expect.stringContaining('/media/tournaments/tournament_1_t/background-') });
    expect(tournamentUpdate).toHaveBeenLastCalledWith(tournament, { backgroundImage: expect.any(String) });
  });

  it('a lost race propagates the ConflictError with the fresh item', async () => {
    const fresh = { ...team, version: 9, name: 'Renamed' };
    teamUpdate.mockRejectedValue(new ConflictError(fresh));
    const error = await uploadTeamLogo(team, png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError<Team>).current).toBe(fresh);
    tournamentUpdate.mockRejectedValue(new ConflictError(null));
    await expect(uploadTournamentBackground(tournament, png())).rejects.toBeInstanceOf(ConflictError);
  });
});
