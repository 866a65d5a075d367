import type { AriaRole } from 'react';
import styles from './split-bar.module.css';

interface SplitBarProps {
  /** Widths of the two sides, in percent of the bar. */
  homePercent: number;
  awayPercent: number;
  thin?: boolean;
  /** A bar that stands alone is an image with a label; one beside its numbers is hidden from screen readers. */
  label?: string;
}

/** One bar split between the home side (accent) and the away side (red). */
export function SplitBar({ homePercent, awayPercent, thin = false, label }: SplitBarProps) {
  const a11y: { role?: AriaRole; 'aria-label'?: string; 'aria-hidden'?: true } = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={thin ? `${styles.bar} ${styles.thin}` : styles.bar} {...a11y}>
      <span className={styles.home} style={{ width: `${homePercent}%` }} />
      <span className={styles.away} style={{ width: `${awayPercent}%` }} />
    </span>
  );
}
