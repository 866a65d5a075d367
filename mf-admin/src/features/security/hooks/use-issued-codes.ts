import { useCallback, useEffect, useState } from 'react';

/** Recovery codes just issued, with a text file of them to download. */
export interface IssuedCodes {
  codes: string[];
  /** A blob: URL of the text file. */
  fileUrl: string;
}

/** The downloaded file: who the codes are for, how they work, one code a line. */
function recoveryCodesFile(account: string, codes: readonly string[]): string {
  return [`Recovery codes for ${account}`, 'Each code signs you in once, in place of a code from your authenticator app.', '', ...codes, ''].join('\n');
}

/**
 * The recovery codes shown once after they are issued. The file's URL is made when they arrive (in the
 * event, not in an effect) and released when they are closed, replaced or the screen is left.
 */
export function useIssuedCodes(account: string) {
  const [issued, setIssued] = useState<IssuedCodes | null>(null);
  useEffect(() => (issued ? () => URL.revokeObjectURL(issued.fileUrl) : undefined), [issued]);
  const show = useCallback(
    (codes: string[]) => setIssued({ codes, fileUrl: URL.createObjectURL(new Blob([recoveryCodesFile(account, codes)], { type: 'text/plain' })) }),
    [account],
  );
  const close = useCallback(() => setIssued(null), []);
  return { issued, show, close };
}
