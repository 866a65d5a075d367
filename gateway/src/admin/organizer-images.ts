import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { imageObjectKey, type ImageTarget } from 'shared-domain';
import type { OrganizerItems } from './pending-organizer-deletes';

/** Deletes sent at once: s3rver and S3 both take a few in parallel, a thousand would only queue. */
const PARALLEL_DELETES = 8;

/**
 * The folder holding every image of one team (its players' photos included) or one tournament, read off
 * the domain's key rule (spec §7) so the folders never drift from the keys uploads get. The trailing
 * slash keeps `teams/team_1/` from also matching `teams/team_10/`.
 * @example imageFolder({ kind: 'team-logo', teamId: 'team_1' }) // 'teams/team_1/'
 */
function imageFolder(target: ImageTarget): string {
  const key = imageObjectKey(target, 0, 'png');
  return key.slice(0, key.indexOf('/', key.indexOf('/') + 1) + 1);
}

/** The image folders of an organizer's teams and tournaments. */
export function imageFoldersOf(items: OrganizerItems): string[] {
  return [
    ...items.teamIds.map((teamId) => imageFolder({ kind: 'team-logo', teamId })),
    ...items.tournamentIds.map((tournamentId) => imageFolder({ kind: 'tournament-logo', tournamentId })),
  ];
}

/**
 * The keys of every object under the folders (listed page by page, 1,000 keys a page), so a delete knows
 * how many there are before it starts.
 */
export async function listImagesUnder(s3: S3Client, bucket: string, folders: readonly string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const Prefix of folders) {
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return keys;
}

/**
 * Deletes the objects, a few at a time, telling `onDeleted` how many each round deleted. Deleting a key
 * that is already gone succeeds, so running it again after an interruption finishes the job.
 */
export async function deleteImages(s3: S3Client, bucket: string, keys: readonly string[], onDeleted: (count: number) => void = () => undefined): Promise<void> {
  for (let start = 0; start < keys.length; start += PARALLEL_DELETES) {
    const round = keys.slice(start, start + PARALLEL_DELETES);
    await Promise.all(round.map((Key) => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key }))));
    onDeleted(round.length);
  }
}
