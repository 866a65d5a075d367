import { useEffect, useId, useRef } from 'react';
import { Button, buttonClassName, cx } from 'shared-ui';
import { RecoveryCodeList } from 'shared-ui/second-factor';
import layout from '../../../common/styles/layout.module.css';
import type { IssuedCodes } from '../hooks/use-issued-codes';
import styles from './security.module.css';

/** The file name offered for the download. */
const FILE_NAME = 'recovery-codes.txt';

/** Recovery codes just issued, shown this once: a list, a text file to download, and a way to close them. */
export function RecoveryCodes({ issued, onClose }: { issued: IssuedCodes; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // They replace the control that was used: the focus moves to them, so they are read next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={cx(layout.stackSm, styles.panel)} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        Save your recovery codes
      </h3>
      <p>
        Each code signs you in once if you lose your authenticator app. They are shown only now: download them or write them down, and
        keep them somewhere safe.
      </p>
      <RecoveryCodeList codes={issued.codes} />
      <div className={layout.actions}>
        <a className={buttonClassName({ variant: 'secondary' })} href={issued.fileUrl} download={FILE_NAME}>
          Download codes
        </a>
        <Button onClick={onClose}>I have saved my codes</Button>
      </div>
    </section>
  );
}
