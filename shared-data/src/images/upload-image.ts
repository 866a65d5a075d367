import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  compressionPresetFor,
  IMAGE_SIGNATURE_BYTES,
  MESSAGES,
  imageExtensionFor,
  imageObjectKey,
  imageTypeFromSignature,
  updatePlayerInList,
  validateImageFile,
  type CompressionKind,
  type ImageTarget,
  type Team,
  type Tournament,
} from 'shared-domain';
import { s3Client } from '../clients/aws-clients';
import { gatewayUrl, getRuntimeConfig } from '../config/runtime-config';
import { teamsRepository } from '../repositories/teams-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { compressImage } from './compress-image';

/** A chosen file refused before any upload (spec §5); the message is the spec's text. */
export class ImageValidationError extends Error {
  override name = 'ImageValidationError';
}

/** Which spec §9 compression preset each image uses. */
const PRESET_BY_TARGET: Readonly<Record<ImageTarget['kind'], CompressionKind>> = {
  'team-logo': 'logo',
  'team-photo': 'team',
  'player-photo': 'profile',
  'tournament-logo': 'logo',
  'tournament-background': 'tournament',
};

/** Public URL of a stored image: the gateway serves the bucket under /media/. */
export function imagePublicUrl(key: string): string {
  return gatewayUrl(`/media/${key}`);
}

/**
 * The spec §5 checks (declared type, size), then the content: a file whose first bytes are not a
 * JPEG, PNG or WebP is refused with the invalid-type text even if its name and type say image (the
 * gateway would refuse it too, after the upload). Returns the refusal text, or null. Sends nothing.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  const refusal = validateImageFile(file);
  if (refusal) return refusal;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeFromSignature(head) ? null : MESSAGES.invalidImageType;
}

/**
 * Checks, compresses (spec §9) and PUTs an image under its spec §7 key; returns its public URL.
 * The body is bytes, not the File: a Blob body can make the SDK sign UNSIGNED-PAYLOAD, which the
 * gateway refuses. The content type and extension follow the bytes actually sent (the library may
 * return the original file when it is already small enough).
 */
export async function uploadImage(target: ImageTarget, file: File, now: () => number = Date.now): Promise<string> {
  const refusal = await checkImageFile(file);
  if (refusal) throw new ImageValidationError(refusal);
  const compressed = await compressImage(file, compressionPresetFor(PRESET_BY_TARGET[target.kind]));
  const body = new Uint8Array(await compressed.arrayBuffer());
  const contentType = imageTypeFromSignature(body);
  const ext = contentType && imageExtensionFor(contentType);
  if (!contentType || !ext) throw new Error('Compression did not produce a JPEG, PNG or WebP image');
  const key = imageObjectKey(target, now(), ext);
  await s3Client().send(
    new PutObjectCommand({ Bucket: getRuntimeConfig().bucket, Key: key, Body: body, ContentType: contentType }),
  );
  return imagePublicUrl(key);
}

/** Uploads a team logo and stores its URL on the team (version-checked: ConflictError on a lost race). */
export async function uploadTeamLogo(team: Pick<Team, 'id' | 'version'>, file: File): Promise<Team> {
  const logo = await uploadImage({ kind: 'team-logo', teamId: team.id }, file);
  return teamsRepository.update(team, { logo });
}

/** Uploads a team photo and stores its URL on the team (version-checked). */
export async function uploadTeamPhoto(team: Pick<Team, 'id' | 'version'>, file: File): Promise<Team> {
  const photo = await uploadImage({ kind: 'team-photo', teamId: team.id }, file);
  return teamsRepository.update(team, { photo });
}

/**
 * Uploads a player photo and stores its URL on the player. Players live inside the team, so the
 * squad is rewritten from `team` and the version check refuses it if the team changed meanwhile.
 */
export async function uploadPlayerPhoto(team: Pick<Team, 'id' | 'version' | 'players'>, playerId: string, file: File): Promise<Team> {
  if (!team.players.some((p) => p.id === playerId)) throw new Error(`Player ${playerId} is not in team ${team.id}`);
  const photo = await uploadImage({ kind: 'player-photo', teamId: team.id, playerId }, file);
  return teamsRepository.update(team, { players: updatePlayerInList(team.players, playerId, { photo }) });
}

/** Uploads a tournament logo and stores its URL on the tournament (version-checked). */
export async function uploadTournamentLogo(tournament: Pick<Tournament, 'id' | 'version'>, file: File): Promise<Tournament> {
  const logo = await uploadImage({ kind: 'tournament-logo', tournamentId: tournament.id }, file);
  return tournamentsRepository.update(tournament, { logo });
}

/** Uploads a tournament background image and stores its URL in backgroundImage (version-checked). */
export async function uploadTournamentBackground(tournament: Pick<Tournament, 'id' | 'version'>, file: File): Promise<Tournament> {
  const backgroundImage = await uploadImage({ kind: 'tournament-background', tournamentId: tournament.id }, file);
  return tournamentsRepository.update(tournament, { backgroundImage });
}
