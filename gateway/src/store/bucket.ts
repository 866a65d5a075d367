import { CreateBucketCommand, HeadBucketCommand, type BucketLocationConstraint, type S3Client } from '@aws-sdk/client-s3';

/** Creates the image bucket when missing. Returns true when it was created. */
export async function ensureBucket(s3: S3Client, bucket: string, region: string): Promise<boolean> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    return false;
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404) throw err;
  }
  try {
    await s3.send(
      new CreateBucketCommand({
        Bucket: bucket,
        // us-east-1 is the one region that rejects an explicit LocationConstraint.
        ...(region === 'us-east-1'
          ? {}
          : { CreateBucketConfiguration: { LocationConstraint: region as BucketLocationConstraint } }),
      }),
    );
    return true;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'BucketAlreadyOwnedByYou') return false;
    throw err;
  }
}
