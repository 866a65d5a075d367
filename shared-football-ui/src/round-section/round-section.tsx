import { useId, type ReactNode } from 'react';
import { cx } from 'shared-ui';
import styles from './round-section.module.css';

export interface RoundSectionProps {
  /** The round's name ("Tour 2", "Round 2", "Final"): its heading and the section's accessible name. */
  title: ReactNode;
  /** Beside the heading, e.g. "2/3 played". */
  aside?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Centre the heading (bracket columns). */
  centred?: boolean;
  className?: string;
  /** The round's `<li>` items. */
  children: ReactNode;
}

/**
 * One round of fixtures or of a bracket: a section named by its heading (so `getByRole('region',
 * { name: 'Tour 2' })` finds it) holding a list of matches.
 */
export function RoundSection({ title, aside, headingLevel = 3, centred = false, className, children }: RoundSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.round, className)} aria-labelledby={headingId}>
      <div className={cx(styles.header, centred && styles.centred)}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {aside !== undefined && <span className={styles.aside}>{aside}</span>}
      </div>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
