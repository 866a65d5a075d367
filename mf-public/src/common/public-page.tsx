import type { ReactNode } from 'react';
import styles from './public-page.module.css';

/** The column every public page is laid out in: its sections one under another. */
export function PublicPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
