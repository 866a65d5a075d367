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

/**
 * One bar split between the home side (accent) and the away side (red), the away side right after the home
 * one. Drawn in SVG (100 units wide, stretched to the bar): the widths are geometry, not a style attribute,
 * which the public match page's policy would refuse (it is server-rendered and allows no inline style).
 */
export function SplitBar({ homePercent, awayPercent, thin = false, label }: SplitBarProps) {
  const a11y: { role?: AriaRole; 'aria-label'?: string; 'aria-hidden'?: true } = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={thin ? `${styles.bar} ${styles.thin}` : styles.bar} viewBox="0 0 100 1" preserveAspectRatio="none" focusable="false" {...a11y}>
      <rect className={styles.home} width={homePercent} height="1" />
      <rect className={styles.away} x={homePercent} width={awayPercent} height="1" />
      {thin ? <line className={styles.gap} x1={homePercent} x2={homePercent} y1="0" y2="1" vectorEffect="non-scaling-stroke" /> : null}
    </svg>
  );
}
