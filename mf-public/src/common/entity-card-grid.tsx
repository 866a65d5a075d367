import type { ReactNode } from 'react';
import { Card } from 'shared-ui';
import styles from './entity-card-grid.module.css';

/** A responsive grid of entity cards (search results, a squad). */
export function EntityCardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}

/** One card of the grid: an avatar beside a heading and a few lines about the entity. */
export function EntityCard({ avatar, title, children }: { avatar: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <li>
      <Card>
        <div className={styles.row}>
          {avatar}
          <div className={styles.text}>
            <h3 className={styles.title}>{title}</h3>
            {children}
          </div>
        </div>
      </Card>
    </li>
  );
}

/** A secondary line of a card. */
export function EntityCardNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** The main line of a card. */
export function EntityCardLine({ children }: { children: ReactNode }) {
  return <p className={styles.line}>{children}</p>;
}
