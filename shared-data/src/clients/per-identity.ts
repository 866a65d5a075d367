import { identityEpoch } from '../auth/session-store';

/**
 * A client kept for the current identity and rebuilt when it changes (sign-in, sign-out): the SDK
 * memoizes credentials until they expire, so a client built for a visitor would keep signing as one
 * after a login. The client replaced is destroyed (its sockets and timers released).
 * @example const s3 = perIdentity(() => new S3Client(options)); s3().send(command)
 */
export function perIdentity<T extends { destroy(): void }>(create: () => T): () => T {
  let current: { epoch: number; client: T } | null = null;
  return () => {
    const epoch = identityEpoch();
    if (current?.epoch === epoch) return current.client;
    current?.client.destroy();
    current = { epoch, client: create() };
    return current.client;
  };
}
