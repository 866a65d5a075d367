import type { ReactNode } from 'react';
import styles from './muted-text.module.css';

/** Secondary text (hints, empty states, details beside a name): a paragraph, or a span inside a line. */
export function MutedText({ as: Tag = 'p', children }: { as?: 'p' | 'span'; children: ReactNode }) {
  return <Tag className={styles.muted}>{children}</Tag>;
}
