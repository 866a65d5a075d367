import { useId, type ReactNode } from 'react';
import styles from './round-section.module.css';
import layout from '../../../common/styles/layout.module.css';

interface RoundSectionProps {
  title: ReactNode;
  /** Beside the title: a progress note, or the round's controls. */
  aside?: ReactNode;
  /** The aside holds form fields: align on their bottoms. */
  asideIsControls?: boolean;
  description?: ReactNode;
  /** The round's match rows (list items). */
  children: ReactNode;
}

/** A round of matches (league round, playoff round, custom round): a region named by its heading. */
export function RoundSection({ title, aside, asideIsControls, description, children }: RoundSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.round} aria-labelledby={headingId}>
      <div className={styles.header} data-controls={asideIsControls || undefined}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        {aside}
      </div>
      {description && <p className={`${layout.muted} ${styles.description}`}>{description}</p>}
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
