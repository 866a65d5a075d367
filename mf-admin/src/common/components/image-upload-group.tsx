import type { ReactNode } from 'react';
import styles from './image-upload-group.module.css';

/** Image upload fields side by side (one per row on a narrow screen). */
export function ImageUploadGroup({ children }: { children: ReactNode }) {
  return <div className={styles.group}>{children}</div>;
}
