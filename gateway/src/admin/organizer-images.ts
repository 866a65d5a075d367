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
 * Deletes every object under the folders (listed page by page, 1,000 keys a page). Deleting a key that is
 * already gone succeeds, so running it again after an interruption finishes the job.
 * @returns how many objects were deleted
 */
export async function deleteImagesUnder(s3: S3Client, bucket: string, folders: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const Prefix of folders) {
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix, ContinuationToken }));
      const keys = (page.Contents ?? []).map((object) => object.Key).filter((key): key is string => key !== undefined);
      for (let start = 0; start < keys.length; start += PARALLEL_DELETES) {
        await Promise.all(keys.slice(start, start + PARALLEL_DELETES).map((Key) => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key }))));
      }
      deleted += keys.length;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return deleted;
}
