import type { ReactNode } from 'react';
import styles from './entity-row.module.css';

/** A list card's content: avatar, a text block (an h3 and lines under it) and the actions at the end. */
export function EntityRow({ avatar, children, actions }: { avatar: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <div className={styles.row}>
      {avatar}
      <div className={styles.text}>{children}</div>
      {actions}
    </div>
  );
}
